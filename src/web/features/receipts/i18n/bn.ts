import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The receipts feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  receiptCheck: {
    pageTitle: 'রসিদ {{number}}',
    metaDescription: 'স্কুলের টাকা প্রাপ্তির রসিদ আসল কিনা যাচাই করুন।',
    heading: 'রসিদ যাচাই',
    genuine: 'আসল রসিদ',
    genuineText: 'এই রসিদটি {{school}} দিয়েছে।',
    number: 'রসিদ নং',
    date: 'তারিখ',
    amount: 'পরিমাণ',
    school: 'স্কুল',
    payer: 'প্রদানকারী (নামের আদ্যক্ষর)',
    notFound: 'এই নম্বরের কোনো রসিদ নেই',
    notFoundText: 'কাগজের নম্বরটি আবার দেখুন: এটি দেখতে R-2026-000123-এর মতো।',
    failed: 'রসিদটি যাচাই করা যায়নি। আবার চেষ্টা করুন।',
  },
};
