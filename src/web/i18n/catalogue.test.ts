import { describe, expect, it } from 'vitest';

// Every text file pair of the app: the shared one (src/shared/i18n), the shell's (here) and each
// feature's (src/web/features/<name>/i18n).
const english = import.meta.glob<{ en: object }>(['../../shared/i18n/en.ts', './en.ts', '../features/*/i18n/en.ts'], {
  eager: true,
});
const bengali = import.meta.glob<{ bn: object }>(['../../shared/i18n/bn.ts', './bn.ts', '../features/*/i18n/bn.ts'], {
  eager: true,
});
const pairs = Object.entries(english).map(([file, { en }]) => ({
  folder: file.replace(/\/en\.ts$/, ''),
  en,
  bn: bengali[file.replace(/en\.ts$/, 'bn.ts')]?.bn,
}));

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

describe('the texts', () => {
  it('are found: the shared ones, the shell’s and every feature’s', () => {
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs.map((p) => p.folder)).toEqual(
      expect.arrayContaining(['../../shared/i18n', '.', '../features/orders/i18n']),
    );
  });

  it('have their Bengali beside their English, with every key and no other', () => {
    for (const { folder, en, bn } of pairs) {
      expect(bn, folder).toBeDefined();
      expect([...texts(bn).keys()].sort(), folder).toEqual([...texts(en).keys()].sort());
    }
  });

  it('give each key one home: no text is in two files', () => {
    const homes = new Map<string, string>();
    const twice = pairs.flatMap(({ folder, en }) =>
      [...texts(en).keys()].filter((key) => {
        const first = homes.get(key);
        homes.set(key, folder);
        return first !== undefined;
      }),
    );
    expect(twice).toEqual([]);
  });
});

const allEnglish = new Map(pairs.flatMap(({ en }) => [...texts(en)]));
const allBengali = new Map(pairs.flatMap(({ bn }) => [...texts(bn)]));

describe('the Bengali texts', () => {
  it('interpolate the same values as the English text, so no name or number is lost', () => {
    const differing = [...allEnglish].filter(
      ([key, text]) => variables(text).join() !== variables(allBengali.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('are Bengali: apart from the notifications kept word for word, no text is the English one', () => {
    // Kept in English on purpose: the school's original notifications and confirmation questions,
    // and texts that are names, codes or examples in either language (the taka sign, "TrxID").
    const kept =
      /^(toast\.|errorPage\.text|.*deleteConfirm|orders\.manage\.confirmDelete|blogAdmin\.manageHeading|profiles\.myProfile\.none|profiles\.upload(Image|ed)|.*searchPlaceholder|.*sidPlaceholder|.*\.sid$|inbox\.whatsapp|home\.hero\.slogans|home\.director\.(message|admission)|signs\.(mandatoryBn|warningBn|informativeBn|bengaliMeaning)|accounts\.noPhone|activity\.(unknownEntity|empty|fields\.trxId)|bilingual\.(label|en|bn)|common\.taka|payments\.(ledger|staff|receipt)\.trxId|coupons\.apply\.minus)/;
    const untranslated = [...allEnglish].filter(([key, text]) => !kept.test(key) && allBengali.get(key) === text);
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
