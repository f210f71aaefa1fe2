import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The reports feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  reports: {
    downloadCsv: 'CSV ডাউনলোড করুন',
    dues: {
      title: 'বকেয়া',
      intro:
        'যেসব অর্ডারে এখনো টাকা বাকি, মেয়াদ পেরোনোগুলো আগে। এখান থেকেই শিক্ষার্থীকে ফোন করুন, অথবা পেমেন্ট লিখতে অর্ডারটি খুলুন।',
      total: 'মোট বকেয়া',
      overdue: 'মেয়াদ পেরিয়েছে',
      owing: 'বকেয়া অর্ডার',
      searchLabel: 'শিক্ষার্থী খুঁজুন',
      searchPlaceholder: 'নাম, SID, ফোন বা অর্ডার',
      caption: 'বকেয়া',
      col: {
        student: 'শিক্ষার্থী',
        phone: 'ফোন',
        course: 'কোর্স',
        nextDue: 'পরের কিস্তি',
        paid: 'পরিশোধিত',
        due: 'বাকি',
        overdue: 'মেয়াদোত্তীর্ণ',
      },
      overdueWord: 'মেয়াদ পেরিয়েছে',
      bookedOn: 'বুকিং {{date}}',
      notOverdue: 'সময় আছে',
      openOrder: 'অর্ডার {{oid}} খুলুন',
      none: 'কারও কোনো বকেয়া নেই: সব অর্ডারের টাকা পরিশোধিত।',
      loadFailed: 'বকেয়ার তালিকা লোড করা যায়নি।',
    },
    collections: {
      title: 'আদায়',
      intro:
        'নিশ্চিত হওয়া টাকা, যেদিন নিশ্চিত হয়েছে সেদিনের হিসাবে, মাধ্যম অনুযায়ী। শুরুতে এই মাসের এ পর্যন্ত; নিচে অন্য দিন বেছে নিন।',
      from: 'শুরু',
      to: 'শেষ',
      show: 'দেখান',
      range: '{{from}} থেকে {{to}}',
      total: 'মোট আদায়',
      payments_one: '{{count, number}}টি পেমেন্ট',
      payments_other: '{{count, number}}টি পেমেন্ট',
      perMonth: 'মাসভিত্তিক',
      perDay: 'দিনভিত্তিক',
      captionMonths: 'মাসভিত্তিক আদায়',
      captionDays: 'দিনভিত্তিক আদায়',
      col: { day: 'দিন', month: 'মাস', total: 'মোট' },
      none: 'এই দিনগুলোতে কোনো নিশ্চিত পেমেন্ট নেই।',
      loadFailed: 'আদায়ের হিসাব লোড করা যায়নি।',
    },
    monthly: {
      title: 'বুকিং ও আদায়, গত ১২ মাস',
      intro: 'বুকিং: মাসে বুক হওয়া অর্ডারগুলোর ফি, ছাড় বাদে। আদায়: মাসে নিশ্চিত হওয়া পেমেন্ট।',
      booked: 'বুকিং (টাকা)',
      collected: 'আদায়',
      bookings: 'বুকিং সংখ্যা',
      month: 'মাস',
      axisTaka: 'টাকা',
      chartLabel: 'মাসভিত্তিক বুকিং ও আদায়ের টাকার চার্ট। একই হিসাব নিচের সারণিতে আছে।',
      showTable: 'হিসাবগুলো সারণি আকারে',
      caption: 'মাসভিত্তিক বুকিং ও আদায়',
      loadFailed: 'মাসের হিসাব লোড করা যায়নি।',
    },
  },
};
