import type { SameKeys } from './texts';
import type en from './en.json';
import type bn from './bn.json';

/**
 * The texts both sides need, in ./en.json and ./bn.json (data: JSON, read by the server, the app
 * and the tests alike; docs/decisions/0506):
 * - `errors`: an API error's words by its `code` (src/web/lib/error-text.ts): the one way an error
 *   reaches the screen;
 * - `formErrors` (the forms' general field errors; `photoFirst`, `uploadAgain` and `idMismatch` are
 *   the server's own refusals that the shared rules cannot see), and the field errors of the rules the forms and the API share (`orders.errors`,
 *   `payments.errors`, `coupons.errors`, `reports.errors`, `schoolSettings.errors`,
 *   `batchesAdmin.errors`, `refunds.errors`, …), which the server answers with. The batch and
 *   vehicle forms' refusals are, in English, the shared rule's or the server's own words, word for
 *   word: the form finds the catalogue's text by them;
 * - `quiz.errors`: the theory tests' refusals of an answer sheet the page would not send;
 * - `rateLimits`: the rate limits' refusals (`{{wait}}` is how long, as Retry-After says);
 * - `csv`: the money reports' column names (docs/decisions/0491): the English ones are what every
 *   download without `?lang=bn` has always had, word for word, for a spreadsheet's formulas.
 *
 * Every other text is the web app's, beside the feature that shows it
 * (src/web/features/<name>/i18n/); the shell's are in src/web/i18n/. Texts quoted by the product
 * spec are kept exactly as written there, spelling included, each as one text. Mail and SMS texts
 * are in ./messages.ts.
 */
export type Catalogue = typeof en;
/** Compiles only while ./bn.json has every key of ./en.json and no other: a missing Bengali text fails the type check. */
export type Bengali = SameKeys<Catalogue, typeof bn>;
