/**
 * Builds the downloadable question-and-answer PDF from the question bank (the database's, as staff
 * keep it) with the packaged Noto Sans Bengali font, headed and
 * footed with the school's name and phone as the owner keeps them. Pure JavaScript and
 * WebAssembly: it runs in the server, with no browser and no system fonts.
 */
import { rgb, type PDFPage } from 'pdf-lib';
import { QUESTION_BANK_SUBTITLE, QUESTION_BANK_TITLE, type QuestionAnswer } from '#shared/content/question-bank.ts';
import type { Question } from '#shared/schemas/quiz.ts';
import { textIn } from '#shared/bilingual.ts';
import { phoneForReading } from '#shared/phone.ts';
import type { School } from '#shared/schemas/school.ts';
import { ShapedPdf, ShapingFont, shapeText, type Rgb, type ShapedRun } from '#server/lib/pdf/shaped-pdf.ts';
import { loadNotoSansBengali, type FontSet } from '#server/lib/pdf/fonts.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 50;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 64;
const NUMBER_COLUMN = 28;
const BRAND: Rgb = [0.059, 0.463, 0.431]; // #0f766e, the site's brand colour
const INK: Rgb = [0.12, 0.16, 0.22];
const MUTED: Rgb = [0.36, 0.4, 0.46];

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
export function bengaliNumber(n: number): string {
  return String(n).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);
}

interface Span {
  text: string;
  fonts: ShapingFont[];
}
interface Word {
  run: ShapedRun;
}
interface Line {
  words: Word[];
}

/** Greedy line breaking at spaces; each word is shaped on its own (Bengali never shapes across a space). */
function wrap(spans: Span[], size: number, maxWidth: number, spaceWidth: number): Line[] {
  const words: Word[] = [];
  for (const span of spans) {
    for (const text of span.text.split(/\s+/).filter(Boolean)) words.push({ run: shapeText(text, span.fonts, size) });
  }
  const lines: Line[] = [];
  let line: Word[] = [];
  let width = 0;
  for (const word of words) {
    const extra = (line.length ? spaceWidth : 0) + word.run.width;
    if (line.length && width + extra > maxWidth) {
      lines.push({ words: line });
      line = [word];
      width = word.run.width;
    } else {
      line.push(word);
      width += extra;
    }
  }
  if (line.length) lines.push({ words: line });
  return lines;
}

interface Block {
  height: number;
  draw(page: PDFPage, top: number): void;
}

export interface QuestionBankPdfOptions {
  /** The school's facts: its names head the first page, its name and first phone foot every page. */
  school: Pick<School, 'name' | 'nameBn' | 'phones'>;
  questions: readonly QuestionAnswer[];
  fonts?: FontSet;
}

/**
 * The bank's questions as the PDF prints them: the Bengali question, then its right option and
 * why. A question with a picture (a sign) is left out: the PDF has no pictures, and without one
 * "what does this sign mean?" asks nothing.
 */
export function pdfQuestions(bank: readonly Question[]): QuestionAnswer[] {
  return bank
    .filter((q) => !q.image)
    .map((q) => ({ q: q.textBn, a: `${q.options[q.correct]?.bn ?? ''}। ${q.explanationBn}` }));
}

