import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The dashboard feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  dashboard: {
    title: 'ড্যাশবোর্ড',
    menu: 'ড্যাশবোর্ড মেনু',
    openMenu: 'ড্যাশবোর্ড মেনু খুলুন',
    closeMenu: 'ড্যাশবোর্ড মেনু বন্ধ করুন',
    menuButton: 'মেনু',
    close: 'বন্ধ করুন',
    logout: 'লগআউট',
    home: 'ওয়েবসাইটে ফিরে যান',
    welcome: 'স্বাগতম, {{name}}',
    welcomeIntro: 'মেনু থেকে যা করতে চান বেছে নিন।',
    signedInAs: '{{email}} হিসেবে লগইন করা আছে',
    roles: { student: 'শিক্ষার্থী', teacher: 'প্রশিক্ষক', admin: 'অ্যাডমিন' },
    owner: 'মালিক',
    items: {
      myProfile: 'প্রোফাইল',
      myCourse: 'আমার কোর্স',
      manageUsers: 'ব্যবহারকারী',
      manageOrder: 'অর্ডার',
      addBlogs: 'ব্লগ যোগ করুন',
      manageBlogs: 'ব্লগ ব্যবস্থাপনা',
      addCourse: 'কোর্স যোগ করুন',
      manageCourse: 'কোর্স ব্যবস্থাপনা',
      enquiries: 'জিজ্ঞাসা',
      messages: 'বার্তা',
      activity: 'কার্যক্রম',
      schoolSettings: 'স্কুলের তথ্য',
      theory: 'তত্ত্বীয় পরীক্ষা',
      questions: 'প্রশ্নব্যাংক',
      myAccount: 'আমার অ্যাকাউন্ট',
      statistics: 'পরিসংখ্যান',
      refund: 'ফেরত',
      payments: 'পেমেন্ট',
      // The office's money pages.
      dues: 'বকেয়া',
      collections: 'আদায়',
      coupons: 'কুপন',
      batches: 'ব্যাচ',
      tests: 'বিআরটিএ পরীক্ষা',
      skills: 'দক্ষতার তালিকা',
    },
    placeholders: {
      statistics: 'পরিসংখ্যান এখানে দেখা যাবে।',
    },
    forbidden: 'এই পাতাটি দেখার অনুমতি আপনার নেই।',
    teacherHome: {
      signedInAs: 'আপনি প্রশিক্ষক হিসেবে লগইন করেছেন।',
      todayTitle: 'এখানে আপনি যা করতে পারেন',
      profile: {
        title: 'আমার প্রোফাইল',
        text: 'আপনার নাম, ছবি, ফোন নম্বর ও ঠিকানা, যেভাবে স্কুলের কাছে আছে।',
      },
      account: {
        title: 'আমার অ্যাকাউন্ট',
        text: 'পাসওয়ার্ড বদলান, দুই ধাপে লগইন চালু করুন, অথবা অন্য ডিভাইস থেকে লগআউট করুন।',
      },
    },
  },
};
