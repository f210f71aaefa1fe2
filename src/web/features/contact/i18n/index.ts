import type { SameKeys } from '#shared/i18n/texts.ts';
import type { FeatureTexts } from '#web/lib/i18n.ts';
import en from './en.json' with { type: 'json' };
import type bn from './bn.json';

/** The contact feature's English texts, as `t` reads them (src/web/i18next.d.ts). */
export type Catalogue = typeof en;
/** Compiles only while ./bn.json has every key of ./en.json and no other: a text missing in Bengali fails the type check. */
export type Bengali = SameKeys<Catalogue, typeof bn>;

/** The contact feature's texts, for the pages that show them: the English here, the Bengali fetched by Bengali pages. */
export const contactTexts: FeatureTexts = {
  en,
  bn: async () => (await import('./bn.json', { with: { type: 'json' } })).default,
};
