import { describe, expect, it } from 'vitest';
import { isCleanLine, isCleanText } from './text';

describe('the hidden-character rule for names and texts', () => {
  const clean: [string, string][] = [
    ['Bengali ra-phala with a zero-width joiner', 'র‍্যাব'],
    ['Bengali with a zero-width non-joiner after a hasanta', 'ক্‌ষ'],
    ['a Bengali name', 'রহিমা খাতুন'],
    ['an emoji joined by a zero-width joiner', 'Runa 👩‍🚀'],
    ['an emoji sequence with a skin tone and a variation selector', '👩🏽‍🚀 👩‍❤️‍👨'],
    ['Arabic script', 'محمد'],
    ['punctuation and symbols', "O'Brien-Khan (৳1,200) <b>"],
  ];
  const hidden: [string, string][] = [
    ['a right-to-left override', 'Karim\u202Egpj.exe'],
    ['a left-to-right embedding and pop', 'a\u202Ab\u202C'],
    ['a first-strong isolate', 'a\u2068b\u2069'],
    ['a right-to-left mark', 'Karim\u200F'],
    ['an Arabic letter mark', 'a\u061Cb'],
    ['a zero-width space', 'Ka\u200Brim'],
    ['a word joiner', 'Ka\u2060rim'],
    ['a byte-order mark', '\uFEFFKarim'],
    ['a soft hyphen', 'Ka\u00ADrim'],
    ['a tag character', 'Karim\u{E0041}'],
    ['a zero-width joiner at the start', '\u200DKarim'],
    ['a zero-width joiner before a space', 'Karim\u200D Khan'],
    ['a zero-width non-joiner between digits', '12\u200C34'],
    ['a NUL byte', 'Ka\u0000rim'],
    ['DEL', 'Ka\u007Frim'],
    ['a C1 control (next line)', 'Ka\u0085rim'],
    ['a line separator', 'Ka\u2028rim'],
    ['a lone surrogate', 'Ka\uD800rim'],
  ];

  it.each([
    ...clean.map(([what, text]) => [`accepts ${what}`, text, true] as const),
    ...hidden.map(([what, text]) => [`refuses ${what}`, text, false] as const),
  ])('%s', (_what, text, ok) => {
    expect(isCleanLine(text)).toBe(ok);
    expect(isCleanText(text)).toBe(ok);
  });

  it('allows tabs and line breaks in a text, never in a line', () => {
    for (const text of ['House 5\nKDA Avenue', 'a\r\nb', 'a\tb']) {
      expect(isCleanText(text)).toBe(true);
      expect(isCleanLine(text)).toBe(false);
    }
  });
});
