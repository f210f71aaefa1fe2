/**
 * The calendar feature's English texts: the namespace `calendar`, read as `t('calendar.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  calendar: {
    title: 'Put my sessions in my phone’s calendar',
    intro:
      'Your phone’s calendar keeps the sessions up to date from this private address, in Khulna time. Do not share it.',
    subscribe: 'Add to my calendar',
    address: 'The address, for another calendar app',
    reset: 'Make a new address (the old one stops working)',
  },
} as const;

export type Catalogue = typeof en;
