import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The blogs feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  blogAdmin: {
    addTitle: 'ব্লগ যোগ করুন',
    addIntro: 'প্রতিটি লেখায় তিনটি অংশ থাকে, প্রতিটিতে একটি শিরোনাম, লেখা ও ছবি।',
    manageHeading: 'আমার ব্লগগুলো পরিচালনা করুন',
    editTitle: 'ব্লগ সম্পাদনা',
    section: 'অংশ {{n, number}}',
    fields: {
      title: 'শিরোনাম {{n, number}}',
      details: 'লেখা {{n, number}}',
      image: 'ছবি {{n, number}}',
      date: 'তারিখ',
      publishDate: 'প্রকাশের তারিখ',
      bid: 'ব্লগ আইডি',
    },
    hints: {
      bid: 'ইংরেজি অক্ষর, সংখ্যা, - ও _। এটি লেখাটির ঠিকানা হবে, পরে বদলানো যাবে না।',
      bidLocked: 'ব্লগ আইডি বদলানো যায় না।',
      imagesLocked: 'এখানে ছবিগুলো বদলানো যায় না।',
    },
    submitAdd: 'ব্লগ যোগ করুন',
    searchLabel: 'ব্লগ আইডি বা শিরোনাম',
    searchPlaceholder: 'ব্লগ আইডি বা শিরোনাম লিখুন',
    sort: {
      newest: 'নতুন আগে',
      oldest: 'পুরোনো আগে',
      title: 'শিরোনাম, অ থেকে',
    },
    tableCaption: 'ব্লগের লেখা',
    columns: {
      bid: 'ব্লগ আইডি',
      title: 'শিরোনাম {{n, number}}',
      image: 'ছবি {{n, number}}',
      date: 'তারিখ',
      actions: 'কাজ',
    },
    deleteConfirm: 'আপনি কি ব্লগটি মুছে ফেলতে চান?',
    loadFailed: 'ব্লগের লেখাটি লোড করা যায়নি।',
  },
  blog: {
    pageTitle: 'ব্লগ',
    intro: 'নতুন চালকদের জন্য পরামর্শ, সড়ক নিরাপত্তা আর স্কুলের খবর।',
    metaDescription:
      'খুলনা ড্রাইভিং অ্যান্ড মেকানিক্যাল ট্রেনিং স্কুলের ব্লগ: নতুন চালকদের জন্য পরামর্শ, সড়ক নিরাপত্তা ও স্কুলের খবর।',
    empty: 'এখনো কোনো লেখা নেই। কিছুদিন পর আবার দেখুন।',
    loadFailed: 'ব্লগ লোড করা যায়নি।',
    readMore: 'আরও পড়ুন',
    readMoreAbout: 'আরও পড়ুন: {{title}}',
    published: 'প্রকাশিত',
    pages: 'ব্লগের পাতা',
    newer: 'নতুন লেখা',
    older: 'পুরোনো লেখা',
    pageOf: 'পাতা {{page, number}} / {{pages, number}}',
    notFoundTitle: 'লেখাটি পাওয়া যায়নি',
    notFound: 'এই আইডির কোনো লেখা নেই। হয়তো এটি সরিয়ে ফেলা হয়েছে।',
    allPosts: 'সব লেখা',
    homeLabel: 'আমাদের ব্লগ থেকে',
    homeText: 'নতুন চালকদের জন্য পরামর্শ, সড়ক নিরাপত্তা আর স্কুলের খবর।',
    homeLink: 'আমাদের ব্লগ পড়ুন',
  },
};
