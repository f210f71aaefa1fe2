import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The calendar feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  calendar: {
    title: 'আমার ক্লাসগুলো ফোনের ক্যালেন্ডারে রাখুন',
    intro:
      'এই ব্যক্তিগত ঠিকানা থেকে আপনার ফোনের ক্যালেন্ডার ক্লাসগুলো খুলনার সময় অনুযায়ী হালনাগাদ রাখবে। ঠিকানাটি কাউকে দেবেন না।',
    subscribe: 'ক্যালেন্ডারে যোগ করুন',
    address: 'অন্য ক্যালেন্ডার অ্যাপের জন্য ঠিকানা',
    reset: 'নতুন ঠিকানা তৈরি করুন (পুরোনোটি আর কাজ করবে না)',
  },
};
