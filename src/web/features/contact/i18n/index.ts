import type { FeatureTexts } from '#web/lib/i18n.ts';
import { en } from './en';

/** The contact feature's texts, for the pages that show them: the English here, the Bengali fetched by Bengali pages. */
export const contactTexts: FeatureTexts = { en, bn: async () => (await import('./bn')).bn };
