import { describe, expect, it } from 'vitest';

// Every text file pair of the app: the shared one (src/shared/i18n), the shell's (here) and each
// feature's (src/web/features/<name>/i18n).
const english = import.meta.glob<object>(['../../shared/i18n/en.json', './en.json', '../features/*/i18n/en.json'], {
  eager: true,
  import: 'default',
});
const bengali = import.meta.glob<object>(['../../shared/i18n/bn.json', './bn.json', '../features/*/i18n/bn.json'], {
  eager: true,
  import: 'default',
});
const pairs = Object.entries(english).map(([file, en]) => ({
  folder: file.replace(/\/en\.json$/, ''),
  en,
  bn: bengali[file.replace(/en\.json$/, 'bn.json')],
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

  it('are Bengali: no text is the English one, apart from names and examples', () => {
    // The same in both languages on purpose: names, codes and examples (the taka sign, "TrxID",
    // the SID's placeholder, the English course fields' examples).
    const kept =
      /^(.*sidPlaceholder|.*\.sid$|inbox\.whatsapp|home\.hero\.slogans|home\.director\.(message|admission)|signs\.(mandatoryBn|warningBn|informativeBn|bengaliMeaning)|accounts\.noPhone|activity\.(unknownEntity|empty|fields\.trxId)|bilingual\.(label|en|bn)|common\.taka|payments\.(ledger|staff|receipt)\.trxId|coupons\.apply\.minus|courseAdmin\.placeholders\.)/;
    const untranslated = [...allEnglish].filter(([key, text]) => !kept.test(key) && allBengali.get(key) === text);
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keep the director’s words as the school wrote them: the same Bengali on the English page', () => {
    // The home page shows the director's message and the admission rules in the school's own
    // Bengali in both languages; both files hold them, and they must not drift apart.
    const words = [...allEnglish.keys()].filter((key) => /^home\.director\.(message|admission)/.test(key));
    expect(words.length).toBeGreaterThan(2);
    expect(
      words.filter(
        (key) => allBengali.get(key) !== allEnglish.get(key) || !/[\u0980-\u09FF]/.test(allEnglish.get(key)!),
      ),
    ).toEqual([]);
  });

  it('hold no English word: only names, codes, formats and examples are in Latin letters', () => {
    // A reader of a Bengali page reads Bengali, the school's notifications included ("Login
    // Successful" is the English page's). Latin letters stay only where Bengali readers meet them
    // so in their lives: brand and agency names, file kinds, the school's codes (SID, OID, TrxID),
    // a date's written form, and examples of what to type (with a digit or an @, or in a field
    // that is itself English).
    const names = new Set(
      'bKash BRTA PDF SMS SID OID TrxID JPEG PNG WebP MB CSV QR Google Microsoft Authenticator OpenStreetMap WhatsApp YYYY-MM-DD English https'.split(
        ' ',
      ),
    );
    const englishFields = /^(courseAdmin\.placeholders\.|bilingual\.en$|notices\.languages\.en$)/;
    const english = [...allBengali].flatMap(([key, text]) => {
      if (englishFields.test(key)) return [];
      const words = text
        .replace(/{{[^}]*}}/g, ' ')
        .replace(/<\/?\w+\s*\/?>/g, ' ')
        .split(/[\s,.;:!?()"“”'‘’।/]+(?!\/)/)
        .map((word) => word.replace(/(-এর|-এ|-র|-ও)$/u, ''))
        .filter((word) => /[A-Za-z]/.test(word) && !/[0-9@]/.test(word) && !names.has(word));
      return words.length ? [`${key}: ${words.join(' ')}`] : [];
    });
    expect(english).toEqual([]);
  });
});
