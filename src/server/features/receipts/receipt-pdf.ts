/**
 * A payment's receipt as a PDF: one A5 page in Bengali and English (each label in both, the
 * school's name in both), with a QR code that opens the public check of its number. Built in the
 * server with the packaged Noto Sans Bengali font, like the question-bank PDF, so it needs no
 * browser and no system fonts.
 */
import { rgb } from 'pdf-lib';
import { textIn } from '#shared/bilingual.ts';
import { phoneForReading } from '#shared/phone-format.ts';
import type { PaymentMethod } from '#shared/constants.ts';
import type { School } from '#shared/schemas/school.ts';
import { loadNotoSansBengali, type FontSet } from '#server/lib/pdf/fonts.ts';
import { ShapedPdf, shapeText, type Rgb } from '#server/lib/pdf/shaped-pdf.ts';
import { drawQrCode } from '#server/lib/pdf/qr.ts';

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

export interface ReceiptFacts {
  number: string;
  confirmedAt: Date;
  amount: number;
  method: PaymentMethod;
  trxId: string | null;
  payerName: string;
  sid: string;
  oid: string;
  courseTitle: string;
  /** The public page that says whether this number is genuine (the QR code's content). */
  checkUrl: string;
}

/** Whole taka with Indian grouping, in Latin digits and in Bengali digits. */
const taka = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const takaBn = (n: number) => new Intl.NumberFormat('bn-BD').format(n);
/** The day in the school's time zone (Asia/Dhaka), in both languages. */
const dayIn = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'long', year: 'numeric' }).format(
    at,
  );

export async function buildReceiptPdf(opts: {
  school: Pick<School, 'name' | 'nameBn' | 'address' | 'addressBn' | 'phones' | 'email'>;
  receipt: ReceiptFacts;
  fonts?: FontSet;
}): Promise<Uint8Array> {
  const { school, receipt } = opts;
  const fonts = opts.fonts ?? loadNotoSansBengali();
  const pdf = await ShapedPdf.create({
    title: `Receipt ${receipt.number}`,
    author: school.name,
    subject: `${school.name}: receipt ${receipt.number}`,
    language: 'bn',
  });
  const [width, height] = A5;
  const page = pdf.doc.addPage(A5);
  let y = height - MARGIN; // the top of the next line, from the bottom of the page

  /** One line of text at the left margin (or right-aligned); moves down by its leading. */
  const line = (
    text: string,
    size: number,
    opt: { bold?: boolean; color?: Rgb; align?: 'left' | 'right'; x?: number; advance?: boolean } = {},
  ) => {
    const run = shapeText(text, opt.bold ? fonts.bold : fonts.regular, size);
    const x = opt.align === 'right' ? width - MARGIN - run.width : (opt.x ?? MARGIN);
    pdf.drawRun(page, run, x, y - size, size, opt.color ?? INK);
    if (opt.advance !== false) y -= size * 1.55;
    return run.width;
  };
  const rule = (thickness = 0.75, color: Rgb = MUTED) => {
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: width - MARGIN, y },
      thickness,
      color: rgb(...color),
    });
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

  line('টাকা প্রাপ্তির রসিদ', 16, { bold: true });
  line('Money receipt', 11, { color: MUTED });
  y -= 4;

  // The facts, each labelled in Bengali and English.
  const rows: Array<[string, string, string]> = [
    ['রসিদ নম্বর', 'Receipt no.', receipt.number],
    ['তারিখ', 'Date', `${dayIn('bn-BD', receipt.confirmedAt)} (${dayIn('en-GB', receipt.confirmedAt)})`],
    ['যার কাছ থেকে', 'Received from', receipt.payerName],
    ['শিক্ষার্থী আইডি', 'Student ID', receipt.sid],
    ['ভর্তি নম্বর', 'Order', receipt.oid],
    ['কোর্স', 'Course', receipt.courseTitle],
    ['মাধ্যম', 'Method', `${METHOD_NAMES[receipt.method].bn} (${METHOD_NAMES[receipt.method].en})`],
    ...(receipt.trxId ? ([['ট্রানজেকশন আইডি', 'TrxID', receipt.trxId]] as Array<[string, string, string]>) : []),
  ];
  const valueX = MARGIN + 128;
  for (const [bn, en, value] of rows) {
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

  // The amount, large, in both digits.
  line('পরিমাণ / Amount', 9.5, { bold: true, advance: false });
  line(`৳${takaBn(receipt.amount)}`, 18, { bold: true, color: BRAND, align: 'right' });
  line(`Tk ${taka(receipt.amount)}`, 9, { color: MUTED, align: 'right' });
  y -= 6;

  // The QR code, bottom right: a phone's camera opens the public check of this number.
  const qrX = width - MARGIN - QR_SIZE;
  const qrY = MARGIN + 18;
  await drawQrCode(pdf, page, receipt.checkUrl, { x: qrX, y: qrY, size: QR_SIZE });
  y = qrY + QR_SIZE - 4;
  const note = (text: string, size: number, color: Rgb = MUTED) => line(text, size, { color, x: MARGIN });
  note('এই রসিদ আসল কি না, কিউআর কোড স্ক্যান করে', 8.5, INK);
  note('অথবা নিচের ঠিকানায় রসিদ নম্বর দিয়ে যাচাই করুন।', 8.5, INK);
  note('Scan the QR code, or open this address, to check that', 7.5);
  note('this receipt is genuine:', 7.5);
  note(receipt.checkUrl, 7.5, BRAND);
  pdf.drawRun(
    page,
    shapeText('অফিস কর্তৃক নিশ্চিত • Confirmed by the office', fonts.regular, 7.5),
    MARGIN,
    MARGIN,
    7.5,
    MUTED,
  );
  return pdf.save();
}
