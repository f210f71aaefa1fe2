/**
 * The contact feature's English texts: the namespaces `inbox` and `contact`, read as
 * `t('inbox.…')`. Its Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  /** The enquiry inbox: what visitors wrote through the contact form. */
  inbox: {
    title: 'Enquiries',
    intro: 'Messages from the contact form. Open one to read it, answer, then mark it handled.',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    show: 'Show',
    status: { open: 'Open', handled: 'Handled', all: 'All' },
    empty: { open: 'No open enquiries. Well done!', handled: 'Nothing handled yet.', all: 'No enquiries yet.' },
    loadFailed: 'The enquiries could not be loaded.',
    new: 'New',
    handledOn: 'Handled {{date}}',
    notMailed: 'The notification mail has not gone out yet: it is tried again until the mail server takes it.',
    readMessage: 'Read the message',
    reply: 'Reply by e-mail',
    call: 'Call {{phone}}',
    whatsapp: 'WhatsApp',
    replySubject: 'Your message to Khulna Driving School',
    markHandled: 'Mark handled',
    reopen: 'Open again',
    notes: {
      title: 'Calls, replies and notes',
      label: 'What was said (optional)',
      answered: 'Answered: mark it handled',
      save: { call: 'Called', reply: 'Replied', note: 'Save note' },
      kinds: { call: 'Call', reply: 'Reply', note: 'Note' },
      by: '{{name}}, {{when}}',
      saved: 'Noted on the enquiry.',
      invalid: 'The note is too long or has characters that are not allowed.',
    },
  },
  contact: {
    title: 'Contact Us',
    metaDescription:
      'Contact Khulna Driving & Mechanical Training School: address, phone numbers, e-mail, map and a message form.',
    intro: 'Questions about a course, fees or admission? Call us, write to us, or visit the school.',
    addressLabel: 'Address',
    hoursLabel: 'Opening hours',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    socialLabel: 'Follow us',
    facebook: 'Facebook',
    youtube: 'YouTube',
    mapHeading: 'Find us',
    mapTitle: 'Map showing the school’s location',
    mapFallback: 'If the map does not load, use the address above or open the map in a new tab.',
    openMap: 'Open the map on OpenStreetMap',
    newTab: '(opens in a new tab)',
    form: {
      heading: 'Send us a message',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone (optional)',
      phoneHint: 'If you would rather we call you back. Spaces, dashes, +880 and Bengali digits are fine.',
      phoneInvalid: 'Please enter a Bangladeshi mobile number, e.g. 01712-345678.',
      message: 'Message',
      submit: 'Send message',
      sending: 'Sending…',
      required: 'This field is required.',
      invalidEmail: 'Please enter a valid e-mail address.',
      tooLong: 'This is too long.',
      invalid: 'This value is not allowed.',
    },
  },
} as const;

export type Catalogue = typeof en;
