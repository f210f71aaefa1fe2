/**
 * An approved refund's paper as a PDF: the school's money paper (`lib/pdf/money-paper.ts`, as a
 * receipt: one A5 page in Bengali and English with a QR code that opens the public check of its
 * number).
 */
import type { PaymentMethod } from '#shared/constants.ts';
import type { School } from '#shared/schemas/school.ts';
import type { FontSet } from '#server/lib/pdf/fonts.ts';
import { buildMoneyPaperPdf, dayOnPaper, methodOnPaper, type PaperRow } from '#server/lib/pdf/money-paper.ts';

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

export function buildRefundPdf(opts: {
  school: Pick<School, 'name' | 'nameBn' | 'address' | 'addressBn' | 'phones' | 'email'>;
  refund: RefundFacts;
  fonts?: FontSet;
}): Promise<Uint8Array> {
  const { refund } = opts;
  const rows: PaperRow[] = [
    ['ফেরত নম্বর', 'Refund no.', refund.number],
    ['তারিখ', 'Date', dayOnPaper(refund.approvedAt)],
    ['যাকে ফেরত', 'Paid back to', refund.payeeName],
    ['শিক্ষার্থী আইডি', 'Student ID', refund.sid],
    ['ভর্তি নম্বর', 'Order', refund.oid],
    ['কোর্স', 'Course', refund.courseTitle],
    ['মাধ্যম', 'Method', methodOnPaper(refund.method)],
  ];
  if (refund.reference) rows.push(['রেফারেন্স', 'Reference', refund.reference]);
  if (refund.cancelledOrder) rows.push(['বুকিং', 'Booking', 'বাতিল (Cancelled)']);
  return buildMoneyPaperPdf({
    school: opts.school,
    fonts: opts.fonts,
    paper: {
      title: `Refund ${refund.number}`,
      subject: `refund ${refund.number}`,
      heading: { bn: 'টাকা ফেরতের রসিদ', en: 'Refund receipt' },
      rows,
      amountLabel: 'ফেরতের পরিমাণ / Amount refunded',
      amount: refund.amount,
      checkUrl: refund.checkUrl,
      checkNote: {
        bn: ['এই ফেরত আসল কি না, কিউআর কোড স্ক্যান করে', 'অথবা নিচের ঠিকানায় ফেরত নম্বর দিয়ে যাচাই করুন।'],
        en: ['Scan the QR code, or open this address, to check that', 'this refund is genuine:'],
      },
      footer: 'মালিক কর্তৃক অনুমোদিত • Approved by the owner',
    },
  });
}
