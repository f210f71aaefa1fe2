/**
 * A payment's receipt as a PDF: the school's money paper (`lib/pdf/money-paper.ts`: one A5 page in
 * Bengali and English with a QR code that opens the public check of its number).
 */
import type { PaymentMethod } from '#shared/constants.ts';
import type { School } from '#shared/schemas/school.ts';
import type { FontSet } from '#server/lib/pdf/fonts.ts';
import { buildMoneyPaperPdf, dayOnPaper, methodOnPaper, type PaperRow } from '#server/lib/pdf/money-paper.ts';

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

export function buildReceiptPdf(opts: {
  school: Pick<School, 'name' | 'nameBn' | 'address' | 'addressBn' | 'phones' | 'email'>;
  receipt: ReceiptFacts;
  fonts?: FontSet;
}): Promise<Uint8Array> {
  const { receipt } = opts;
  const rows: PaperRow[] = [
    ['রসিদ নম্বর', 'Receipt no.', receipt.number],
    ['তারিখ', 'Date', dayOnPaper(receipt.confirmedAt)],
    ['যার কাছ থেকে', 'Received from', receipt.payerName],
    ['শিক্ষার্থী আইডি', 'Student ID', receipt.sid],
    ['ভর্তি নম্বর', 'Order', receipt.oid],
    ['কোর্স', 'Course', receipt.courseTitle],
    ['মাধ্যম', 'Method', methodOnPaper(receipt.method)],
  ];
  if (receipt.trxId) rows.push(['ট্রানজেকশন আইডি', 'TrxID', receipt.trxId]);
  return buildMoneyPaperPdf({
    school: opts.school,
    fonts: opts.fonts,
    paper: {
      title: `Receipt ${receipt.number}`,
      subject: `receipt ${receipt.number}`,
      heading: { bn: 'টাকা প্রাপ্তির রসিদ', en: 'Money receipt' },
      rows,
      amountLabel: 'পরিমাণ / Amount',
      amount: receipt.amount,
      checkUrl: receipt.checkUrl,
      checkNote: {
        bn: ['এই রসিদ আসল কি না, কিউআর কোড স্ক্যান করে', 'অথবা নিচের ঠিকানায় রসিদ নম্বর দিয়ে যাচাই করুন।'],
        en: ['Scan the QR code, or open this address, to check that', 'this receipt is genuine:'],
      },
      footer: 'অফিস কর্তৃক নিশ্চিত • Confirmed by the office',
    },
  });
}
