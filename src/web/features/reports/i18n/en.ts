/**
 * The reports feature's English texts: the namespace `reports`, read as `t('reports.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key. The field errors the server
 * words too (`reports.errors`) are in src/shared/i18n/en.ts.
 */
export const en = {
  /** The office's money pages: who still owes, what came in, and the dashboard's monthly chart. */
  reports: {
    downloadCsv: 'Download CSV',
    downloadRefundsCsv: 'Refunds CSV',
    dues: {
      title: 'Dues',
      intro:
        'Every order that still owes money, the overdue first, then those paid beyond their fee (to refund). Call the student from here, or open the order to record a payment or a refund.',
      total: 'Total due',
      overdue: 'Overdue',
      owing: 'Orders owing',
      searchLabel: 'Find a student',
      searchPlaceholder: 'Name, SID, phone or order',
      caption: 'Dues',
      col: {
        student: 'Student',
        phone: 'Phone',
        course: 'Course',
        nextDue: 'Next due',
        paid: 'Paid',
        due: 'Due',
        overdue: 'Overdue',
      },
      overdueWord: 'Overdue',
      bookedOn: 'Booked {{date}}',
      notOverdue: 'On time',
      toRefundTotal: 'To refund',
      toRefund: 'To refund',
      openOrder: 'Open order {{oid}}',
      none: 'Nobody owes anything: every order is paid.',
      loadFailed: 'The dues could not be loaded.',
    },
    collections: {
      title: 'Collections',
      intro:
        'Confirmed money by the day it was confirmed, per method. This month so far to start; choose other days below.',
      from: 'From',
      to: 'To',
      show: 'Show',
      range: '{{from}} to {{to}}',
      total: 'Total collected',
      refunded: 'Refunded',
      refunds_one: '{{count}} refund',
      refunds_other: '{{count}} refunds',
      net: 'Kept (collected less refunds)',
      payments_one: '{{count}} payment',
      payments_other: '{{count}} payments',
      perMonth: 'Per month',
      perDay: 'Per day',
      captionMonths: 'Collections per month',
      captionDays: 'Collections per day',
      col: { day: 'Day', month: 'Month', total: 'Total' },
      none: 'No confirmed payments on these days.',
      loadFailed: 'The collections could not be loaded.',
    },
    monthly: {
      title: 'Bookings and collections, the last 12 months',
      intro:
        'Booked: the fees of the orders booked in the month, after discounts. Collected: payments confirmed in the month.',
      booked: 'Booked',
      collected: 'Collected',
      bookings: 'Bookings',
      month: 'Month',
      axisTaka: 'Taka',
      chartLabel: 'Chart of booked and collected taka per month. The same figures are in the table below it.',
      showTable: 'The figures as a table',
      caption: 'Bookings and collections per month',
      loadFailed: 'The monthly figures could not be loaded.',
    },
  },
} as const;

export type Catalogue = typeof en;
