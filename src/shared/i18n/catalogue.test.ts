import { describe, expect, it } from 'vitest';
import { en } from './en';
import { bn } from './bn';

/** Every text of a catalogue by its dotted key (arrays by index). */
function texts(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      for (const [k, v] of texts(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

/** The names a text interpolates ({{count, number}} → count). */
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]).sort();

const english = texts(en);
const bengali = texts(bn);

describe('the Bengali catalogue', () => {
  it('has every text of the English one, and no other', () => {
    expect([...bengali.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('interpolates the same values as the English text, so no name or number is lost', () => {
    const differing = [...english].filter(
      ([key, text]) => variables(text).join() !== variables(bengali.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('is Bengali: apart from the notifications kept word for word, no text is the English one', () => {
    // Kept in English on purpose: the school's original notifications and confirmation questions,
    // and texts that are names, codes or examples in either language (the taka sign, "TrxID").
    const kept =
      /^(toast\.|errorPage\.text|.*deleteConfirm|orders\.manage\.confirmDelete|blogAdmin\.manageHeading|profiles\.myProfile\.none|profiles\.upload(Image|ed)|.*searchPlaceholder|.*sidPlaceholder|.*\.sid$|inbox\.whatsapp|home\.hero\.slogans|home\.director\.(message|admission)|about\.guidance\.(heading|before|after|checks|beforeTitle|afterTitle|checksTitle)|signs\.(mandatoryBn|warningBn|informativeBn|bengaliMeaning)|accounts\.noPhone|activity\.(unknownEntity|empty|fields\.trxId)|bilingual\.(label|en|bn)|payments\.(taka|(ledger|staff|receipt)\.trxId)|coupons\.apply\.minus)/;
    const untranslated = [...english].filter(([key, text]) => !kept.test(key) && bengali.get(key) === text);
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe('the error texts', () => {
  it('name every error code the server can answer with, in both languages', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const codes = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
          for (const m of readFileSync(path, 'utf8').matchAll(/(?:AppError|errorBody)\(\s*'([A-Z_]+)'/g))
            codes.add(m[1]!);
      }
    };
    walk('src/server');
    expect(codes.size).toBeGreaterThan(10);
    const missing = [...codes].filter((code) => !(code in en.errors) || !(code in bn.errors));
    expect(missing).toEqual([]);
  });
});
