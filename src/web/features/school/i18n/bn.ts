import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The school feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  schoolSettings: {
    title: 'স্কুলের তথ্য',
    intro:
      'ওয়েবসাইট, ই-মেইল ও প্রশ্নব্যাংকের PDF-এ স্কুলের যে তথ্য দেখা যায়। প্রতিটি লেখা ইংরেজি ও বাংলায় লিখুন; কোনো ঘর ফাঁকা থাকলে অন্য ভাষারটি দেখাবে।',
    loadFailed: 'স্কুলের তথ্য লোড করা যায়নি।',
    save: 'তথ্য সংরক্ষণ করুন',
    saved: 'স্কুলের তথ্য সংরক্ষিত হয়েছে।',
    sections: {
      names: 'নাম',
      contact: 'ঠিকানা ও যোগাযোগ',
      payment: 'বুকিং ফি পরিশোধ',
      map: 'মানচিত্র',
      registration: 'নিবন্ধন',
      social: 'সামাজিক মাধ্যম',
      counters: 'হোম পেজের গণনা',
      statistics: 'হোম পেজের পরিসংখ্যান',
      security: 'লগইনের নিরাপত্তা',
    },
    fields: {
      name: 'পূর্ণ নাম',
      shortName: 'সংক্ষিপ্ত নাম',
      address: 'ঠিকানা',
      hours: 'খোলার সময়',
      phone: 'ফোন {{n, number}}',
      email: 'ই-মেইল',
      bkash: 'বিকাশ নম্বর',
      nagad: 'নগদ নম্বর',
      lat: 'অক্ষাংশ',
      lon: 'দ্রাঘিমাংশ',
      zoom: 'জুম',
      registration: 'নিবন্ধন নং {{n, number}}',
      established: 'প্রতিষ্ঠার বছর',
      facebook: 'ফেসবুক পেজ',
      youtube: 'ইউটিউব চ্যানেল',
      graduated: 'প্রশিক্ষণ সম্পন্ন',
      instructors: 'প্রশিক্ষক',
      students: 'বর্তমান শিক্ষার্থী',
      branches: 'শাখা',
      passRate: 'প্রথমবারে পাসের হার (%)',
      womenTrainees: 'নারী প্রশিক্ষণার্থী (%)',
      lessonHours: 'মাসে অনুশীলনের ঘণ্টা',
      twoFactorForTeachers: 'শিক্ষকদের জন্য দুই ধাপে লগইন বাধ্যতামূলক',
    },
    hints: {
      shortName: 'হেডার, ফুটার ও ব্রাউজারের ট্যাবে দেখা যায়।',
      phones: 'প্রথম নম্বরটিতেই "স্কুলে ফোন করুন" বোতাম ফোন করে। স্পেস, ড্যাশ, +৮৮০ ও বাংলা অঙ্ক চলবে।',
      payment: 'শিক্ষার্থীরা এই নম্বরে বুকিং ফি পাঠান। স্কুল যেটি ব্যবহার করে না সেটি ফাঁকা রাখুন।',
      map: 'OpenStreetMap-এ স্কুলের ওপর ডান-ক্লিক করে "Show address" বেছে নিন: দুটি সংখ্যা হলো অক্ষাংশ ও দ্রাঘিমাংশ।',
      optional: 'ঐচ্ছিক।',
      social: 'https:// দিয়ে শুরু পুরো ঠিকানা। লুকাতে ফাঁকা রাখুন।',
      twoFactorForTeachers:
        'শিক্ষকেরা শিক্ষার্থীদের ফোন নম্বর দেখেন। এটি চালু থাকলে প্রত্যেক শিক্ষক পরের বার এসে একটি অথেনটিকেটর অ্যাপ চালু করবেন এবং অফিসের মতোই প্রতিবার লগইনে একটি কোড দেবেন।',
    },
    openMap: 'মানচিত্রে জায়গাটি দেখে নিন',
  },
};
