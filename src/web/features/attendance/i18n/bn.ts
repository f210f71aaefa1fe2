import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The attendance feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  /** A student's lessons on My Course: choosing a batch, then the progress towards the test. */
  progress: {
    heading: 'ক্লাস: {{course}}',
    order: 'অর্ডার',
    loadFailed: 'আপনার ক্লাসের তথ্য আনা যায়নি।',
    batch: 'আপনার ব্যাচ: {{when}}।',
    next: {
      heading: 'পরের ক্লাস',
      date: 'দিন',
      time: 'সময়',
      place: 'কোথায়',
      instructor: 'প্রশিক্ষক',
      vehicle: 'গাড়ি',
      noVehicle: 'নেই',
      none: 'আপনার ব্যাচের আর কোনো ক্লাস নেই।',
    },
    attendance: 'হাজিরা',
    attended: '{{required}}টি ক্লাসের মধ্যে {{attended}}টিতে উপস্থিত',
    barLabel: 'উপস্থিত ক্লাস',
    absentLate: 'অনুপস্থিত {{absent}} · দেরিতে {{late}}',
    skills: { heading: 'তালিকার দক্ষতা', done: 'অনুশীলন হয়েছে', notYet: 'এখনো হয়নি' },
    remains: {
      mock: 'একটি মক টেস্টে পাস করুন।',
      mockBest: 'একটি মক টেস্টে পাস করুন (এ পর্যন্ত আপনার সেরা: {{total}}-এর মধ্যে {{score}})।',
      mockLink: 'মক টেস্ট দিন',
      heading: 'পরীক্ষার আগে',
      sessions_one: 'আরও {{n}}টি ক্লাসে উপস্থিত থাকতে হবে।',
      sessions_other: 'আরও {{n}}টি ক্লাসে উপস্থিত থাকতে হবে।',
      skills: 'এখনো অনুশীলন বাকি: {{skills}}।',
      allSkills: 'তালিকার সব দক্ষতার অনুশীলন হয়ে গেছে।',
    },
    ready: 'পরীক্ষার জন্য প্রস্তুত',
    readyText: 'কোর্সের সব পাঠে আপনি উপস্থিত ছিলেন। অফিস আপনার পরীক্ষার ব্যবস্থা করবে।',
  },
};
