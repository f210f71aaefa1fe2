import type { Language } from '#shared/language.ts';
import { formatValue, type ValueFormat } from './message-values';

/**
 * The texts of the SMS and e-mails the school sends, in both languages. Each kind has a short SMS
 * (Bengali goes as Unicode, 70 characters a part, so the Bengali texts are kept to two parts with
 * ordinary values) and a mail with a subject. Values are filled in by name; a missing one is left
 * empty rather than shown as a placeholder.
 *
 * `test.appointment` tells a student their BRTA test's day (learner, written, field), when the
 * office books it and when it moves it.
 *
 * `refund.approved` and `refund.declined` tell the student the owner's answer to a refund request:
 * the amount, how it went back and the number whose public check the link opens, or the reason.
 *
 * `account.imported` goes once to each account brought over from the old site: its password could
 * not come along, so the mail carries a link to choose one (valid `{days}` days).
 *
 * `account.reset` and `account.verify` are the sign-in mails better-auth asks for (a reset link, an
 * "is this your address" link); they go by mail only, at once rather than through the queue (the
 * link is wanted now, and expires). Their times (one hour, 24 hours) are the links' lifetimes set
 * in src/server/auth/auth.ts. `{site}` is the site's address.
 *
 * `account.invite` goes, at once and by mail, to a teacher the owner invites: a link to choose
 * their password (valid `{days}` days), naming who invited them (`{inviter}`) and the school as its
 * owner keeps it now (`{school}` short, `{schoolName}` in full, each per language).
 */
