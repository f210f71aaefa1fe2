/**
 * An approved refund's paper as a PDF: one A5 page in Bengali and English, like a receipt (each
 * label in both languages, the school's name in both), with a QR code that opens the public check
 * of its number. Built in the server with the packaged Noto Sans Bengali font, like the receipt.
 */
import { rgb } from 'pdf-lib';
import { textIn } from '#shared/bilingual.ts';
import { phoneForReading } from '#shared/phone-format.ts';
import type { PaymentMethod } from '#shared/constants.ts';
import type { School } from '#shared/schemas/school.ts';
import { loadNotoSansBengali, type FontSet } from '#server/lib/pdf/fonts.ts';
import { ShapedPdf, shapeText, type Rgb } from '#server/lib/pdf/shaped-pdf.ts';
import { drawQrCode } from '#server/lib/pdf/qr.ts';
import { METHOD_NAMES } from '#server/features/receipts/index.ts';

const A5: [number, number] = [419.53, 595.28];
const MARGIN = 36;
const BRAND: Rgb = [0.059, 0.463, 0.431]; // #0f766e, the site's brand colour
const INK: Rgb = [0.12, 0.16, 0.22];
const MUTED: Rgb = [0.36, 0.4, 0.46];
const QR_SIZE = 96;

export interface RefundFacts {
  number: string;
  approvedAt: Date;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  payeeName: string;
  sid: string;
  oid: string;
  courseTitle: string;
  /** Whether the booking was cancelled with it. */
  cancelledOrder: boolean;
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

export async function buildRefundPdf(opts: {
  school: Pick<School, 'name' | 'nameBn' | 'address' | 'addressBn' | 'phones' | 'email'>;
  refund: RefundFacts;
  fonts?: FontSet;
}): Promise<Uint8Array> {
  const { school, refund } = opts;
  const fonts = opts.fonts ?? loadNotoSansBengali();
  const pdf = await ShapedPdf.create({
    title: `Refund ${refund.number}`,
    author: school.name,
    subject: `${school.name}: refund ${refund.number}`,
    language: 'bn',
  });
  const [width, height] = A5;
  const page = pdf.doc.addPage(A5);
  let y = height - MARGIN; // the top of the next line, from the bottom of the page

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

  line(textIn('bn', school.name, school.nameBn), 14, { bold: true, color: BRAND });
  line(school.name, 10, { color: MUTED });
  const address = textIn('bn', school.address, school.addressBn);
  if (address) line(address, 8.5, { color: MUTED });
  const contact = [school.phones[0] && phoneForReading(school.phones[0]), school.email].filter(Boolean).join(' • ');
  if (contact) line(contact, 8.5, { color: MUTED });
  y -= 4;
  rule(1.5, BRAND);

  line('টাকা ফেরতের রসিদ', 16, { bold: true });
  line('Refund receipt', 11, { color: MUTED });
  y -= 4;

  const method = METHOD_NAMES[refund.method];
  const rows: Array<[string, string, string]> = [
    ['ফেরত নম্বর', 'Refund no.', refund.number],
    ['তারিখ', 'Date', `${dayIn('bn-BD', refund.approvedAt)} (${dayIn('en-GB', refund.approvedAt)})`],
    ['যাকে ফেরত', 'Paid back to', refund.payeeName],
    ['শিক্ষার্থী আইডি', 'Student ID', refund.sid],
    ['ভর্তি নম্বর', 'Order', refund.oid],
    ['কোর্স', 'Course', refund.courseTitle],
    ['মাধ্যম', 'Method', `${method.bn} (${method.en})`],
    ...(refund.reference ? ([['রেফারেন্স', 'Reference', refund.reference]] as Array<[string, string, string]>) : []),
    ...(refund.cancelledOrder ? ([['বুকিং', 'Booking', 'বাতিল (Cancelled)']] as Array<[string, string, string]>) : []),
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

  line('ফেরতের পরিমাণ / Amount refunded', 9.5, { bold: true, advance: false });
  line(`৳${takaBn(refund.amount)}`, 18, { bold: true, color: BRAND, align: 'right' });
  line(`Tk ${taka(refund.amount)}`, 9, { color: MUTED, align: 'right' });

  // The QR code, bottom right: a phone's camera opens the public check of this number.
  const qrY = MARGIN + 18;
  await drawQrCode(pdf, page, refund.checkUrl, { x: width - MARGIN - QR_SIZE, y: qrY, size: QR_SIZE });
  y = qrY + QR_SIZE - 4;
  const note = (text: string, size: number, color: Rgb = MUTED) => line(text, size, { color, x: MARGIN });
  note('এই ফেরত আসল কি না, কিউআর কোড স্ক্যান করে', 8.5, INK);
  note('অথবা নিচের ঠিকানায় ফেরত নম্বর দিয়ে যাচাই করুন।', 8.5, INK);
  note('Scan the QR code, or open this address, to check that', 7.5);
  note('this refund is genuine:', 7.5);
  note(refund.checkUrl, 7.5, BRAND);
  pdf.drawRun(
    page,
    shapeText('মালিক কর্তৃক অনুমোদিত • Approved by the owner', fonts.regular, 7.5),
    MARGIN,
    MARGIN,
    7.5,
    MUTED,
  );
  return pdf.save();
}
