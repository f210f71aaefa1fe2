/**
 * The notices feature's English texts: the namespace `notices`, read as `t('notices.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  /** SMS and mail: the staff's message log, a person's choices, a notice to a batch. */
  notices: {
    logTitle: 'Messages',
    logIntro:
      'Every SMS and e-mail the school sends: what went, what failed, what is tried again, and the SMS parts spent today.',
    show: 'Show',
    state: { all: 'All', pending: 'Waiting', retrying: 'Retrying', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
    channel: { all: 'SMS and e-mail', sms: 'SMS', email: 'E-mail' },
    channelLabel: 'Channel',
    empty: 'No messages here yet.',
    loadFailed: 'The messages could not be loaded.',
    segmentsToday: 'SMS parts today: {{used}} of {{cap}}',
    failedCount: 'Failed: {{count}}',
    retryingCount: 'Retrying: {{count}}',
    segments_one: '{{count}} SMS part',
    segments_other: '{{count}} SMS parts',
    tries_one: '{{count}} try',
    tries_other: '{{count}} tries',
    nextTry: 'Next try {{date}}',
    sentOn: 'Sent {{date}}',
    error: 'Why: {{error}}',
    readText: 'Read the text',
    kind: {
      'booking.received': 'Booking received',
      'booking.office': 'New booking (office)',
      'payment.confirmed': 'Payment confirmed',
      'payment.rejected': 'Payment rejected',
      'batch.placed': 'Batch seat',
      'session.reminder': 'Session reminder',
      'test.appointment': 'Test appointment',
      'certificate.issued': 'Certificate issued',
      'batch.notice': 'Batch notice',
      'contact.message': 'Contact form',
      'account.imported': 'Account moved from the old site',
      'refund.approved': 'Refund approved',
      'refund.declined': 'Refund declined',
    },
    prefsTitle: 'Messages from the school',
    prefsIntro: 'The school tells you about your booking, payments, classes and certificate. Choose how.',
    language: 'Language of the messages',
    languages: { bn: 'বাংলা (Bengali)', en: 'English' },
    sms: 'SMS to my phone',
    email: 'E-mail',
    reminders: 'A reminder the evening before each class',
    save: 'Save my choices',
    saved: 'Your choices are saved.',
    prefsLoadFailed: 'Your choices could not be loaded.',
    noticeTitle: 'Send a notice to this batch',
    noticeIntro: 'Each student seated in the batch gets it by SMS and e-mail, as they chose.',
    noticeText: 'Notice',
    noticeCount: '{{count}} characters, {{parts}} SMS part(s)',
    noticeSend: 'Send the notice',
    noticeEmpty: 'Write the notice first.',
    noticeSent_one: 'The notice is on its way to {{count}} student.',
    noticeSent_other: 'The notice is on its way to {{count}} students.',
  },
} as const;

export type Catalogue = typeof en;
