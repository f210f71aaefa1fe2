import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The vehicles feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  vehicles: {
    heading: 'গাড়ি ও ওয়ার্কশপ বে',
    intro: 'ব্যাচকে যা দেওয়া যায়: স্কুলের প্রতিটি গাড়ি, মোটরসাইকেল ও ওয়ার্কশপ বে।',
    caption: 'গাড়িসমূহ',
    loadFailed: 'গাড়ির তালিকা আনা যায়নি।',
    empty: 'এখনো কোনো গাড়ি যোগ করা হয়নি।',
    col: { name: 'নাম', kind: 'ধরন', registration: 'নিবন্ধন নম্বর' },
    kinds: { car: 'গাড়ি', motorcycle: 'মোটরসাইকেল', bay: 'ওয়ার্কশপ বে' },
    noRegistration: 'নেই',
    form: {
      heading: 'গাড়ি বা বে যোগ করুন',
      name: 'নাম',
      kind: 'ধরন',
      registration: 'নিবন্ধন নম্বর (ঐচ্ছিক)',
      hints: {
        name: 'যেমন টয়োটা করোলা ২, বা ওয়ার্কশপ বে ১',
        registration: 'নম্বর প্লেটে যেমন লেখা। ওয়ার্কশপ বে হলে ফাঁকা রাখুন।',
      },
      submit: 'যোগ করুন',
      added: '{{name}} তালিকায় যোগ হয়েছে।',
    },
  },
};
