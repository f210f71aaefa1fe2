import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The profiles feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  profiles: {
    fields: {
      name: 'নাম',
      fullName: 'পূর্ণ নাম',
      image: 'ছবি',
      phone: 'ফোন',
      email: 'ই-মেইল',
      sid: 'SID',
      preaddress: 'বর্তমান ঠিকানা',
      peraddress: 'স্থায়ী ঠিকানা',
      emergency: 'জরুরি যোগাযোগ',
      dob: 'জন্মতারিখ',
      nid: 'জাতীয় পরিচয়পত্র নম্বর',
    },
    hints: {
      image: 'JPEG, PNG বা WebP, সর্বোচ্চ ১৫ মেগাবাইট। ফাইল বেছে নিয়ে "ছবি আপলোড করুন" চাপুন।',
      phone: 'যেমন ০১৭১২-৩৪৫৬৭৮। ফাঁকা জায়গা, ড্যাশ, +880 ও বাংলা সংখ্যা সবই চলবে।',
      nid: '১০, ১৩ বা ১৭ সংখ্যা',
    },
    uploadImage: 'ছবি আপলোড করুন',
    uploaded: 'আপলোড হয়েছে!',
    uploading: 'আপলোড হচ্ছে…',
    chooseFirst: 'আগে একটি ছবি বেছে নিন।',
    photoPreview: 'আপনার প্রোফাইলের ছবি',
    errors: {
      required: 'এই ঘরটি পূরণ করতে হবে।',
      tooLong: 'এটি অনেক বড় হয়ে গেছে।',
      phone: 'একটি বাংলাদেশি মোবাইল নম্বর লিখুন: 01XXXXXXXXX বা +8801XXXXXXXXX।',
      dobFormat: 'তারিখটি YYYY-MM-DD আকারে লিখুন।',
      dobPast: 'অতীতের একটি সঠিক জন্মতারিখ দিন।',
      image: 'একটি ছবি বেছে নিয়ে "ছবি আপলোড করুন" চাপুন।',
      imageType: 'শুধু JPEG, PNG বা WebP ছবি নেওয়া হয়।',
      imageSize: 'ছবিটি ১৫ মেগাবাইট বা তার ছোট হতে হবে।',
      invalid: 'এই মানটি গ্রহণযোগ্য নয়।',
    },
    myProfile: {
      title: 'আমার প্রোফাইল',
      current: 'আপনার প্রোফাইল',
      none: 'এই ই-মেইলে কোনো প্রোফাইল নেই',
      loadFailed: 'আপনার প্রোফাইল লোড করা যায়নি।',
      formTitle: 'প্রোফাইল ফর্ম',
      formIntro: 'সব ঘর পূরণ করতে হবে। আপনার SID ও ই-মেইল আসে আপনার অ্যাকাউন্ট থেকে।',
      save: 'প্রোফাইল সংরক্ষণ করুন',
    },
    details: {
      title: 'আবেদনকারীর বিবরণ',
      back: 'ব্যবহারকারীর তালিকায় ফিরে যান',
      notFound: 'এই SID-এর কোনো প্রোফাইল নেই।',
      loadFailed: 'প্রোফাইলটি লোড করা যায়নি।',
    },
  },
};
