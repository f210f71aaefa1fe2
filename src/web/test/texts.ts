import type { CustomTypeOptions } from 'i18next';
import type { Texts } from '#shared/i18n/texts.ts';
import { addBundle } from '#web/lib/i18n.ts';

/** Every namespace's English, as the type check knows them (src/web/i18next.d.ts). */
type Catalogue = CustomTypeOptions['resources']['translation'];

// Every text file of the app: the shared ones, the shell's and each feature's.
const english = import.meta.glob<object>(
  ['../../shared/i18n/en.json', '../i18n/en.json', '../features/*/i18n/en.json'],
  { eager: true, import: 'default' },
);
const bengali = import.meta.glob<object>(
  ['../../shared/i18n/bn.json', '../i18n/bn.json', '../features/*/i18n/bn.json'],
  { eager: true, import: 'default' },
);

/** One object of namespaces from many files (a namespace may be spread over two: `orders.errors`). */
function merged(parts: object[]): Record<string, unknown> {
  const into = (target: Record<string, unknown>, part: object) => {
    for (const [key, value] of Object.entries(part)) {
      const there = target[key];
      if (there && typeof there === 'object' && !Array.isArray(there) && typeof value === 'object')
        into(there as Record<string, unknown>, value as object);
      else target[key] = value;
    }
    return target;
  };
  return parts.reduce<Record<string, unknown>>((all, part) => into(all, structuredClone(part)), {});
}

/** Every English text of the app, by namespace: what a test looks for on screen. */
export const en = merged(Object.values(english)) as unknown as Catalogue;
/** Every Bengali text of the app, by namespace. */
export const bn = merged(Object.values(bengali)) as unknown as Texts<Catalogue>;

/**
 * Gives i18next every text in both languages, as if every page had been opened: a test renders a
 * feature's component without the page that would bring its texts.
 */
export function addEveryText(): void {
  addBundle('en', en);
  addBundle('bn', bn);
}
