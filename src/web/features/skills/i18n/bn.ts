import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The skills feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  /** Skill checklists: the owner's lists a teacher ticks at each lesson. */
  skills: {
    kinds: { car: 'গাড়ি', motorcycle: 'মোটরসাইকেল', mechanics: 'মেকানিক্স' },
    title: 'দক্ষতার তালিকা',
    intro:
      'প্রতিটি ধরনের কোর্সে প্রতিটি ক্লাসে শিক্ষক যে দক্ষতাগুলো টিক দেন। শিক্ষার্থীরা এগুলো ‘আমার কোর্স’ পাতায় দেখেন। নাম বদলালে আগের টিকগুলো থাকে; সরিয়ে দেওয়া দক্ষতা আর দেখানো হয় না।',
    loadFailed: 'তালিকাগুলো আনা যায়নি।',
    listHeading: '{{kind}} কোর্স',
    starting: 'স্কুলের শুরুর তালিকা',
    changed: 'মালিক বদলেছেন',
    english: 'দক্ষতা {{n}} ইংরেজিতে',
    bengali: 'দক্ষতা {{n}} বাংলায়',
    up: 'দক্ষতা {{n}} ওপরে নিন',
    down: 'দক্ষতা {{n}} নিচে নিন',
    remove: 'দক্ষতা {{n}} সরান',
    add: 'একটি দক্ষতা যোগ করুন',
    save: '{{kind}} তালিকা সংরক্ষণ করুন',
    saved: '{{kind}} তালিকা সংরক্ষিত হয়েছে।',
    full: 'একটি তালিকায় সর্বোচ্চ {{n}}টি দক্ষতা থাকতে পারে।',
    needBoth: 'দক্ষতাটি দুই ভাষাতেই লিখুন।',
    twice: 'এই দক্ষতা তালিকায় দুবার আছে।',
  },
};