export const MESSAGE_KINDS = [
  'booking.received',
  'booking.office',
  'payment.confirmed',
  'payment.rejected',
  'batch.placed',
  'session.reminder',
  'test.appointment',
  'certificate.issued',
  'batch.notice',
  'refund.approved',
  'refund.declined',
  'contact.message',
  'account.imported',
  'account.reset',
  'account.verify',
  'account.invite',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MessageTexts {
  sms: string;
  subject: string;
  mail: string;
}

type Catalogue = Record<MessageKind, Record<Language, MessageTexts>>;

const SIGN_EN = '\n\nKhulna Driving School';
const SIGN_BN = '\n\nখুলনা ড্রাইভিং স্কুল';

export const messageCatalogue: Catalogue = {
  'booking.received': {
    en: {
      sms: 'Your booking {oid} for {course} is received. The office will call you. Pay: {link}',
      subject: 'Booking {oid} received',
      mail: 'Hello {name},\n\nYour booking {oid} for {course} is received. The office will call you to confirm the start date ({sdate}).\n\nPay and follow your booking here: {link}',
    },
    bn: {
      sms: '{course} কোর্সে আপনার বুকিং {oid} পেয়েছি। অফিস আপনাকে ফোন করবে। পেমেন্ট: {link}',
      subject: 'বুকিং {oid} পাওয়া গেছে',
      mail: 'প্রিয় {name},\n\n{course} কোর্সে আপনার বুকিং {oid} আমরা পেয়েছি। শুরুর তারিখ ({sdate:day}) নিশ্চিত করতে অফিস আপনাকে ফোন করবে।\n\nপেমেন্ট ও বুকিংয়ের খবর এখানে: {link}',
    },
  },
  'booking.office': {
    en: {
      sms: 'New booking {oid}: {name}, {phone}, {course}.',
      subject: 'New booking {oid}: {name}',
      mail: 'A new booking arrived.\n\nBooking: {oid}\nStudent: {name}\nPhone: {phone}\nCourse: {course}\nStart date: {sdate}\n\n{link}',
    },
    bn: {
      sms: 'নতুন বুকিং {oid}: {name}, {phone}, {course}।',
      subject: 'নতুন বুকিং {oid}: {name}',
      mail: 'নতুন একটি বুকিং এসেছে।\n\nবুকিং: {oid}\nশিক্ষার্থী: {name}\nফোন: {phone}\nকোর্স: {course}\nশুরুর তারিখ: {sdate:day}\n\n{link}',
    },
  },
  'payment.confirmed': {
    en: {
      sms: 'Payment of Tk {amount} for {oid} confirmed. Receipt: {link}',
      subject: 'Payment confirmed: Tk {amount}',
      mail: 'Hello {name},\n\nThe office confirmed your payment of Tk {amount} for booking {oid}.\n\nYour receipt: {link}',
    },
    bn: {
      sms: '{course} ({oid}): ৳{amount:taka} পেমেন্ট নিশ্চিত হয়েছে। রসিদ: {link}',
      subject: 'পেমেন্ট নিশ্চিত: ৳{amount:taka}',
      mail: 'প্রিয় {name},\n\n{course} কোর্সের বুকিং {oid}-এর জন্য আপনার ৳{amount:taka} পেমেন্ট অফিস নিশ্চিত করেছে।\n\nআপনার রসিদ: {link}',
    },
  },
  'payment.rejected': {
    en: {
      sms: 'Payment of Tk {amount} for {oid} could not be confirmed. Please check: {link}',
      subject: 'Payment not confirmed: Tk {amount}',
      mail: 'Hello {name},\n\nThe office could not confirm your payment of Tk {amount} for booking {oid}. {reason}\n\nPlease check the transaction and send it again: {link}',
    },
    bn: {
      sms: '{oid} বুকিংয়ের ৳{amount:taka} পেমেন্ট নিশ্চিত করা যায়নি। দেখুন: {link}',
      subject: 'পেমেন্ট নিশ্চিত হয়নি: ৳{amount:taka}',
      mail: 'প্রিয় {name},\n\nবুকিং {oid}-এর জন্য আপনার ৳{amount:taka} পেমেন্ট অফিস নিশ্চিত করতে পারেনি। {reason}\n\nলেনদেনটি দেখে আবার পাঠান: {link}',
    },
  },
  'batch.placed': {
    en: {
      sms: 'You are in batch {batch}. First class {date} at {time}. Details: {link}',
      subject: 'Your batch: {batch}',
      mail: 'Hello {name},\n\nYou have a seat in batch {batch}. The first class is on {date} at {time}.\n\nYour classes: {link}',
    },
    bn: {
      sms: 'আপনি {batch} ব্যাচে আছেন। প্রথম ক্লাস {date:day}, {time:clock}। বিস্তারিত: {link}',
      subject: 'আপনার ব্যাচ: {batch}',
      mail: 'প্রিয় {name},\n\n{batch} ব্যাচে আপনার আসন নিশ্চিত হয়েছে। প্রথম ক্লাস {date:day}, {time:clock}।\n\nআপনার ক্লাসগুলো: {link}',
    },
  },
  'session.reminder': {
    en: {
      sms: 'Reminder: driving class tomorrow {date} at {time} ({batch}).',
      subject: 'Driving class tomorrow at {time}',
      mail: 'Hello {name},\n\nA reminder: your driving class of batch {batch} is tomorrow, {date}, at {time}.\n\n{link}',
    },
    bn: {
      sms: 'মনে করিয়ে দিচ্ছি: আগামীকাল {date:day}, {time:clock} ড্রাইভিং ক্লাস ({batch})।',
      subject: 'আগামীকাল {time:clock} ড্রাইভিং ক্লাস',
      mail: 'প্রিয় {name},\n\nমনে করিয়ে দিচ্ছি: {batch} ব্যাচে আপনার ড্রাইভিং ক্লাস আগামীকাল, {date:day}, {time:clock}।\n\n{link}',
    },
  },
  'test.appointment': {
    en: {
      sms: 'BRTA {test} test: {date} at {time}, {place}. Bring your NID.',
      subject: 'BRTA {test} test on {date}',
      mail: 'Hello {name},\n\nYour BRTA {test} test is on {date} at {time}, at {place}. Bring your NID and learner licence.\n\n{link}',
    },
    bn: {
      sms: 'বিআরটিএ {test} পরীক্ষা: {date:day}, {time:clock}, {place}। এনআইডি সঙ্গে আনুন।',
      subject: 'বিআরটিএ {test} পরীক্ষা {date:day}',
      mail: 'প্রিয় {name},\n\nআপনার বিআরটিএ {test} পরীক্ষা {date:day}, {time:clock}, {place}-এ। এনআইডি ও লার্নার লাইসেন্স সঙ্গে আনুন।\n\n{link}',
    },
  },
  'certificate.issued': {
    en: {
      sms: 'Your certificate {serial} is issued. Check it: {link}',
      subject: 'Your certificate {serial}',
      mail: 'Hello {name},\n\nCongratulations: your certificate {serial} is issued. Anyone can check it here: {link}',
    },
    bn: {
      sms: 'আপনার সনদ {serial} দেওয়া হয়েছে। যাচাই: {link}',
      subject: 'আপনার সনদ {serial}',
      mail: 'প্রিয় {name},\n\nঅভিনন্দন: আপনার সনদ {serial} দেওয়া হয়েছে। যে কেউ এখানে যাচাই করতে পারবেন: {link}',
    },
  },
  'batch.notice': {
    en: {
      sms: '{text}',
      subject: 'Notice for batch {batch}',
      mail: 'Hello {name},\n\nA notice from the office for batch {batch}:\n\n{text}',
    },
    bn: {
      sms: '{text}',
      subject: '{batch} ব্যাচের জন্য নোটিশ',
      mail: 'প্রিয় {name},\n\n{batch} ব্যাচের জন্য অফিসের নোটিশ:\n\n{text}',
    },
  },
  'refund.approved': {
    en: {
      sms: 'Refund of Tk {amount} for {oid} approved, sent by {method}. No. {number}: {link}',
      subject: 'Refund approved: Tk {amount}',
      mail: 'Hello {name},\n\nThe school approved your refund of Tk {amount} for booking {oid}. It is sent by {method}.\n\nRefund number {number}. Anyone can check it here: {link}',
    },
    bn: {
      sms: '{course} ({oid}): ৳{amount:taka} ফেরত অনুমোদিত, {method}-এ পাঠানো হবে। নং {number}: {link}',
      subject: 'টাকা ফেরত অনুমোদিত: ৳{amount:taka}',
      mail: 'প্রিয় {name},\n\n{course} কোর্সের বুকিং {oid}-এর জন্য আপনার ৳{amount:taka} টাকা ফেরত স্কুল অনুমোদন করেছে। টাকা {method}-এ পাঠানো হবে।\n\nফেরত নম্বর {number}। যে কেউ এখানে যাচাই করতে পারবেন: {link}',
    },
  },
  'refund.declined': {
    en: {
      sms: 'Your refund request of Tk {amount} for {oid} was declined. See why: {link}',
      subject: 'Refund request declined: Tk {amount}',
      mail: 'Hello {name},\n\nThe school declined your refund request of Tk {amount} for booking {oid}. {reason}\n\nYour refunds: {link}',
    },
    bn: {
      sms: '{course} ({oid}): ৳{amount:taka} ফেরতের অনুরোধ নাকচ হয়েছে। কারণ দেখুন: {link}',
      subject: 'টাকা ফেরতের অনুরোধ নাকচ: ৳{amount:taka}',
      mail: 'প্রিয় {name},\n\n{course} কোর্সের বুকিং {oid}-এর জন্য আপনার ৳{amount:taka} টাকা ফেরতের অনুরোধ স্কুল নাকচ করেছে। {reason}\n\nআপনার ফেরতের অনুরোধগুলো: {link}',
    },
  },
  'account.imported': {
    en: {
      sms: '',
      subject: 'Your account has moved to the new site: choose a password',
      mail: 'Hello {name},\n\nThe school has moved to a new website, and your account, profile and bookings came with it. Your student ID stays {sid}.\n\nYour old password could not be moved. To choose a new one, open this link within {days} days:\n\n{link}\n\nThen sign in with this e-mail address ({email}). If the link has expired, use "Forgot password" on the login page. If you used Google to sign in, you can keep doing so.',
    },
    bn: {
      sms: '',
      subject: 'আপনার অ্যাকাউন্ট নতুন ওয়েবসাইটে এসেছে: একটি পাসওয়ার্ড বেছে নিন',
      mail: 'প্রিয় {name},\n\nস্কুল নতুন ওয়েবসাইটে এসেছে; আপনার অ্যাকাউন্ট, প্রোফাইল ও বুকিংও সঙ্গে এসেছে। আপনার স্টুডেন্ট আইডি আগের মতোই {sid}।\n\nপুরোনো পাসওয়ার্ড আনা যায়নি। নতুন পাসওয়ার্ড বেছে নিতে {days:count} দিনের মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nতারপর এই ই-মেইল ঠিকানা ({email}) দিয়ে লগইন করুন। লিংকের মেয়াদ শেষ হলে লগইন পাতায় "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন। আগে Google দিয়ে লগইন করে থাকলে সেভাবেই করতে পারবেন।',
    },
  },
  'account.reset': {
    en: {
      sms: '',
      subject: 'Reset your password',
      mail: 'Hello {name},\n\nSomeone asked to reset the password of your account at {site}.\nTo choose a new password, open this link within one hour:\n\n{link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.',
    },
    bn: {
      sms: '',
      subject: 'পাসওয়ার্ড নতুন করে দিন',
      mail: 'প্রিয় {name},\n\n{site} ওয়েবসাইটে আপনার অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দেওয়ার অনুরোধ এসেছে।\nনতুন পাসওয়ার্ড বেছে নিতে এক ঘণ্টার মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nঅনুরোধটি আপনি না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    },
  },
  'account.verify': {
    en: {
      sms: '',
      subject: 'Confirm your e-mail address',
      mail: 'Hello {name},\n\nPlease confirm that this is your e-mail address for your account at {site}.\nOpen this link within 24 hours:\n\n{link}\n\nIf you did not create an account, ignore this e-mail.',
    },
    bn: {
      sms: '',
      subject: 'আপনার ই-মেইল ঠিকানা নিশ্চিত করুন',
      mail: 'প্রিয় {name},\n\n{site} ওয়েবসাইটে আপনার অ্যাকাউন্টের জন্য এই ই-মেইল ঠিকানাটি নিশ্চিত করুন।\n২৪ ঘণ্টার মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nআপনি কোনো অ্যাকাউন্ট না খুলে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
    },
  },
  'account.invite': {
    en: {
      sms: '',
      subject: 'You are invited to teach at {school}',
      mail: 'Hello {name},\n\n{inviter} has made you a teacher\'s account at {schoolName} ({site}).\nTo choose your password, open this link within {days} days:\n\n{link}\n\nThen sign in with this e-mail address. If the link has expired, use "Forgot password" on the login page.\nIf you did not expect this, ignore this e-mail: nobody can use the account without choosing the password.',
    },
    bn: {
      sms: '',
      subject: '{school}-এ শিক্ষক হিসেবে আমন্ত্রণ',
      mail: 'প্রিয় {name},\n\n{inviter} আপনার জন্য {schoolName} ({site})-এ একটি শিক্ষক অ্যাকাউন্ট খুলেছেন।\nপাসওয়ার্ড বেছে নিতে {days:count} দিনের মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nতারপর এই ই-মেইল ঠিকানা দিয়ে লগইন করুন। লিংকের মেয়াদ শেষ হলে লগইন পাতায় "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন।\nআপনি এটি আশা না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন: পাসওয়ার্ড বেছে না নিলে কেউ অ্যাকাউন্টটি ব্যবহার করতে পারবে না।',
    },
  },
  // The contact form's mail to the office: its text is the visitor's, passed whole.
  'contact.message': {
    en: { sms: '', subject: '{subject}', mail: '{text}' },
    bn: { sms: '', subject: '{subject}', mail: '{text}' },
  },
};

/**
 * A kind's texts in a language with its values filled in. A value given per language (`test_bn`,
 * `test_en`) wins over the plain one (`test`) in that language.
 */
export function renderMessage(kind: MessageKind, language: Language, params: Record<string, string | number>) {
  const texts = messageCatalogue[kind][language];
  const fill = (s: string) =>
    s
      .replace(/\{(\w+)(?::(\w+))?\}/g, (_, k: string, format: ValueFormat | undefined) => {
        const value = params[`${k}_${language}`] ?? params[k] ?? '';
        return format && value !== '' ? formatValue(language, format, value) : String(value);
      })
      .trim();
  const sign = kind === 'contact.message' ? '' : language === 'bn' ? SIGN_BN : SIGN_EN;
  return { sms: fill(texts.sms), subject: fill(texts.subject), mail: fill(texts.mail) + sign };
}

/** What stands between the two languages of a mail written in both. */
export const BOTH_LANGUAGES_DIVIDER = '\n\n- - - - - - - - - - English - - - - - - - - - -\n\n';

/**
 * A kind's mail in both languages in one, Bengali first and then English, for a reader whose
 * language is not known: a wrong guess would leave them with a mail they cannot read, two
 * languages only with a longer one. Per-language values (`link_bn`, `link_en`) work as in
 * renderMessage.
 */
export function renderMailInBothLanguages(kind: MessageKind, params: Record<string, string | number>) {
  const bn = renderMessage(kind, 'bn', params);
  const en = renderMessage(kind, 'en', params);
  return { subject: `${bn.subject} / ${en.subject}`, mail: bn.mail + BOTH_LANGUAGES_DIVIDER + en.mail };
}
