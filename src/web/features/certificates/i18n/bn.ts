import type { Texts } from '#shared/i18n/texts.ts';
import type { Catalogue } from './en';

/** The certificates feature's Bengali texts: every key of ./en.ts, no more. */
export const bn: Texts<Catalogue> = {
  /** Certificates on My Course and for the office. */
  certificates: {
    heading: 'সনদ',
    none: 'কোর্স শেষ হলে আপনার সনদ দেওয়া হবে।',
    serial: 'সিরিয়াল',
    issuedOn: '{{day}} তারিখে {{issuer}} দিয়েছেন',
    download: 'সনদ ডাউনলোড করুন (PDF)',
    check: 'অনলাইনে যাচাই করুন',
    revoked: '{{day}} তারিখে বাতিল: {{reason}}',
    override: 'শিক্ষার্থী প্রস্তুত হওয়ার আগে দেওয়া: {{reason}}',
    office: {
      mock: 'সেরা মক টেস্ট: {{total}}-এর মধ্যে {{score}}',
      mockNeeded: 'বিআরটিএ পরীক্ষার আগে স্কুল একটি পাস করা মক টেস্ট চায়; এই শিক্ষার্থী এখনও পাস করেননি।',
      heading: 'ক্লাস, পরীক্ষা ও সনদ',
      attended: '{{required}}টির মধ্যে {{attended}}টি ক্লাসে উপস্থিত',
      ready: 'পরীক্ষার জন্য প্রস্তুত',
      notReady: 'এখনও প্রস্তুত নন',
      noBatch: 'এখনও কোনো ব্যাচে নেই।',
      batch: 'ব্যাচ: {{when}}',
      openBatch: 'ব্যাচটি খুলুন',
      issue: 'সনদ দিন',
      issueOverride: 'তবুও সনদ দিন',
      overrideLabel: 'শিক্ষার্থী প্রস্তুত হওয়ার আগে কেন সনদ দিচ্ছেন?',
      overrideHint:
        'আবশ্যক: শিক্ষার্থী {{required}}টির মধ্যে {{attended}}টি ক্লাসে উপস্থিত ছিলেন। কারণটি সনদের সাথে রাখা হয়।',
      issued: 'সনদ {{serial}} দেওয়া হয়েছে।',
      revoke: 'বাতিল করুন',
      revokeLabel: 'সনদ {{serial}} কেন বাতিল করছেন?',
      revokeSubmit: 'সনদ বাতিল করুন',
      revokedToast: 'সনদ {{serial}} বাতিল করা হয়েছে।',
      none: 'এই অর্ডারে এখনো কোনো সনদ দেওয়া হয়নি।',
      ownerOnly: 'শুধু মালিক সনদ দেন ও বাতিল করেন।',
      cancel: 'থাক',
    },
  },
};
