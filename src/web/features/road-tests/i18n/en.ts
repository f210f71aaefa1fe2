/**
 * The road-tests feature's English texts: the namespace `roadTests`, read as `t('roadTests.…')`.
 * Its Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  /** BRTA test appointments: booked and recorded by the office, seen by the student. */
  roadTests: {
    kinds: { learner: 'Learner licence', written: 'Written and oral test', field: 'Field test' },
    results: { booked: 'Booked', passed: 'Passed', failed: 'Failed', absent: 'Did not attend' },
    heading: 'BRTA tests',
    none: 'No BRTA test is booked yet. The office books it with you when you are ready.',
    noneOffice: 'No BRTA test is booked for this student yet.',
    when: '{{day}} at {{time}}',
    at: 'At {{place}}',
    result: 'Result',
    record: 'Record the result of the {{kind}} on {{day}}',
    remove: 'Remove',
    removeLabel: 'Remove the {{kind}} on {{day}}',
    removeConfirm:
      'Remove the {{kind}} on {{day}}? Only for an appointment entered by mistake: a test that happened keeps its result.',
    removed: 'The appointment is removed.',
    saved: '{{kind}}: {{result}}.',
    book: {
      heading: 'Book a BRTA test',
      kind: 'Test',
      date: 'Day',
      time: 'Time (optional)',
      place: 'Place (optional)',
      placePlaceholder: 'e.g. BRTA Khulna circle office, Boyra',
      note: 'Note (optional)',
      submit: 'Book the test',
      booked: 'The {{kind}} is booked for {{day}}.',
    },
    page: {
      title: 'BRTA tests',
      intro:
        'Every booked test from a day on: who, which test, when and where, and its result. Open the order to record a result.',
      from: 'From',
      to: 'To',
      caption: 'BRTA test appointments',
      empty: 'No test is booked in these days.',
      loadFailed: 'The test appointments could not be loaded.',
      col: { day: 'Day', student: 'Student', test: 'Test', place: 'Place', result: 'Result', order: 'Order' },
      openOrder: 'Open order {{oid}} of {{name}}',
    },
  },
} as const;

export type Catalogue = typeof en;
