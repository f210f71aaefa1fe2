import type { FeatureTexts } from '#web/lib/i18n.ts';
import { en } from './en';

/** The refunds feature's texts, for the pages that show them: the English here, the Bengali fetched by Bengali pages. */
export const refundsTexts: FeatureTexts = { en, bn: async () => (await import('./bn')).bn };
