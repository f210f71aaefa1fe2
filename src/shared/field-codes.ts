import en from './i18n/en.json' with { type: 'json' };
import { FIELD_MESSAGES } from './schemas/course';

/**
 * A field's refusal as the API sends it beside the English (`fieldCodes` of an error body): the
 * key of its words in the catalogues (`formErrors.maxChars`, `orders.errors.phone`) and the values
 * those words take (`{ max: 64 }`). The web shows `t(code, params)`, so a field error reads in the
 * page's language without the web having to recognise the server's English.
 */
export interface FieldCode {
  code: string;
  params?: Record<string, number | string>;
}

/** A code's English, with its values put in (`{{max}}` → 64), as the catalogue's words read. */
export function englishOf({ code, params = {} }: FieldCode): string {
  const text = code.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], en);
  if (typeof text !== 'string') throw new Error(`No English text for the field code ${code}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** What a validation issue says besides its message (zod's issue, or Fastify's `params` of it). */
export interface IssueFacts {
  code?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** The texts the shared rules refuse fields with, back to their keys in the catalogues. */
const KEY_OF_TEXT = new Map<string, string>();
/**
 * The texts with values in them (`The name is too long ({{max}} characters at most).`), as patterns
 * that find the values in a refusal's English: the first that matches names the code.
 */
const TEMPLATES: Array<{ pattern: RegExp; names: string[]; code: string }> = [];
for (const [key, text] of Object.entries(FIELD_MESSAGES)) KEY_OF_TEXT.set(text, `formErrors.${key}`);
const walk = (node: unknown, path: string) => {
  if (typeof node === 'string') {
    const names = [...node.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!KEY_OF_TEXT.has(node)) KEY_OF_TEXT.set(node, path);
    } else {
      const source = node
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      TEMPLATES.push({ pattern: new RegExp(`^${source}$`), names, code: path });
    }
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  }
};
// The rate limits' refusals are not field texts; an error's own words may refuse a field too
// (a TrxID in use), after the fields' own texts.
for (const [key, value] of Object.entries(en)) if (key !== 'errors' && key !== 'rateLimits') walk(value, key);
walk(en.errors, 'errors');

/** zod's own English for an issue no rule worded ("Invalid input: expected string, …", "Too big: …"). */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized key)/;

/**
 * The code of a field's refusal: the catalogue key of the shared rule's text (its values found in
 * it where the catalogue's words take some); "At most N (characters)"
 * with its N; for zod's own wording (a request no form of ours sends), the general words by the kind
 * of issue. A text that is none of these has no code: it is a sentence written on the server that
 * no catalogue holds, which the security tests refuse.
 */
export function fieldCodeOf(message: string, issue: IssueFacts = {}): FieldCode | undefined {
  const key = KEY_OF_TEXT.get(message);
  if (key) return { code: key };
  for (const { pattern, names, code } of TEMPLATES) {
    const values = pattern.exec(message);
    if (!values) continue;
    const params = Object.fromEntries(
      names.map((name, i) => {
        const value = values[i + 1]!;
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    return { code, params };
  }
  const [, max, chars] = /^At most (\d+)( characters)?/.exec(message) ?? [];
  if (max) return { code: chars ? 'formErrors.maxChars' : 'formErrors.maxNumber', params: { max: Number(max) } };
  if (message === 'Invalid value') return { code: 'formErrors.invalid' };
  if (!ZOD_DEFAULT.test(message)) return undefined;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return issue.origin === 'string'
      ? { code: 'formErrors.maxChars', params: { max: issue.maximum } }
      : { code: 'formErrors.maxNumber', params: { max: issue.maximum } };
  if (
    (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) ||
    (issue.code === 'invalid_type' && /received undefined$/.test(message))
  )
    return { code: 'formErrors.required' };
  return { code: 'formErrors.invalid' };
}
