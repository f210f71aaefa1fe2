/**
 * The signs feature's English texts: the namespace `signs`, read as `t('signs.…')`. Its Bengali is
 * ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  signs: {
    form1Title: 'Learning Form One',
    form2Title: 'Learning Form Two',
    form1Description:
      'Learn Bangladesh road signs, part one: mandatory and prohibitory signs, each with its meaning in Bengali and English.',
    form2Description:
      'Learn Bangladesh road signs, part two: warning and informative signs, each with its meaning in Bengali and English.',
    form1Intro: 'Mandatory and prohibitory signs tell you what you must or must not do. Most are round.',
    form2Intro:
      'Warning signs (triangles) tell you about a danger ahead; informative signs (rectangles) help you find your way.',
    mandatory: 'Mandatory and prohibitory signs',
    mandatoryBn: 'বাধ্যতামূলক ও নিষেধমূলক সংকেত',
    warning: 'Warning signs',
    warningBn: 'সতর্কতামূলক সংকেত',
    informative: 'Informative signs',
    informativeBn: 'তথ্যমূলক সংকেত',
    englishMeaning: 'Meaning',
    inEnglish: 'In English',
    bengaliMeaning: 'অর্থ',
    next: 'Next: Learning Form Two',
    previous: 'Back to Learning Form One',
    pagesNav: 'Learning forms',
    download: 'Download the question & answer PDF',
    loadFailed: 'The road signs could not be loaded.',
    count: '{{count}} signs',
    search: 'Find a sign (English or Bengali)',
    find: 'Find',
    found: '{{count}} signs found for “{{q}}”',
  },
} as const;

export type Catalogue = typeof en;
