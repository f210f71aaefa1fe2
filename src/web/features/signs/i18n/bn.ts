import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The signs feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  signs: {
    form1Title: 'লার্নিং ফর্ম এক',
    form2Title: 'লার্নিং ফর্ম দুই',
    form1Description: 'বাংলাদেশের ট্রাফিক সংকেত, প্রথম ভাগ: বাধ্যতামূলক ও নিষেধমূলক সংকেত, প্রতিটির বাংলা ও ইংরেজি অর্থসহ।',
    form2Description: 'বাংলাদেশের ট্রাফিক সংকেত, দ্বিতীয় ভাগ: সতর্কতামূলক ও তথ্যমূলক সংকেত, প্রতিটির বাংলা ও ইংরেজি অর্থসহ।',
    form1Intro: 'বাধ্যতামূলক ও নিষেধমূলক সংকেত বলে দেয় কী করতেই হবে বা কী করা যাবে না। বেশিরভাগই গোল।',
    form2Intro: 'সতর্কতামূলক সংকেত (ত্রিভুজ) সামনের বিপদের কথা জানায়; তথ্যমূলক সংকেত (আয়তক্ষেত্র) পথ খুঁজে পেতে সাহায্য করে।',
    mandatory: 'বাধ্যতামূলক ও নিষেধমূলক সংকেত',
    mandatoryBn: 'বাধ্যতামূলক ও নিষেধমূলক সংকেত',
    warning: 'সতর্কতামূলক সংকেত',
    warningBn: 'সতর্কতামূলক সংকেত',
    informative: 'তথ্যমূলক সংকেত',
    informativeBn: 'তথ্যমূলক সংকেত',
    englishMeaning: 'ইংরেজি অর্থ',
    inEnglish: 'ইংরেজিতে নাম ও অর্থ',
    bengaliMeaning: 'অর্থ',
    next: 'পরের ধাপ: লার্নিং ফর্ম দুই',
    previous: 'লার্নিং ফর্ম একে ফিরে যান',
    pagesNav: 'লার্নিং ফর্ম',
    download: 'প্রশ্ন ও উত্তরের PDF ডাউনলোড করুন',
    loadFailed: 'ট্রাফিক সংকেতগুলো লোড করা যায়নি।',
    count: '{{count, number}}টি সংকেত',
    search: 'সংকেত খুঁজুন (বাংলা বা ইংরেজিতে)',
    find: 'খুঁজুন',
    found: '“{{q}}” লিখে {{count, number}}টি সংকেত পাওয়া গেছে',
  },
};
