/**
 * The school's paper for money that changed hands (a payment's receipt, an approved refund): one
 * A5 page in Bengali and English, the school's name and contact at the top in both, a heading,
 * the facts each labelled in both languages, the amount large in both digits, and a QR code with
 * the public check of the paper's number. Drawn in the server with the packaged Noto Sans Bengali
 * font, so it needs no browser and no system fonts. What differs between the papers (their
 * heading, rows, amount label and notes) is passed in; the layout is this one.
 */
import { rgb } from 'pdf-lib';
import { textIn } from '#shared/bilingual.ts';
import type { Language } from '#shared/language.ts';
import { phoneForReading } from '#shared/phone-format.ts';
import type { PaymentMethod } from '#shared/constants.ts';
import type { School } from '#shared/schemas/school.ts';
import { loadNotoSansBengali, type FontSet } from './fonts.ts';
import { ShapedPdf, shapeText, type Rgb } from './shaped-pdf.ts';
import { drawQrCode } from './qr.ts';

const A5: [number, number] = [419.53, 595.28];
const MARGIN = 36;
const BRAND: Rgb = [0.059, 0.463, 0.431]; // #0f766e, the site's brand colour
const INK: Rgb = [0.12, 0.16, 0.22];
const MUTED: Rgb = [0.36, 0.4, 0.46];
const QR_SIZE = 96;

/** How each method is named on paper, in both languages. */
export const METHOD_NAMES: Record<PaymentMethod, { bn: string; en: string }> = {
  bkash: { bn: 'বিকাশ', en: 'bKash' },
  nagad: { bn: 'নগদ', en: 'Nagad' },
  rocket: { bn: 'রকেট', en: 'Rocket' },
  cash: { bn: 'নগদ টাকা', en: 'Cash' },
  bank: { bn: 'ব্যাংক', en: 'Bank' },
};

/** A method as the paper writes it: Bengali, then English in brackets. */
export const methodOnPaper = (method: PaymentMethod) => `${METHOD_NAMES[method].bn} (${METHOD_NAMES[method].en})`;

/** A day in the school's time zone (Asia/Dhaka), in Bengali with the English in brackets. */
export function dayOnPaper(at: Date): string {
  const dayIn = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'long', year: 'numeric' }).format(
      at,
    );
  return `${dayIn('bn-BD')} (${dayIn('en-GB')})`;
}

/**
 * A course as a paper for `language`'s reader names it: a Bengali reader's (`?lang=bn`) in its
 * Bengali title when its owner wrote one; else, and for everyone else, the English title the order
 * was booked with (docs/decisions/0471).
 */
export const courseOnPaper = (language: Language | undefined, en: string, bn: string | null | undefined) =>
  language === 'bn' ? textIn('bn', en, bn) : en;

/** One labelled fact: the Bengali label, the English label under it, the value beside them. */
export type PaperRow = [bn: string, en: string, value: string];

export interface MoneyPaper {
  /** The document's title and subject in its properties (English, as a file manager shows them). */
  title: string;
  subject: string;
  /** The heading in Bengali, and in English under it. */
  heading: { bn: string; en: string };
  rows: PaperRow[];
  /** The amount's label (both languages on one line) and the whole taka. */
  amountLabel: string;
  amount: number;
  /** The public page that says whether this paper is genuine (the QR code's content). */
  checkUrl: string;
  /** Beside the QR code: two lines in Bengali, then two in English, then the address. */
  checkNote: { bn: [string, string]; en: [string, string] };
  /** The line at the foot of the page: who vouches for it. */
  footer: string;
}

export async function buildMoneyPaperPdf(opts: {
  school: Pick<School, 'name' | 'nameBn' | 'address' | 'addressBn' | 'phones' | 'email'>;
  paper: MoneyPaper;
  fonts?: FontSet;
}): Promise<Uint8Array> {
  const { school, paper } = opts;
  const fonts = opts.fonts ?? loadNotoSansBengali();
  const pdf = await ShapedPdf.create({
    title: paper.title,
    author: school.name,
    subject: `${school.name}: ${paper.subject}`,
    language: 'bn',
  });
  const [width, height] = A5;
  const page = pdf.doc.addPage(A5);
  let y = height - MARGIN; // the top of the next line, from the bottom of the page

  /** One line of text at the left margin (or right-aligned); moves down by its leading. */
  const line = (
    text: string,
    size: number,
    opt: { bold?: boolean; color?: Rgb; align?: 'right'; x?: number; advance?: boolean } = {},
  ) => {
    const run = shapeText(text, opt.bold ? fonts.bold : fonts.regular, size);
    const x = opt.align === 'right' ? width - MARGIN - run.width : (opt.x ?? MARGIN);
    pdf.drawRun(page, run, x, y - size, size, opt.color ?? INK);
    if (opt.advance !== false) y -= size * 1.55;
  };
  const rule = (thickness = 0.75, color: Rgb = MUTED) => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness, color: rgb(...color) });
    y -= 10;
  };

  // The school, in both languages, as its facts say.
  line(textIn('bn', school.name, school.nameBn), 14, { bold: true, color: BRAND });
  line(school.name, 10, { color: MUTED });
  const address = textIn('bn', school.address, school.addressBn);
  if (address) line(address, 8.5, { color: MUTED });
  const contact = [school.phones[0] && phoneForReading(school.phones[0]), school.email].filter(Boolean).join(' • ');
  if (contact) line(contact, 8.5, { color: MUTED });
  y -= 4;
  rule(1.5, BRAND);

  line(paper.heading.bn, 16, { bold: true });
  line(paper.heading.en, 11, { color: MUTED });
  y -= 4;

  // The facts, each labelled in Bengali and English.
  const valueX = MARGIN + 128;
  for (const [bn, en, value] of paper.rows) {
    const top = y;
    line(bn, 9.5, { bold: true, advance: false });
    y -= 9.5 * 1.3;
    line(en, 7.5, { color: MUTED, advance: false });
    y = top;
    line(value, 10.5, { x: valueX, advance: false });
    y = top - 27;
  }
  y -= 2;
  rule();

  // The amount, large, in both digits (whole taka with Indian grouping).
  line(paper.amountLabel, 9.5, { bold: true, advance: false });
  line(`৳${new Intl.NumberFormat('bn-BD').format(paper.amount)}`, 18, { bold: true, color: BRAND, align: 'right' });
  line(`Tk ${new Intl.NumberFormat('en-IN').format(paper.amount)}`, 9, { color: MUTED, align: 'right' });

  // The QR code, bottom right: a phone's camera opens the public check of this number.
  const qrY = MARGIN + 18;
  await drawQrCode(pdf, page, paper.checkUrl, { x: width - MARGIN - QR_SIZE, y: qrY, size: QR_SIZE });
  y = qrY + QR_SIZE - 4;
  const note = (text: string, size: number, color: Rgb = MUTED) => line(text, size, { color, x: MARGIN });
  for (const text of paper.checkNote.bn) note(text, 8.5, INK);
  for (const text of paper.checkNote.en) note(text, 7.5);
  note(paper.checkUrl, 7.5, BRAND);
  pdf.drawRun(page, shapeText(paper.footer, fonts.regular, 7.5), MARGIN, MARGIN, 7.5, MUTED);
  return pdf.save();
}
