/**
 * The skills feature's English texts: the namespace `skills`, read as `t('skills.…')`. Its Bengali
 * is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  /** Skill checklists: the owner's lists a teacher ticks at each lesson. */
  skills: {
    kinds: { car: 'Car', motorcycle: 'Motorcycle', mechanics: 'Mechanics' },
    title: 'Skill checklists',
    intro:
      'The skills a teacher ticks at each lesson, per kind of course. Students see them on My Course. A skill you rename keeps the ticks it already has; a removed skill is no longer shown.',
    loadFailed: 'The checklists could not be loaded.',
    listHeading: '{{kind}} courses',
    starting: 'The school’s starting list',
    changed: 'Changed by the owner',
    english: 'Skill {{n}} in English',
    bengali: 'Skill {{n}} in Bengali',
    up: 'Move skill {{n}} up',
    down: 'Move skill {{n}} down',
    remove: 'Remove skill {{n}}',
    add: 'Add a skill',
    save: 'Save the {{kind}} list',
    saved: 'The {{kind}} checklist is saved.',
    full: 'A list holds at most {{n}} skills.',
    needBoth: 'Write the skill in both languages.',
    twice: 'This skill is on the list twice.',
  },
} as const;

export type Catalogue = typeof en;
