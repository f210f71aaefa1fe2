import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { QUESTION_BANK_TITLE } from '#shared/content/question-bank.ts';
import type { Question } from '#shared/schemas/quiz.ts';
import { SAMPLE_SCHOOL } from '#server/db/sample-school.ts';
import { SEED_QUESTIONS } from '#server/db/seed-questions.ts';
import { loadNotoSansBengali, type FontSet } from '#server/lib/pdf/fonts.ts';
import { shapeText } from '#server/lib/pdf/shaped-pdf.ts';
import { actualText } from '#server/test/pdf-text.ts';
import { buildQuestionBankPdf, pdfQuestions } from './question-bank-pdf';

/** The sample bank as the PDF prints it (the database's bank is tested through the API in quiz.test.ts). */
const QUESTION_BANK = pdfQuestions(
  SEED_QUESTIONS.map((row, i): Question => ({ ...row, id: String(i), image: row.image ?? null, updatedAt: '' })),
);

let fonts: FontSet;
beforeAll(() => {
  fonts = loadNotoSansBengali();
});

const BENGALI = /[\u0980-\u09FF]/;

describe('Bengali shaping', () => {
  const gids = (text: string) => shapeText(text, fonts.regular, 12).glyphs.map((g) => g.gid);
  const plain = (ch: string) => fonts.regular[0]!.hbFont.nominalGlyph(ch.codePointAt(0)!);

  it('draws a conjunct as one glyph, not as letter + hasant + letter', () => {
    // ক্ষ is three characters; one-glyph-per-character would draw ক, ্ and ষ side by side.
    expect(gids('ক্ষ')).toHaveLength(1);
    expect(gids('ক্ষ')[0]).not.toBe(plain('ক'));
    expect(gids('প্রশ্ন').length).toBeLessThan([...'প্রশ্ন'].length);
  });

  it('moves the i-kar before its consonant and the reph after it', () => {
    // কি is stored ক + ি but drawn with the vowel sign on the left.
    const ki = gids('কি');
    expect(ki[1]).toBe(plain('ক'));
    expect(ki[0]).not.toBe(plain('ক'));
    // র্ক is stored র + ্ + ক; the reph (a mark above) is drawn after the ক it sits on.
    const rk = gids('র্ক');
    expect(rk[0]).toBe(plain('ক'));
    expect(rk).not.toContain(plain('র'));
  });

  it('falls back to the Latin subset for punctuation, and refuses characters no font has', () => {
    const run = shapeText('কী?', fonts.regular, 12);
    expect(new Set(run.glyphs.map((g) => g.font.postscriptName))).toEqual(
      new Set(['NotoSansBengali-Regular', 'NotoSansBengali-Regular-Latin']),
    );
    expect(() => shapeText('漢', fonts.regular, 12)).toThrow(/no font has U\+6F22/);
  });
});

describe('the question bank', () => {
  it('starts with at least 100 questions, and at least 30 Bengali ones without a picture for the PDF', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(30);
    for (const { q, a } of QUESTION_BANK) {
      expect(q).toMatch(BENGALI);
      expect(a).toMatch(BENGALI);
    }
    expect(new Set(QUESTION_BANK.map((x) => x.q)).size).toBe(QUESTION_BANK.length);
  });
});

describe('the question-and-answer PDF', () => {
  let doc: PDFDocument;
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await buildQuestionBankPdf({ fonts, school: SAMPLE_SCHOOL, questions: QUESTION_BANK });
    doc = await PDFDocument.load(bytes);
  });

  it('is a valid, titled A4 PDF of several pages', () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(doc.getTitle()).toBe(QUESTION_BANK_TITLE);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('holds every question and answer, in order, as real (copyable) text', () => {
    const text = doc.getPages().map(actualText).join(' ');
    let from = 0;
    for (const { q, a } of QUESTION_BANK) {
      const at = text.indexOf(q, from);
      expect(at, q).toBeGreaterThanOrEqual(from);
      expect(text.indexOf(a, at), a).toBeGreaterThan(at);
      from = at;
    }
  });

  it("names the school as its facts say: the Bengali name and first phone on every page's foot", async () => {
    const other = await PDFDocument.load(
      await buildQuestionBankPdf({
        fonts,
        questions: QUESTION_BANK,
        school: { name: 'Rupsha Driving Academy', nameBn: 'রূপসা ড্রাইভিং একাডেমি', phones: ['01712345678'] },
      }),
    );
    expect(other.getAuthor()).toBe('Rupsha Driving Academy');
    for (const page of other.getPages()) expect(actualText(page)).toContain('রূপসা ড্রাইভিং একাডেমি • 01712-345678');
    expect(actualText(other.getPage(0))).toContain('Rupsha Driving Academy');
    // No Bengali name yet: the English one stands in, never an empty heading.
    const english = await PDFDocument.load(
      await buildQuestionBankPdf({
        fonts,
        questions: QUESTION_BANK,
        school: { name: 'Rupsha Driving Academy', nameBn: '', phones: [] },
      }),
    );
    expect(actualText(english.getPage(0))).toMatch(/^Rupsha Driving Academy Rupsha Driving Academy/);
  });

  it('embeds the Bengali font with a ToUnicode map', () => {
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).not.toContain('/Helvetica');
    const fontsFound = doc.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj.toString())
      .filter((s) => s.includes('/Subtype /Type0'));
    expect(fontsFound.some((s) => s.includes('/NotoSansBengali-Regular') && s.includes('/ToUnicode'))).toBe(true);
    expect(fontsFound.some((s) => s.includes('/NotoSansBengali-Bold'))).toBe(true);
  });
});