export async function buildQuestionBankPdf(opts: QuestionBankPdfOptions): Promise<Uint8Array> {
  const questions = opts.questions;
  const fonts = opts.fonts ?? loadNotoSansBengali();
  // The questions are in Bengali, so the school is named in Bengali first (English when it has none).
  const nameBn = textIn('bn', opts.school.name, opts.school.nameBn);
  const phone = opts.school.phones[0];
  const pdf = await ShapedPdf.create({
    title: QUESTION_BANK_TITLE,
    author: opts.school.name,
    subject: QUESTION_BANK_SUBTITLE,
    language: 'bn',
  });
  const [pageWidth, pageHeight] = A4;
  const contentWidth = pageWidth - 2 * MARGIN_X;
  const space = (f: ShapingFont[], size: number) => shapeText(' ', f, size).width;

  const paragraph = (
    spans: Span[],
    size: number,
    opt: { indent?: number; color?: Rgb; leading?: number } = {},
  ): Block => {
    const indent = opt.indent ?? 0;
    const leading = size * (opt.leading ?? 1.6);
    const spaceWidth = space(spans[0]!.fonts, size);
    const lines = wrap(spans, size, contentWidth - indent, spaceWidth);
    return {
      height: lines.length * leading,
      draw(page, top) {
        lines.forEach((line, i) => {
          const baseline = pageHeight - (top + i * leading + size * 1.1);
          let x = MARGIN_X + indent;
          for (const word of line.words) {
            pdf.drawRun(page, word.run, x, baseline, size, opt.color ?? INK);
            x += word.run.width + spaceWidth;
          }
        });
      },
    };
  };

  // First-page heading.
  const heading: Block[] = [
    paragraph([{ text: nameBn, fonts: fonts.bold }], 12, { color: BRAND }),
    paragraph([{ text: opts.school.name, fonts: fonts.regular }], 10, { color: MUTED }),
    paragraph([{ text: QUESTION_BANK_TITLE, fonts: fonts.bold }], 19, { leading: 1.5 }),
    paragraph(
      [
        {
          text: `${QUESTION_BANK_SUBTITLE} • মোট ${bengaliNumber(questions.length)}টি প্রশ্ন`,
          fonts: fonts.regular,
        },
      ],
      11,
      { color: MUTED },
    ),
  ];

  const items: Block[] = questions.map((item, i) => {
    const number = paragraph([{ text: `${bengaliNumber(i + 1)}.`, fonts: fonts.bold }], 12);
    const q = paragraph([{ text: item.q, fonts: fonts.bold }], 12, { indent: NUMBER_COLUMN });
    const a = paragraph(
      [
        { text: 'উত্তর:', fonts: fonts.bold },
        { text: item.a, fonts: fonts.regular },
      ],
      11,
      { indent: NUMBER_COLUMN, color: INK },
    );
    return {
      height: q.height + 2 + a.height + 10,
      draw(page, top) {
        number.draw(page, top);
        q.draw(page, top);
        a.draw(page, top + q.height + 2);
      },
    };
  });

  // Lay the blocks out on pages, never splitting a question from its answer.
  const pages: Array<Array<{ block: Block; top: number }>> = [[]];
  let cursor = MARGIN_TOP;
  for (const block of heading) {
    pages[0]!.push({ block, top: cursor });
    cursor += block.height;
  }
  cursor += 22; // room for the rule under the heading
  const ruleY = pageHeight - (cursor - 12);
  for (const block of items) {
    if (cursor + block.height > pageHeight - MARGIN_BOTTOM) {
      pages.push([]);
      cursor = MARGIN_TOP;
    }
    pages.at(-1)!.push({ block, top: cursor });
    cursor += block.height;
  }

  pages.forEach((blocks, index) => {
    const page = pdf.doc.addPage(A4);
    if (index === 0) {
      page.drawLine({
        start: { x: MARGIN_X, y: ruleY },
        end: { x: pageWidth - MARGIN_X, y: ruleY },
        thickness: 1.5,
        color: rgb(...BRAND),
      });
    }
    for (const { block, top } of blocks) block.draw(page, top);
    const footerY = MARGIN_BOTTOM - 30;
    const left = shapeText(phone ? `${nameBn} • ${phoneForReading(phone)}` : nameBn, fonts.regular, 9);
    pdf.drawRun(page, left, MARGIN_X, footerY, 9, MUTED);
    const right = shapeText(`পৃষ্ঠা ${bengaliNumber(index + 1)} / ${bengaliNumber(pages.length)}`, fonts.regular, 9);
    pdf.drawRun(page, right, pageWidth - MARGIN_X - right.width, footerY, 9, MUTED);
  });

  return pdf.save();
}
