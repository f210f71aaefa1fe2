import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The coupons feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  coupons: {
    manage: {
      title: 'কুপন',
      intro:
        'শিক্ষার্থীরা বুকিংয়ের সময় যে ছাড়ের কোড লেখেন। একটি কোড তার প্রথম দিন থেকে শেষ দিন পর্যন্ত চলে, সীমা যতগুলো বুকিং অনুমতি দেয় ততগুলোর জন্য।',
      newHeading: 'নতুন কুপন',
      fields: {
        code: 'কোড',
        kind: 'ছাড়ের ধরন',
        valuePercent: 'শতকরা ছাড় (%)',
        valueTaka: 'টাকায় ছাড় (৳)',
        validFrom: 'প্রথম দিন',
        validTo: 'শেষ দিন',
        cap: 'সীমা (বুকিং)',
      },
      hints: {
        code: 'ইংরেজি অক্ষর, সংখ্যা, - বা _, যেমন EID2026।',
        cap: 'কতগুলো বুকিং এটি ব্যবহার করতে পারবে।',
        capUsed: 'এ পর্যন্ত {{uses}} বার ব্যবহার হয়েছে: সীমা এর নিচে নামানো যাবে না।',
      },
      kinds: { percent: 'শতকরা', fixed: 'নির্দিষ্ট টাকা (৳)' },
      create: 'কুপন তৈরি করুন',
      created: 'কুপন {{code}} তৈরি হয়েছে।',
      caption: 'কুপনসমূহ',
      col: { code: 'কোড', value: 'ছাড়', valid: 'মেয়াদ', uses: 'ব্যবহার', state: 'অবস্থা', actions: 'কাজ' },
      percentOff: '{{value}}% ছাড়',
      takaOff: '৳{{amount}} ছাড়',
      validRange: '{{from}} থেকে {{to}}',
      usesOfCap: '{{cap}}-এর মধ্যে {{uses}}',
      states: {
        active: 'চালু',
        notYetValid: 'এখনো শুরু হয়নি',
        expired: 'মেয়াদ শেষ',
        usedUp: 'সব ব্যবহার হয়ে গেছে',
        retired: 'বন্ধ',
      },
      noActions: 'আর ব্যবহার হয় না',
      edit: 'বদলান',
      editLabel: '{{code}} বদলান',
      retire: 'বন্ধ করুন',
      retireLabel: '{{code}} বন্ধ করুন',
      editTitle: 'কুপন {{code}} বদলান',
      editIntro: '{{discount}}। কোড ও ছাড়ের ধরন যেমন আছে তেমনই থাকবে।',
      save: 'পরিবর্তন সংরক্ষণ করুন',
      cancel: 'বাতিল',
      saved: 'কুপন {{code}} সংরক্ষণ হয়েছে।',
      retireConfirm:
        'কুপন {{code}} বন্ধ করবেন? শিক্ষার্থীরা আর এটি ব্যবহার করতে পারবেন না। এটি দিয়ে আগে করা বুকিংয়ের ছাড় থেকে যাবে।',
      retired: 'কুপন {{code}} বন্ধ করা হয়েছে।',
      empty: 'এখনো কোনো কুপন নেই। ওপরে প্রথমটি তৈরি করুন।',
      loadFailed: 'কুপনগুলো লোড করা যায়নি।',
    },
    apply: {
      label: 'কুপন কোড (ঐচ্ছিক)',
      hint: 'ছাড়ের কোড আছে? লিখে “প্রয়োগ করুন” চাপুন।',
      apply: 'প্রয়োগ করুন',
      applyLabel: 'কুপন কোডটি প্রয়োগ করুন',
      remove: 'সরান',
      removeLabel: 'কুপনটি সরান',
      applied: 'কুপন {{code}} প্রয়োগ হয়েছে',
      price: 'কোর্স ফি',
      discount: 'ছাড়',
      total: 'আপনি দেবেন',
      minus: '−{{amount}}',
    },
  },
};
