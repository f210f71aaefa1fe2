/**
 * The school feature's English texts: the namespace `schoolSettings`, read as
 * `t('schoolSettings.…')`. Its Bengali is ./bn.ts, where the type check fails on a missing key.
 * The field errors the server words too (`schoolSettings.errors`) are in src/shared/i18n/en.ts.
 */
export const en = {
  /** The owner's settings page: the school's facts that every page, e-mail and the PDF show. */
  schoolSettings: {
    title: 'School Settings',
    intro:
      'The school’s facts as the website, the e-mails and the question-bank PDF show them. Write each text in English and in Bengali; a box left empty shows the other language.',
    loadFailed: 'The school settings could not be loaded.',
    save: 'Save settings',
    saved: 'The school settings are saved.',
    sections: {
      names: 'Name',
      contact: 'Address and contact',
      payment: 'Booking payment',
      map: 'Map',
      registration: 'Registration',
      social: 'Social pages',
      counters: 'Home page counters',
      statistics: 'Home page statistics',
      security: 'Sign-in security',
      closedDays: 'Days the school is closed',
    },
    fields: {
      name: 'Full name',
      shortName: 'Short name',
      address: 'Address',
      hours: 'Opening hours',
      phone: 'Phone {{n}}',
      email: 'E-mail',
      bkash: 'bKash number',
      nagad: 'Nagad number',
      lat: 'Latitude',
      lon: 'Longitude',
      zoom: 'Zoom',
      registration: 'Registration No. {{n}}',
      established: 'Year founded',
      facebook: 'Facebook page',
      youtube: 'YouTube channel',
      graduated: 'Graduated',
      instructors: 'Instructors',
      students: 'Present students',
      branches: 'Branches',
      passRate: 'First-attempt pass rate (%)',
      womenTrainees: 'Women trainees (%)',
      lessonHours: 'Lesson hours a month',
      twoFactorForTeachers: 'Teachers must use two-step sign-in',
    },
    hints: {
      shortName: 'Shown in the header, the footer and the browser tab.',
      phones: 'The first one is the number "Call the school" dials. Spaces, dashes, +880 and Bengali digits are fine.',
      payment: 'Students send the booking fee to these. Leave one empty if the school does not use it.',
      map: 'In OpenStreetMap, right-click the school and choose "Show address": the two numbers are its latitude and longitude.',
      optional: 'Optional.',
      social: 'The full address, starting with https://. Leave empty to hide.',
      closedDays: 'No batch meets on a ticked day: the New batch form refuses it.',
      twoFactorForTeachers:
        'Teachers see their students’ phone numbers. When this is on, each teacher sets up an authenticator app at their next visit and gives a code at every sign-in, as the office does.',
    },
    openMap: 'Check this spot on the map',
  },
} as const;

export type Catalogue = typeof en;
