import type { SameKeys } from '#shared/i18n/texts.ts';
import type en from './en.json';
import type bn from './bn.json';

/**
 * The shell's texts, on every page, in ./en.json and ./bn.json (docs/decisions/0506): the header
 * and menu (`nav`), the footer, the words every screen uses (`common`), the two-language fields
 * (`bilingual`: each language's box is named in that language), the error page and the
 * notifications (`toast`). A feature's own texts are beside it (features/<name>/i18n/); the texts
 * the server needs too are in src/shared/i18n/.
 *
 * English: texts quoted by the product spec are kept exactly as written there, spelling included
 * ("Logout Sucessfully", "Invaild Email", "Order Updeted"), each as one text.
 * Bengali: written for the school's students and their families rather than word for word. Numbers
 * go through i18next's `number` format, so they are written in Bengali digits. The notifications
 * the school's original site showed (`toast`) keep its words, typos included, on English pages
 * only: a Bengali reader reads them in Bengali (docs/decisions/0470).
 */
export type Catalogue = typeof en;
/** Compiles only while ./bn.json has every key of ./en.json and no other: a missing Bengali text fails the type check. */
export type Bengali = SameKeys<Catalogue, typeof bn>;
