/**
 * The refunds feature's English texts (docs/decisions/0440, 0441): the namespaces `refunds` (the
 * ask form on My Course and the order's page, the Refund page, the owner's dialogs), `refundCheck`
 * (the public check of a refund number) and `transfers` (moving an order to another course). Its
 * Bengali is ./bn.ts. The field errors the server words too (`refunds.errors`) are in
 * src/shared/i18n/en.ts.
 */
export const en = {
  // ── Refunds (docs/decisions/0440): the ask form on My Course, the Refund page, the public check ──
  refunds: {
    col: { student: 'Student', amount: 'Amount', state: 'Request and answer', actions: 'Actions' },
    methods: { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', cash: 'Cash', bank: 'Bank transfer' },
    pageTitle: 'Refunds',
    studentIntro:
      'Your refund requests and the owner’s answers. To ask for one, open My Course: each order with money on it has “Ask for a refund”.',
    staffIntro:
      'Refund requests from students and the office, the waiting ones first. The owner approves each (all or part) or declines it with a reason; admins see them.',
    toMyCourse: 'Go to My Course',
    show: 'Show',
    statusFilter: { requested: 'Waiting', approved: 'Approved', declined: 'Declined', all: 'All' },
    status: { requested: 'Waiting for the owner', approved: 'Refunded', declined: 'Declined' },
    empty: 'No refund requests here.',
    loadFailed: 'The refunds could not be loaded.',
    caption: 'Refund requests',
    waitingBadge_one: '{{count}} refund request waiting',
    waitingBadge_other: '{{count}} refund requests waiting',
    item: {
      asked: 'Asked {{amount}} on {{date}}',
      askedByOffice: 'Asked by the office',
      reason: 'Why: {{reason}}',
      endsOrder: 'Cancels the booking and frees its seat.',
      endedOrder: 'The booking was cancelled with this refund.',
      refunded: '{{amount}} given back by {{method}} on {{date}}',
      reference: 'Reference {{reference}}',
      number: 'Refund no.',
      pdf: 'Open the refund paper (PDF)',
      declined: 'Declined: {{reason}}',
      order: 'Order {{oid}}',
    },
    /** Why the app itself asked for a refund, by the code it stores (`reasonCode`). */
    reasons: {
      transferDifference: 'Moved from {{from}} to {{course}}, which costs less: the difference.',
    },
    ask: {
      heading: 'Refunds',
      intro: 'This order holds {{held}}. You can ask for money back; the owner decides.',
      introStaff: 'This order holds {{held}}. Ask for a refund on the student’s behalf; the owner decides.',
      toRefund: '{{amount}} was paid beyond the fee: it comes back without cancelling the booking.',
      nothingHeld: 'Nothing is paid on this order, so there is nothing to refund.',
      waiting: 'A request waits for the owner. You can ask again once it is answered.',
      amount: 'Amount to get back (৳)',
      amountHint: 'Whole taka, at most {{max}}.',
      reason: 'Why do you want it back?',
      reasonHint: 'For example: “I am moving to Dhaka and cannot attend.”',
      cancel: 'I am leaving this course: cancel my booking',
      cancelStaff: 'The student leaves the course: cancel the booking',
      cancelHint: 'Asking back more than {{over}} cancels the booking anyway: the course would no longer be paid for.',
      submit: 'Ask for a refund',
      sent: 'Your request is sent. The owner will answer; you get an SMS.',
      sentStaff: 'The request is recorded. The owner decides it on the Refund page.',
      list: 'Requests on this order',
    },
    decide: {
      approve: 'Approve',
      decline: 'Decline',
      approveTitle: 'Give back money to {{name}}?',
      approveIntro: 'Asked: {{amount}}. Give back all of it or a part.',
      amount: 'Amount given back (৳)',
      method: 'Paid back by',
      methodPlaceholder: 'Choose…',
      reference: 'Reference (TrxID, bank or voucher number)',
      referenceHint: 'Optional; printed on the refund paper.',
      cancelOrder: 'Cancel the booking and free its seat',
      forcedCancel: 'This refund takes back money the fee needs, so it cancels the booking and frees its seat.',
      approveSubmit: 'Approve the refund',
      approved: 'Refund approved: number {{number}}. The student gets an SMS.',
      declineTitle: 'Decline the request of {{name}}?',
      declineReason: 'Reason (the student reads this)',
      declineSubmit: 'Decline the request',
      declined: 'Request declined. The student gets an SMS.',
      cancel: 'Cancel',
      ownerOnly: 'Only the owner approves or declines refunds.',
    },
  },
  // ── The public check of a refund number (its paper's QR code opens it) ──
  refundCheck: {
    pageTitle: 'Refund {{number}}: check',
    metaDescription: 'Check that a refund paper of the school is genuine.',
    heading: 'Check a refund',
    genuine: 'Genuine refund',
    genuineText: '{{school}} gave this money back.',
    number: 'Refund no.',
    date: 'Date',
    amount: 'Amount',
    school: 'School',
    payee: 'Paid back to',
    notFound: 'No refund with this number',
    notFoundText: 'The school has given no refund with this number. Check the number on the paper.',
    failed: 'The check could not be made. Please try again.',
  },
  // ── Transfers (docs/decisions/0441): moving an order to another course, on the office's order page ──
  transfers: {
    heading: 'Move to another course',
    intro:
      'What this order holds ({{held}}) carries over to a new order for the other course, at its price today. This order is then closed and its seat freed.',
    course: 'New course',
    coursePlaceholder: 'Choose a course…',
    batch: 'Seat in a batch of the new course',
    noBatch: 'No seat yet',
    batchOption: '{{days}} from {{date}}, {{free}} seats free',
    sdate: 'Start date of the new order',
    sdateHint: 'Leave as it is to keep this order’s.',
    preview: 'New price {{price}}. Carried over {{held}}.',
    previewDue: 'Then due on the new order: {{due}}.',
    previewRefund: 'The new course costs less: {{amount}} is offered back as a refund request for the owner.',
    submit: 'Move the order',
    confirmTitle: 'Move order {{oid}} to {{course}}?',
    confirmText:
      'This order is closed and its seat freed; a new order takes over what it holds. This cannot be undone.',
    confirm: 'Move it',
    cancel: 'Cancel',
    done: 'Moved: the new order is {{oid}}.',
    openNew: 'Open the new order',
    ended: 'This order is closed, so it cannot be moved.',
  },
} as const;

export type Catalogue = typeof en;
