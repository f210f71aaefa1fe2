import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The road-tests feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  /** BRTA test appointments: booked and recorded by the office, seen by the student. */
  roadTests: {
    kinds: { learner: 'লার্নার লাইসেন্স', written: 'লিখিত ও মৌখিক পরীক্ষা', field: 'মাঠ পরীক্ষা' },
    results: { booked: 'বুক করা', passed: 'পাস', failed: 'ফেল', absent: 'উপস্থিত হননি' },
    heading: 'বিআরটিএ পরীক্ষা',
    none: 'এখনও কোনো বিআরটিএ পরীক্ষা বুক করা হয়নি। আপনি প্রস্তুত হলে অফিস আপনার সাথে মিলে বুক করবে।',
    noneOffice: 'এই শিক্ষার্থীর জন্য এখনও কোনো বিআরটিএ পরীক্ষা বুক করা হয়নি।',
    when: '{{day}}, {{time}}',
    at: 'স্থান: {{place}}',
    result: 'ফলাফল',
    record: '{{day}} তারিখের {{kind}}-এর ফলাফল লিখুন',
    remove: 'সরান',
    removeLabel: '{{day}} তারিখের {{kind}} সরান',
    removeConfirm: '{{day}} তারিখের {{kind}} সরাবেন? শুধু ভুল করে লেখা হলে: যে পরীক্ষা হয়ে গেছে তার ফলাফল থাকে।',
    removed: 'অ্যাপয়েন্টমেন্টটি সরানো হয়েছে।',
    saved: '{{kind}}: {{result}}।',
    book: {
      heading: 'বিআরটিএ পরীক্ষা বুক করুন',
      kind: 'পরীক্ষা',
      date: 'তারিখ',
      time: 'সময় (ঐচ্ছিক)',
      place: 'স্থান (ঐচ্ছিক)',
      placePlaceholder: 'যেমন বিআরটিএ খুলনা সার্কেল অফিস, বয়রা',
      note: 'মন্তব্য (ঐচ্ছিক)',
      submit: 'পরীক্ষা বুক করুন',
      booked: '{{day}} তারিখে {{kind}} বুক করা হয়েছে।',
    },
    page: {
      title: 'বিআরটিএ পরীক্ষা',
      intro: 'একটি দিন থেকে বুক করা সব পরীক্ষা: কে, কোন পরীক্ষা, কখন, কোথায় এবং ফলাফল। ফলাফল লিখতে অর্ডারটি খুলুন।',
      from: 'থেকে',
      to: 'পর্যন্ত',
      caption: 'বিআরটিএ পরীক্ষার অ্যাপয়েন্টমেন্ট',
      empty: 'এই দিনগুলোতে কোনো পরীক্ষা বুক করা নেই।',
      loadFailed: 'পরীক্ষার অ্যাপয়েন্টমেন্টগুলো আনা যায়নি।',
      col: { day: 'তারিখ', student: 'শিক্ষার্থী', test: 'পরীক্ষা', place: 'স্থান', result: 'ফলাফল', order: 'অর্ডার' },
      openOrder: '{{name}}-এর অর্ডার {{oid}} খুলুন',
    },
  },
};
