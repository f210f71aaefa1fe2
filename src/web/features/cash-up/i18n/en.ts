/**
 * The cash-up feature's English texts: the namespace `cashUp`, read as `t('cashUp.…')`. Its Bengali
 * is ./bn.ts, where the type check fails on a missing key. The field errors the server words too
 * (`cashUp.errors`) are in src/shared/i18n/en.ts.
 */
export const en = {
  /** The day's cash-up: the office's page of one day, and the owner's list of every day. */
  cashUp: {
    /** The office's page of one day: the close form, or the close and what came in after it. */
    day: {
      title: "The Day's Cash-up",
      intro:
        "Count each method's money at the end of the day, set it beside what the app confirmed, and close the day. A payment confirmed into a closed day then needs a reason.",
      pick: 'Day',
      loadFailed: "The day's figures could not be loaded.",
      stateOpen: 'Open',
      stateClosed: 'Closed',
      confirmedNow: 'Confirmed in the app this day: {{amount}}',
      refundedNow: 'Paid back by refunds this day: {{amount}}, so {{inHand}} should be in hand.',
      refundsOut_one: '{{count}} refund paid back: {{amount}}',
      refundsOut_other: '{{count}} refunds paid back: {{amount}}',
      countHeading: 'Count and close',
      countIntro: "Type what you counted for each method; the app's figure is beside it.",
      payments_one: '{{count}} payment',
      payments_other: '{{count}} payments',
      appFigure: 'In the app',
      counted: '{{method}} counted',
      countedShort: 'Counted',
      difference: 'Difference',
      even: 'even',
      over: 'over',
      short: 'short',
      appTotal: 'In the app',
      countedTotal: 'Counted',
      note: 'Note',
      noteHint: 'Needed when a count differs: why, and what was done.',
      noteLabel: 'Note:',
      close: 'Close the day',
      closedToast: '{{day}} is closed.',
      closedBy: 'Closed by {{name}}, {{time}}',
      linesCaption: "Each method's figure in the app, the count and the difference",
      method: 'Method',
      total: 'Total',
      lateHeading_one: '{{count}} payment confirmed after the close',
      lateHeading_other: '{{count}} payments confirmed after the close',
      lateBy: 'Confirmed by {{name}} at {{time}}',
      lateByBkash: "Confirmed by bKash's answer at {{time}}",
      reason: 'Reason:',
      reopenReason: 'Why re-open this day',
      reopenHint: 'Kept on the close and in the activity log.',
      reopen: 'Re-open the day',
      reopenedToast: 'The day is open again.',
      reopenedHeading: 'Earlier closes, re-opened',
      reopenedSummary: 'Re-opened by {{name}}, {{time}}',
    },
    /** The owner's list of every day of a month. */
    month: {
      title: "Every Day's Cash-up",
      intro: 'Each day of the month, newest first: the money confirmed, what was counted, and the difference.',
      pick: 'Month',
      loadFailed: 'The days could not be loaded.',
      refunded: 'refunds −{{amount}}',
      caption: 'The days of {{month}}',
      day: 'Day',
      confirmed: 'Confirmed',
      counted: 'Counted',
      difference: 'Difference',
      state: 'Close',
      closed: 'Closed by {{name}}',
      notClosed: 'Not closed',
      late_one: '{{count}} payment after the close ({{amount}})',
      late_other: '{{count}} payments after the close ({{amount}})',
      reopened_one: 'Re-opened once',
      reopened_other: 'Re-opened {{count}} times',
    },
  },
} as const;

export type Catalogue = typeof en;
