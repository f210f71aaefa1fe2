import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import sharedTexts from '#shared/i18n/en.json' with { type: 'json' };
import shellTexts from '#web/i18n/en.json' with { type: 'json' };
import { loadChunk } from './load-chunk';
import { LOCALES, languageOfPath, type Language } from '#shared/language.ts';

/** The page's language comes from its address: `/bn/…` is Bengali, everything else English. */
export const pageLanguage: Language = typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname);

if (typeof document !== 'undefined') document.documentElement.lang = pageLanguage;

// Texts live in namespaces: `t('orders.manage.heading')` reads the `orders` namespace. The shell's
// (src/web/i18n) and the shared ones (src/shared/i18n: errors) are here from the start; a feature's
// come with the pages that show them (addTexts). All are merged into i18next's one resource, so
// every `t('namespace.key')` reads the same way wherever its text came from.
// English is always here; Bengali is fetched only by Bengali pages, so English pages never download it.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: copy({ ...sharedTexts, ...shellTexts }) } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

/**
 * A feature's texts (its `i18n/index.ts`): its namespaces in English, and how to fetch them in
 * Bengali. A page lists the texts it shows (its `texts` export) and its route adds them before the
 * page draws.
 */
export interface FeatureTexts {
  readonly en: object;
  readonly bn: () => Promise<object>;
}

/** Each feature's texts once: the English added, the Bengali being (or done being) fetched. */
const added = new Map<FeatureTexts, Promise<void>>();

/**
 * Adds one language's texts to what `t` reads, merged into the namespaces already there (i18next
 * merges into the objects it holds: it gets a copy, so no module's texts are changed).
 */
export const addBundle = (language: Language, texts: object) =>
  i18n.addResourceBundle(language, 'translation', copy(texts), true, true);

function copy<T extends object>(texts: T): T {
  return JSON.parse(JSON.stringify(texts)) as T;
}

/**
 * Fetches Bengali texts; if the file cannot arrive, the page loads afresh once, and after that its
 * texts show in English rather than not at all.
 */
async function fetchBengali(load: () => Promise<object>): Promise<boolean> {
  const texts = await loadChunk(load).catch(() => null);
  if (texts) addBundle('bn', texts);
  return texts !== null;
}

/**
 * Makes features' texts readable: the English at once, the Bengali (on a Bengali page) when it has
 * arrived. A page's route waits for this before drawing, so a Bengali page never shows English first.
 */
export function addTexts(list: readonly FeatureTexts[]): Promise<void> {
  return Promise.all(
    list.map((texts) => {
      let ready = added.get(texts);
      if (!ready) {
        addBundle('en', texts.en);
        ready = pageLanguage === 'bn' ? fetchBengali(texts.bn).then(() => undefined) : Promise.resolve();
        added.set(texts, ready);
      }
      return ready;
    }),
  ).then(() => undefined);
}

/**
 * Readies the texts of the app's first draw, in the page's language: the shell's, and `first`, the
 * texts of the pages in the app's first file. A Bengali page thus never shows English first.
 */
export async function loadPageLanguage(first: readonly FeatureTexts[]): Promise<void> {
  const firstAdded = addTexts(first);
  if (pageLanguage === 'en') return;
  // The shell's and the shared Bengali texts (without them the page stays English), then those of
  // the pages asked for already.
  const loaded = await Promise.all([
    fetchBengali(async () => (await import('#shared/i18n/bn.json', { with: { type: 'json' } })).default),
    fetchBengali(async () => (await import('#web/i18n/bn.json', { with: { type: 'json' } })).default),
  ]);
  if (loaded.includes(false)) return;
  await firstAdded;
  await i18n.changeLanguage('bn');
}

/** How the current language writes dates and numbers (`bn-BD`: Bengali digits and month names). */
export function currentLocale(): string {
  return LOCALES[(i18n.language as Language) in LOCALES ? (i18n.language as Language) : 'en'];
}

export default i18n;
