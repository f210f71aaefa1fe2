/**
 * The attendance feature's English texts: the namespace `progress`, read as `t('progress.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  /** A student's lessons on My Course: choosing a batch, then the progress towards the test. */
  progress: {
    heading: 'Lessons: {{course}}',
    order: 'Order',
    loadFailed: 'Your lessons could not be loaded.',
    batch: 'Your batch: {{when}}.',
    next: {
      heading: 'Next session',
      date: 'Day',
      time: 'Time',
      place: 'Where',
      instructor: 'Instructor',
      vehicle: 'Vehicle',
      noVehicle: 'None',
      none: 'Your batch has no more sessions.',
    },
    attendance: 'Attendance',
    attended: 'Attended {{attended}} of {{required}} sessions',
    barLabel: 'Sessions attended',
    absentLate: 'Absent {{absent}} · late {{late}}',
    skills: { heading: 'Skills on the checklist', done: 'practised', notYet: 'not yet' },
    remains: {
      mock: 'Pass a mock test.',
      mockBest: 'Pass a mock test (your best so far: {{score}} of {{total}}).',
      mockLink: 'Take a mock test',
      heading: 'Before the test',
      sessions_one: '{{n}} more session to attend.',
      sessions_other: '{{n}} more sessions to attend.',
      skills: 'Still to practise: {{skills}}.',
      allSkills: 'Every skill on the checklist has been practised.',
    },
    ready: 'Ready for the test',
    readyText: 'You have attended every lesson of the course. The office will arrange your test.',
  },
} as const;

export type Catalogue = typeof en;
