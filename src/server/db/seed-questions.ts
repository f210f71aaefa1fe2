import type { QuestionTopic } from '#shared/schemas/quiz.ts';
import { ROAD_SIGNS, signImage, type RoadSignDrawing } from '#shared/content/road-signs.ts';
import type { NewQuestionRow } from './schema';

/**
 * The sample question bank for the BRTA written and oral test, in English and Bengali. Staff edit
 * it in the app; this is only what a new installation starts with (seeded once, like the sample
 * courses). The rules are Bangladesh's: traffic keeps to the left, overtaking is on the right, and
 * licences are issued by BRTA under the Road Transport Act 2018.
 */
type Pair = readonly [en: string, bn: string];
interface SeedQuestion {
  topic: QuestionTopic;
  q: Pair;
  options: readonly Pair[];
  correct: number;
  why: Pair;
  image?: string;
}

const WRITTEN: readonly SeedQuestion[] = [
  // ── Licence and documents ──
  {
    topic: 'licence',
    q: ['Which authority issues driving licences in Bangladesh?', 'বাংলাদেশে ড্রাইভিং লাইসেন্স কোন প্রতিষ্ঠান প্রদান করে?'],
    options: [
      ['Bangladesh Road Transport Authority (BRTA)', 'বাংলাদেশ সড়ক পরিবহন কর্তৃপক্ষ (বিআরটিএ)'],
      ['The traffic police', 'ট্রাফিক পুলিশ'],
      ['The city corporation', 'সিটি কর্পোরেশন'],
      ['The Roads and Highways Department', 'সড়ক ও জনপথ অধিদপ্তর'],
    ],
    correct: 0,
    why: [
      'BRTA issues learner, non-professional and professional licences and holds the tests.',
      'বিআরটিএ শিক্ষানবিশ, অপেশাদার ও পেশাদার লাইসেন্স দেয় এবং পরীক্ষা নেয়।',
    ],
  },
  {
    topic: 'licence',
    q: [
      'What is the minimum age for a non-professional driving licence?',
      'অপেশাদার ড্রাইভিং লাইসেন্সের জন্য ন্যূনতম বয়স কত?',
    ],
    options: [
      ['16 years', '১৬ বছর'],
      ['18 years', '১৮ বছর'],
      ['21 years', '২১ বছর'],
      ['25 years', '২৫ বছর'],
    ],
    correct: 1,
    why: [
      'A non-professional licence needs an age of 18; a professional one needs 21.',
      'অপেশাদার লাইসেন্সের জন্য ১৮ বছর এবং পেশাদার লাইসেন্সের জন্য ২১ বছর বয়স লাগে।',
    ],
  },
  {
    topic: 'licence',
    q: ['What is the minimum age for a professional driving licence?', 'পেশাদার ড্রাইভিং লাইসেন্সের জন্য ন্যূনতম বয়স কত?'],
    options: [
      ['18 years', '১৮ বছর'],
      ['20 years', '২০ বছর'],
      ['21 years', '২১ বছর'],
    ],
    correct: 2,
    why: ['A professional licence needs an age of at least 21.', 'পেশাদার লাইসেন্সের জন্য কমপক্ষে ২১ বছর বয়স হতে হয়।'],
  },
  {
    topic: 'licence',
    q: [
      'What must a learner driver do while driving on a learner licence?',
      'শিক্ষানবিশ (লার্নার) লাইসেন্স নিয়ে গাড়ি চালানোর সময় কী মানতে হয়?',
    ],
    options: [
      [
        'Carry a licensed instructor beside them and show an "L" sign at the front and back',
        'পাশে একজন লাইসেন্সধারী প্রশিক্ষক রাখা এবং সামনে ও পেছনে “L” চিহ্ন লাগানো',
      ],
      ['Drive only at night, when roads are empty', 'শুধু রাতে, যখন রাস্তা ফাঁকা থাকে, তখন চালানো'],
      ['Nothing: a learner licence is a full licence', 'কিছুই না, শিক্ষানবিশ লাইসেন্স পূর্ণ লাইসেন্সের মতোই'],
    ],
    correct: 0,
    why: [
      'A learner drives only with a licensed driver or instructor beside them and a clear "L" plate front and rear.',
      'শিক্ষানবিশ চালক পাশে বৈধ লাইসেন্সধারী চালক বা প্রশিক্ষক নিয়ে এবং গাড়ির সামনে-পেছনে স্পষ্ট “L” চিহ্ন লাগিয়ে চালাবেন।',
    ],
  },
  {
    topic: 'licence',
    q: ['For how long is a learner licence valid?', 'শিক্ষানবিশ লাইসেন্সের মেয়াদ কত দিন?'],
    options: [
      ['1 month', '১ মাস'],
      ['3 months', '৩ মাস'],
      ['1 year', '১ বছর'],
      ['5 years', '৫ বছর'],
    ],
    correct: 1,
    why: [
      'A learner licence is valid for 3 months; the test must be passed within that time or the licence renewed.',
      'শিক্ষানবিশ লাইসেন্সের মেয়াদ ৩ মাস; এর মধ্যে পরীক্ষায় পাস করতে হয়, নইলে নবায়ন করতে হয়।',
    ],
  },
  {
    topic: 'licence',
    q: [
      'Which papers must be carried in a motor vehicle while driving?',
      'মোটরযান চালানোর সময় কোন কোন কাগজপত্র সঙ্গে রাখতে হয়?',
    ],
    options: [
      [
        'Driving licence, registration certificate, fitness certificate, tax token and insurance',
        'ড্রাইভিং লাইসেন্স, রেজিস্ট্রেশন সার্টিফিকেট, ফিটনেস সার্টিফিকেট, ট্যাক্স টোকেন ও ইন্স্যুরেন্স',
      ],
      ['Only the national ID card', 'শুধু জাতীয় পরিচয়পত্র'],
      ['Only the driving licence', 'শুধু ড্রাইভিং লাইসেন্স'],
      ['The purchase receipt of the vehicle', 'গাড়ি কেনার রসিদ'],
    ],
    correct: 0,
    why: [
      'The driver carries the licence and the vehicle papers: registration (blue book), fitness, tax token, insurance, and a route permit for commercial vehicles.',
      'চালক লাইসেন্স ও গাড়ির কাগজ সঙ্গে রাখবেন: রেজিস্ট্রেশন (ব্লু বুক), ফিটনেস, ট্যাক্স টোকেন, ইন্স্যুরেন্স এবং বাণিজ্যিক যানের ক্ষেত্রে রুট পারমিট।',
    ],
  },
  {
    topic: 'licence',
    q: [
      'Which extra paper does a commercial vehicle (bus, truck) need?',
      'বাণিজ্যিক যানবাহনের (বাস, ট্রাক) জন্য অতিরিক্ত কোন কাগজ লাগে?',
    ],
    options: [
      ['Route permit', 'রুট পারমিট'],
      ['Trade licence of the driver', 'চালকের ট্রেড লাইসেন্স'],
      ['Passport', 'পাসপোর্ট'],
    ],
    correct: 0,
    why: [
      'A commercial vehicle may run only on the routes its route permit names.',
      'বাণিজ্যিক যান শুধু রুট পারমিটে লেখা পথেই চলতে পারে।',
    ],
  },
  {
    topic: 'licence',
    q: ['What is the "blue book" of a vehicle?', 'গাড়ির “ব্লু বুক” কী?'],
    options: [
      ['Its registration certificate', 'গাড়ির রেজিস্ট্রেশন সার্টিফিকেট'],
      ['Its service manual', 'গাড়ির সার্ভিস ম্যানুয়াল'],
      ['The traffic rule book', 'ট্রাফিক আইনের বই'],
    ],
    correct: 0,
    why: [
      'The registration certificate, long issued as a blue booklet, records the owner and the vehicle.',
      'রেজিস্ট্রেশন সার্টিফিকেট, যা আগে নীল বই হিসেবে দেওয়া হতো, তাতে গাড়ি ও মালিকের তথ্য থাকে।',
    ],
  },
  {
    topic: 'licence',
    q: ['What does the fitness certificate of a vehicle show?', 'গাড়ির ফিটনেস সার্টিফিকেট কী প্রমাণ করে?'],
    options: [
      ['That the vehicle is fit to run on the road', 'গাড়িটি রাস্তায় চলার উপযোগী'],
      ['That the driver is healthy', 'চালক সুস্থ আছেন'],
      ['That the tax has been paid', 'কর পরিশোধ করা হয়েছে'],
    ],
    correct: 0,
    why: [
      'BRTA checks the vehicle (brakes, lights, body, emissions) and issues a fitness certificate for a period.',
      'বিআরটিএ গাড়ির ব্রেক, বাতি, বডি ও ধোঁয়া পরীক্ষা করে নির্দিষ্ট মেয়াদের ফিটনেস সার্টিফিকেট দেয়।',
    ],
  },
  {
    topic: 'licence',
    q: ['Which parts make up the BRTA driving test?', 'বিআরটিএ-র ড্রাইভিং পরীক্ষা কোন কোন অংশে হয়?'],
    options: [
      ['Written, oral (viva) and practical (field) tests', 'লিখিত, মৌখিক ও ব্যবহারিক (মাঠ) পরীক্ষা'],
      ['Only a practical test', 'শুধু ব্যবহারিক পরীক্ষা'],
      ['Only a written test', 'শুধু লিখিত পরীক্ষা'],
    ],
    correct: 0,
    why: [
      'A candidate passes the written test, the oral test and the field test before the licence is issued.',
      'লাইসেন্স পাওয়ার আগে লিখিত, মৌখিক ও মাঠ পরীক্ষায় পাস করতে হয়।',
    ],
  },
  {
    topic: 'licence',
    q: [
      'Which number do you call for police, fire or ambulance?',
      'পুলিশ, ফায়ার সার্ভিস বা অ্যাম্বুলেন্সের জন্য কোন নম্বরে ফোন করবেন?',
    ],
    options: [
      ['999', '৯৯৯'],
      ['911', '৯১১'],
      ['100', '১০০'],
    ],
    correct: 0,
    why: [
      '999 is the national emergency service of Bangladesh, free of charge.',
      '৯৯৯ বাংলাদেশের জাতীয় জরুরি সেবা নম্বর, কল বিনামূল্যে।',
    ],
  },
  // ── Rules of the road ──
  {
    topic: 'rules',
    q: ['On which side of the road do vehicles keep in Bangladesh?', 'বাংলাদেশে যানবাহন রাস্তার কোন পাশ দিয়ে চলে?'],
    options: [
      ['The left side', 'বাম পাশ দিয়ে'],
      ['The right side', 'ডান পাশ দিয়ে'],
      ['The middle of the road', 'রাস্তার মাঝখান দিয়ে'],
    ],
    correct: 0,
    why: [
      'Bangladesh keeps left: drive on the left and let faster traffic pass on your right.',
      'বাংলাদেশে বাম দিক দিয়ে চলতে হয়; দ্রুতগামী গাড়িকে ডান দিক দিয়ে যেতে দিন।',
    ],
  },
  {
    topic: 'rules',
    q: ['On which side should you overtake another vehicle?', 'কোন দিক দিয়ে ওভারটেক করতে হয়?'],
    options: [
      ['On its right side', 'সামনের গাড়ির ডান দিক দিয়ে'],
      ['On its left side', 'সামনের গাড়ির বাম দিক দিয়ে'],
      ['On whichever side is free', 'যে দিক ফাঁকা সেই দিক দিয়ে'],
    ],
    correct: 0,
    why: [
      'Overtake on the right, only when the road ahead is clear and the driver in front has let you.',
      'সামনের পথ পরিষ্কার দেখে এবং সামনের চালকের সংকেত পেয়ে ডান দিক দিয়ে ওভারটেক করুন।',
    ],
  },
  {
    topic: 'rules',
    q: ['Where is overtaking forbidden?', 'কোথায় ওভারটেক করা নিষেধ?'],
    options: [
      [
        'At junctions, bends, bridges, railway crossings and zebra crossings',
        'মোড়, বাঁক, সেতু, রেলক্রসিং ও জেব্রা ক্রসিংয়ে',
      ],
      ['On a straight, open highway', 'সোজা ও ফাঁকা মহাসড়কে'],
      ['Nowhere, if you sound the horn', 'হর্ন বাজালে কোথাও নিষেধ নয়'],
    ],
    correct: 0,
    why: [
      'Where you cannot see far ahead, or people cross, overtaking is forbidden, and wherever a "no overtaking" sign stands.',
      'যেখানে সামনে দূর পর্যন্ত দেখা যায় না বা মানুষ পারাপার হয়, সেখানে এবং “ওভারটেক নিষেধ” চিহ্নের এলাকায় ওভারটেক নিষেধ।',
    ],
  },
  {
    topic: 'rules',
    q: ['What should a driver do at a zebra crossing?', 'জেব্রা ক্রসিংয়ে চালকের করণীয় কী?'],
    options: [
      [
        'Slow down, stop if needed and let pedestrians cross first',
        'গতি কমানো, প্রয়োজনে থামা এবং পথচারীকে আগে পার হতে দেওয়া',
      ],
      ['Sound the horn and drive through', 'হর্ন বাজিয়ে চলে যাওয়া'],
      ['Speed up to pass before pedestrians step out', 'পথচারী নামার আগেই গতি বাড়িয়ে পার হওয়া'],
    ],
    correct: 0,
    why: ['Pedestrians on a zebra crossing have the right of way.', 'জেব্রা ক্রসিংয়ে পথচারীর অগ্রাধিকার।'],
  },
  {
    topic: 'rules',
    q: ['What does a red traffic light mean?', 'ট্রাফিক সিগন্যালের লাল বাতি কী নির্দেশ করে?'],
    options: [
      ['Stop behind the stop line', 'স্টপ লাইনের পেছনে থামুন'],
      ['Go carefully', 'সাবধানে চলুন'],
      ['Get ready to go', 'চলার জন্য প্রস্তুত হোন'],
    ],
    correct: 0,
    why: [
      'Red means stop and wait behind the line until green.',
      'লাল বাতিতে লাইনের পেছনে থেমে সবুজ বাতির অপেক্ষা করতে হয়।',
    ],
  },
  {
    topic: 'rules',
    q: ['What does a yellow (amber) traffic light mean?', 'ট্রাফিক সিগন্যালের হলুদ বাতি কী নির্দেশ করে?'],
    options: [
      ['Get ready to stop; the light is about to change', 'থামার জন্য প্রস্তুত হোন; বাতি বদলাতে যাচ্ছে'],
      ['Speed up to cross before red', 'লাল হওয়ার আগে দ্রুত পার হোন'],
      ['The signal is broken', 'সিগন্যাল নষ্ট'],
    ],
    correct: 0,
    why: [
      'Yellow warns that red follows: stop unless you are so close that stopping would be unsafe.',
      'হলুদ বাতি জানায় লাল আসছে; খুব কাছে না থাকলে থেমে যান।',
    ],
  },
  {
    topic: 'rules',
    q: ['What does a green traffic light mean?', 'ট্রাফিক সিগন্যালের সবুজ বাতি কী নির্দেশ করে?'],
    options: [
      ['Go, if the way is clear', 'পথ নিরাপদ থাকলে চলুন'],
      ['You have priority over pedestrians still crossing', 'পার হতে থাকা পথচারীর চেয়েও আপনার অগ্রাধিকার'],
      ['Stop', 'থামুন'],
    ],
    correct: 0,
    why: [
      'Green lets you go, but pedestrians and vehicles already in the junction must be let through first.',
      'সবুজ বাতিতে চলা যায়, তবে মোড়ে আগে থেকে থাকা পথচারী ও যানবাহনকে আগে যেতে দিতে হয়।',
    ],
  },
  {
    topic: 'rules',
    q: ['When should you use the indicator?', 'ইন্ডিকেটর বা সংকেত বাতি কখন ব্যবহার করতে হয়?'],
    options: [
      [
        'Before turning, changing lane, overtaking or pulling in to stop',
        'মোড় নেওয়া, লেন বদল, ওভারটেক বা রাস্তার পাশে থামার আগে',
      ],
      ['Only at night', 'শুধু রাতে'],
      ['Only on highways', 'শুধু মহাসড়কে'],
    ],
    correct: 0,
    why: [
      'Signal in good time so others know what you will do.',
      'আগে থেকে সংকেত দিন, যাতে অন্যরা বুঝতে পারে আপনি কী করবেন।',
    ],
  },
  {
    topic: 'rules',
    q: ['Who has priority at a roundabout?', 'গোলচত্বরে কোন যানবাহন অগ্রাধিকার পায়?'],
    options: [
      ['Vehicles already on the roundabout', 'গোলচত্বরের ভেতরে আগে থেকে চলা যানবাহন'],
      ['Vehicles entering it', 'গোলচত্বরে প্রবেশকারী যানবাহন'],
      ['The larger vehicle', 'বড় যানবাহন'],
    ],
    correct: 0,
    why: [
      'Give way to traffic already circulating before you enter.',
      'প্রবেশের আগে ভেতরে চলমান যানবাহনকে পথ ছেড়ে দিন।',
    ],
  },
  {
    topic: 'rules',
    q: ['Where is sounding the horn forbidden?', 'কোথায় হর্ন বাজানো নিষেধ?'],
    options: [
      [
        'Near hospitals and schools and in marked silent zones',
        'হাসপাতাল ও শিক্ষাপ্রতিষ্ঠানের কাছে এবং চিহ্নিত নীরব এলাকায়',
      ],
      ['On highways', 'মহাসড়কে'],
      ['At railway crossings', 'রেলক্রসিংয়ে'],
    ],
    correct: 0,
    why: [
      'Silent zones protect patients and students; use the horn elsewhere only to warn.',
      'নীরব এলাকা রোগী ও শিক্ষার্থীদের রক্ষা করে; অন্য জায়গায়ও শুধু সতর্ক করতে হর্ন দিন।',
    ],
  },
  {
    topic: 'rules',
    q: ['How do you cross a railway level crossing?', 'রেলক্রসিং পার হওয়ার নিয়ম কী?'],
    options: [
      [
        'Stop before it, look both ways and cross only when no train comes; never stop on the tracks',
        'আগে থামুন, দুই দিকে দেখুন, ট্রেন না এলে পার হোন; লাইনের ওপর কখনো থামবেন না',
      ],
      ['Cross fast without stopping', 'না থেমে দ্রুত পার হোন'],
      ['Cross when the gate is half closed', 'গেট অর্ধেক বন্ধ থাকলে পার হোন'],
    ],
    correct: 0,
    why: [
      'A train cannot stop quickly. Wait while the gate is closed.',
      'ট্রেন হঠাৎ থামতে পারে না। গেট বন্ধ থাকলে অপেক্ষা করুন।',
    ],
  },
  {
    topic: 'rules',
    q: ['Where must you not park?', 'কোথায় গাড়ি পার্ক করা নিষেধ?'],
    options: [
      [
        'Near junctions, on zebra crossings, bridges, at bus stops and hospital gates',
        'মোড়ের কাছে, জেব্রা ক্রসিং, সেতু, বাস স্টপ ও হাসপাতালের প্রবেশপথে',
      ],
      ['In a marked parking area', 'চিহ্নিত পার্কিং এলাকায়'],
      ['In your own garage', 'নিজের গ্যারেজে'],
    ],
    correct: 0,
    why: [
      'A parked vehicle there blocks the view or the way of others.',
      'সেখানে পার্ক করা গাড়ি অন্যদের দৃষ্টি বা পথ আটকায়।',
    ],
  },
  {
    topic: 'rules',
    q: [
      'What do you do when an ambulance or fire engine comes with its siren on?',
      'অ্যাম্বুলেন্স বা ফায়ার সার্ভিসের গাড়ি সাইরেন বাজালে কী করবেন?',
    ],
    options: [
      ['Move to the left, slow down or stop, and let it pass', 'বাম পাশে সরে গতি কমান বা থামুন এবং আগে যেতে দিন'],
      ['Follow it closely to get through traffic', 'যানজট পার হতে এর পেছনে লেগে থাকুন'],
      ['Keep your lane and speed', 'নিজের লেন ও গতি বজায় রাখুন'],
    ],
    correct: 0,
    why: ['Emergency vehicles have priority over all traffic.', 'জরুরি সেবার গাড়ি সব যানবাহনের চেয়ে অগ্রাধিকার পায়।'],
  },
  {
    topic: 'rules',
    q: ['May you use a mobile phone while driving?', 'গাড়ি চালানোর সময় মোবাইল ফোন ব্যবহার করা যায় কি?'],
    options: [
      ['No, it is an offence and a major cause of crashes', 'না, এটি দণ্ডনীয় অপরাধ এবং দুর্ঘটনার বড় কারণ'],
      ['Yes, if you drive slowly', 'হ্যাঁ, ধীরে চালালে'],
      ['Yes, for short calls', 'হ্যাঁ, ছোট কলের জন্য'],
    ],
    correct: 0,
    why: [
      'The Road Transport Act 2018 forbids a driver to use a mobile phone while driving.',
      'সড়ক পরিবহন আইন ২০১৮ অনুযায়ী গাড়ি চালানোর সময় মোবাইল ফোন ব্যবহার নিষিদ্ধ।',
    ],
  },
  {
    topic: 'rules',
    q: ['What should you do before turning at a junction?', 'মোড় ঘোরার আগে কী কী করতে হয়?'],
    options: [
      [
        'Signal early, slow down, check mirrors and take the right lane',
        'আগে সংকেত দিন, গতি কমান, আয়না দেখে সঠিক লেনে আসুন',
      ],
      ['Sound the horn and turn at speed', 'হর্ন বাজিয়ে জোরে মোড় নিন'],
      ['Turn first, then signal', 'আগে মোড় নিন, পরে সংকেত দিন'],
    ],
    correct: 0,
    why: [
      'Mirror, signal, manoeuvre: others must know your intention before you move.',
      'আয়না, সংকেত, তারপর মোড়: নড়ার আগে অন্যদের আপনার উদ্দেশ্য জানাতে হবে।',
    ],
  },
  {
    topic: 'rules',
    q: ['At night, when a vehicle comes towards you, you should:', 'রাতে সামনে থেকে গাড়ি এলে কী করবেন?'],
    options: [
      ['Dip your headlights', 'হেডলাইট নিচু (ডিপ) করবেন'],
      ['Switch to high beam', 'হাই বিম জ্বালাবেন'],
      ['Switch the lights off', 'বাতি নিভিয়ে দেবেন'],
    ],
    correct: 0,
    why: ['High beam dazzles the oncoming driver.', 'হাই বিম সামনের চালকের চোখ ধাঁধিয়ে দেয়।'],
  },
  {
    topic: 'rules',
    q: ['How do you overtake a vehicle that is turning right?', 'ডানে মোড় নিচ্ছে এমন গাড়িকে কীভাবে অতিক্রম করবেন?'],
    options: [
      ['Pass it on the left when it is safe', 'নিরাপদ হলে তার বাম দিক দিয়ে'],
      ['Pass it on the right', 'তার ডান দিক দিয়ে'],
      ['Sound the horn until it moves', 'সরে না যাওয়া পর্যন্ত হর্ন বাজিয়ে'],
    ],
    correct: 0,
    why: [
      'A vehicle signalling and moving to turn right may be passed on its left; this is the one exception to overtaking on the right.',
      'ডানে মোড় নেওয়ার সংকেত দেওয়া গাড়িকে বাম দিক দিয়ে অতিক্রম করা যায়; ডান দিক দিয়ে ওভারটেকের নিয়মের এটিই ব্যতিক্রম।',
    ],
  },
  {
    topic: 'rules',
    q: ['When another vehicle is overtaking you, you should:', 'অন্য গাড়ি আপনাকে ওভারটেক করার সময় কী করবেন?'],
    options: [
      ['Keep left and do not speed up', 'বাম দিকে থাকবেন এবং গতি বাড়াবেন না'],
      ['Speed up so it cannot pass', 'গতি বাড়াবেন যাতে পার হতে না পারে'],
      ['Move to the right', 'ডান দিকে সরে যাবেন'],
    ],
    correct: 0,
    why: ['Let the overtaking vehicle pass safely and quickly.', 'ওভারটেককারী গাড়িকে নিরাপদে ও দ্রুত পার হতে দিন।'],
  },
  {
    topic: 'rules',
    q: [
      "A traffic police officer's signal and a traffic light disagree. Which do you obey?",
      'ট্রাফিক পুলিশের সংকেত আর সিগন্যাল বাতি ভিন্ন হলে কোনটি মানবেন?',
    ],
    options: [
      ["The police officer's signal", 'ট্রাফিক পুলিশের সংকেত'],
      ['The traffic light', 'সিগন্যাল বাতি'],
      ['Whichever lets you go first', 'যেটি আগে যেতে দেয়'],
    ],
    correct: 0,
    why: [
      'An officer directing traffic overrides lights and signs.',
      'যান নিয়ন্ত্রণকারী পুলিশের নির্দেশ বাতি ও চিহ্নের চেয়ে অগ্রাধিকার পায়।',
    ],
  },
  {
    topic: 'rules',
    q: ['When may you drive faster than the posted speed limit?', 'নির্ধারিত গতিসীমার চেয়ে বেশি গতিতে কখন চালানো যায়?'],
    options: [
      ['Never', 'কখনোই না'],
      ['When the road is empty', 'রাস্তা ফাঁকা থাকলে'],
      ['When you are late', 'দেরি হলে'],
    ],
    correct: 0,
    why: [
      'The limit is the most allowed; drive slower in rain, crowds or poor light.',
      'গতিসীমা সর্বোচ্চ অনুমোদিত গতি; বৃষ্টি, ভিড় বা কম আলোতে আরও ধীরে চালান।',
    ],
  },
  {
    topic: 'rules',
    q: ['How many pillion riders may a motorcycle carry?', 'মোটরসাইকেলে চালকের পেছনে কতজন আরোহী নেওয়া যায়?'],
    options: [
      ['One', 'একজন'],
      ['Two', 'দুইজন'],
      ['As many as fit', 'যতজন বসতে পারে'],
    ],
    correct: 0,
    why: [
      'A motorcycle carries the rider and at most one pillion, both in helmets.',
      'মোটরসাইকেলে চালক ছাড়া সর্বোচ্চ একজন আরোহী, দুজনেরই হেলমেট পরা বাধ্যতামূলক।',
    ],
  },
  {
    topic: 'rules',
    q: ['On a road with lanes, where should slow vehicles drive?', 'লেনযুক্ত রাস্তায় ধীরগতির যানবাহন কোন লেনে চলবে?'],
    options: [
      ['In the left lane', 'বাম লেনে'],
      ['In the right lane', 'ডান লেনে'],
      ['Across two lanes', 'দুই লেন জুড়ে'],
    ],
    correct: 0,
    why: [
      'Keep left; the right lane is for overtaking and faster traffic.',
      'বাম দিকে থাকুন; ডান লেন ওভারটেক ও দ্রুতগামী যানবাহনের জন্য।',
    ],
  },
  {
    topic: 'rules',
    q: ['A broken white line in the middle of the road means:', 'রাস্তার মাঝখানে ভাঙা সাদা দাগ কী বোঝায়?'],
    options: [
      ['You may cross it to overtake when it is safe', 'নিরাপদ হলে ওভারটেকের জন্য দাগ পার হওয়া যায়'],
      ['You must never cross it', 'কখনোই দাগ পার হওয়া যাবে না'],
      ['Parking is allowed', 'পার্কিং করা যায়'],
    ],
    correct: 0,
    why: [
      'A broken line may be crossed with care; a continuous line may not.',
      'ভাঙা দাগ সাবধানে পার হওয়া যায়; টানা দাগ পার হওয়া যায় না।',
    ],
  },
  {
    topic: 'rules',
    q: [
      'A continuous (unbroken) line in the middle of the road means:',
      'রাস্তার মাঝখানে টানা (অবিচ্ছিন্ন) দাগ কী বোঝায়?',
    ],
    options: [
      ['Do not cross it or overtake over it', 'দাগ পার হওয়া বা তার ওপর দিয়ে ওভারটেক করা যাবে না'],
      ['Overtaking is encouraged', 'ওভারটেক করা যাবে'],
      ['The road ends ahead', 'সামনে রাস্তা শেষ'],
    ],
    correct: 0,
    why: [
      'A continuous line marks where crossing is unsafe.',
      'টানা দাগ দিয়ে বোঝানো হয় যে সেখানে দাগ পার হওয়া বিপজ্জনক।',
    ],
  },
  {
    topic: 'rules',
    q: [
      'Coming to a junction with a main road without signals, you should:',
      'সিগন্যালবিহীন প্রধান সড়কের মোড়ে এসে কী করবেন?',
    ],
    options: [
      ['Slow down and give way to traffic on the main road', 'গতি কমিয়ে প্রধান সড়কের যানবাহনকে আগে যেতে দেবেন'],
      ['Enter first and sound the horn', 'হর্ন বাজিয়ে আগে ঢুকবেন'],
      ['Keep your speed', 'গতি বজায় রাখবেন'],
    ],
    correct: 0,
    why: ['Traffic on the main road has priority.', 'প্রধান সড়কের যানবাহনের অগ্রাধিকার।'],
  },
  {
    topic: 'rules',
    q: ['How do you reverse safely?', 'নিরাপদে গাড়ি পেছনে নেওয়ার নিয়ম কী?'],
    options: [
      [
        'Slowly, looking behind, with someone guiding if you cannot see',
        'ধীরে, পেছনে দেখে, না দেখা গেলে কারও সাহায্য নিয়ে',
      ],
      ['Quickly, to block traffic for as short as possible', 'দ্রুত, যাতে কম সময় রাস্তা আটকে থাকে'],
      ['Only using the horn', 'শুধু হর্ন বাজিয়ে'],
    ],
    correct: 0,
    why: ['Do not reverse onto a main road or further than needed.', 'প্রধান সড়কে বা প্রয়োজনের বেশি পেছনে নেবেন না।'],
  },
  // ── Safety and first aid ──
  {
    topic: 'safety',
    q: ['Why must you wear a seat belt?', 'সিটবেল্ট পরা কেন জরুরি?'],
    options: [
      ['It keeps you in your seat in a crash and cuts serious injuries', 'দুর্ঘটনায় আসনে ধরে রাখে এবং গুরুতর আঘাত কমায়'],
      ['It is only for long journeys', 'এটি শুধু দূরের যাত্রার জন্য'],
      ['It is only for passengers', 'এটি শুধু যাত্রীদের জন্য'],
    ],
    correct: 0,
    why: ['Driver and passengers both wear seat belts.', 'চালক ও যাত্রী সবাইকে সিটবেল্ট পরতে হবে।'],
  },
  {
    topic: 'safety',
    q: ['Who must wear a helmet on a motorcycle?', 'মোটরসাইকেলে কাকে হেলমেট পরতে হবে?'],
    options: [
      ['Both the rider and the pillion, with the strap fastened', 'চালক ও আরোহী দুজনকেই, ফিতা আটকে'],
      ['Only the rider', 'শুধু চালককে'],
      ['Nobody inside the city', 'শহরের ভেতরে কাউকেই নয়'],
    ],
    correct: 0,
    why: [
      'A standard helmet, strapped on, greatly lowers the risk of head injury.',
      'মানসম্মত হেলমেট ফিতা আটকে পরলে মাথার আঘাতের ঝুঁকি অনেক কমে।',
    ],
  },
  {
    topic: 'safety',
    q: ['May you drive after drinking alcohol or taking drugs?', 'মদ বা মাদক সেবন করে গাড়ি চালানো যায় কি?'],
    options: [
      ['No, never', 'না, কখনোই না'],
      ['Yes, a small amount is fine', 'হ্যাঁ, অল্প হলে সমস্যা নেই'],
      ['Yes, if you drive slowly', 'হ্যাঁ, ধীরে চালালে'],
    ],
    correct: 0,
    why: [
      'It slows reactions and judgement, and it is a punishable offence.',
      'এতে প্রতিক্রিয়া ও বিচারবুদ্ধি কমে যায়, এবং এটি দণ্ডনীয় অপরাধ।',
    ],
  },
  {
    topic: 'safety',
    q: ['What should you do when driving in rain?', 'বৃষ্টির সময় গাড়ি চালানোর সতর্কতা কী?'],
    options: [
      [
        'Slow down, keep a longer gap, use wipers and headlights, avoid sudden braking',
        'গতি কমান, দূরত্ব বাড়ান, ওয়াইপার ও হেডলাইট চালু রাখুন, হঠাৎ ব্রেক এড়িয়ে চলুন',
      ],
      ['Switch on the hazard lights and drive fast', 'হ্যাজার্ড বাতি জ্বালিয়ে দ্রুত চালান'],
      ['Drive as usual', 'স্বাভাবিকভাবেই চালান'],
    ],
    correct: 0,
    why: ['A wet road needs about twice the stopping distance.', 'ভেজা রাস্তায় থামতে প্রায় দ্বিগুণ দূরত্ব লাগে।'],
  },
  {
    topic: 'safety',
    q: ['What must a driver do after a crash in which someone is hurt?', 'দুর্ঘটনায় কেউ আহত হলে চালকের করণীয় কী?'],
    options: [
      [
        'Stop, help the injured, call 999 and inform the nearest police station',
        'থামুন, আহতকে সাহায্য করুন, ৯৯৯-এ ফোন করুন এবং নিকটস্থ থানাকে জানান',
      ],
      ['Drive away quickly', 'দ্রুত চলে যান'],
      ['Wait for the owner of the other vehicle only', 'শুধু অন্য গাড়ির মালিকের জন্য অপেক্ষা করুন'],
    ],
    correct: 0,
    why: [
      'Leaving the scene of a crash is an offence; quick help saves lives.',
      'দুর্ঘটনাস্থল ছেড়ে পালানো অপরাধ; দ্রুত সাহায্যে জীবন বাঁচে।',
    ],
  },
  {
    topic: 'safety',
    q: ['An injured person is bleeding heavily. What do you do first?', 'আহত ব্যক্তির প্রচুর রক্তক্ষরণ হলে প্রথমে কী করবেন?'],
    options: [
      ['Press firmly on the wound with a clean cloth', 'পরিষ্কার কাপড় দিয়ে ক্ষতস্থানে জোরে চেপে ধরুন'],
      ['Give them water to drink', 'পানি পান করান'],
      ['Sit them up and walk them around', 'বসিয়ে হাঁটানোর চেষ্টা করুন'],
    ],
    correct: 0,
    why: [
      'Firm pressure on the wound slows bleeding until help arrives.',
      'ক্ষতস্থানে চাপ দিলে সাহায্য আসা পর্যন্ত রক্তক্ষরণ কমে।',
    ],
  },
  {
    topic: 'safety',
    q: [
      'Someone hurt in a crash may have a neck or back injury. You should:',
      'দুর্ঘটনায় আহতের ঘাড় বা মেরুদণ্ডে আঘাত থাকতে পারে। আপনি কী করবেন?',
    ],
    options: [
      ['Not move them unless there is danger, such as fire', 'আগুনের মতো বিপদ না থাকলে নাড়াবেন না'],
      ['Pull them out of the vehicle at once', 'সঙ্গে সঙ্গে গাড়ি থেকে টেনে বের করবেন'],
      ['Take off their helmet quickly', 'দ্রুত হেলমেট খুলে দেবেন'],
    ],
    correct: 0,
    why: ['Moving them can make a spinal injury worse.', 'নাড়ালে মেরুদণ্ডের আঘাত আরও গুরুতর হতে পারে।'],
  },
  {
    topic: 'safety',
    q: ['How far behind the vehicle in front should you keep?', 'সামনের গাড়ি থেকে কতটা দূরত্ব রাখা উচিত?'],
    options: [
      ['Far enough to stop safely if it brakes suddenly', 'সেটি হঠাৎ ব্রেক করলেও নিরাপদে থামা যায় এমন দূরত্ব'],
      ['As close as possible, to stop others cutting in', 'যতটা সম্ভব কাছে, যাতে কেউ ঢুকতে না পারে'],
      ['One metre', 'এক মিটার'],
    ],
    correct: 0,
    why: [
      'Keep at least a two-second gap in the dry, more in rain or at speed.',
      'শুকনো রাস্তায় অন্তত দুই সেকেন্ডের দূরত্ব রাখুন; বৃষ্টিতে বা বেশি গতিতে আরও বেশি।',
    ],
  },
  {
    topic: 'safety',
    q: ['What do you do if you feel sleepy while driving?', 'গাড়ি চালানোর সময় ঘুম পেলে কী করবেন?'],
    options: [
      ['Stop in a safe place and rest', 'নিরাপদ জায়গায় থেমে বিশ্রাম নিন'],
      ['Open the window and keep going', 'জানালা খুলে চালিয়ে যান'],
      ['Drive faster to arrive sooner', 'তাড়াতাড়ি পৌঁছাতে গতি বাড়ান'],
    ],
    correct: 0,
    why: ['A tired driver can fall asleep for seconds at the wheel.', 'ক্লান্ত চালক কয়েক সেকেন্ডের জন্য ঘুমিয়ে পড়তে পারেন।'],
  },
  {
    topic: 'safety',
    q: ['Your vehicle breaks down on the road. What do you do?', 'রাস্তায় গাড়ি বিকল হলে কী করবেন?'],
    options: [
      [
        'Move it to the left edge, switch on the hazard lights and place a warning triangle behind',
        'গাড়ি বাম কিনারে সরান, হ্যাজার্ড বাতি জ্বালান এবং পেছনে সতর্কতা ত্রিভুজ রাখুন',
      ],
      ['Leave it in the lane and go for help', 'লেনেই রেখে সাহায্য আনতে যান'],
      ['Sit inside with the lights off', 'বাতি নিভিয়ে ভেতরে বসে থাকুন'],
    ],
    correct: 0,
    why: [
      'Other drivers must see the stopped vehicle in time.',
      'অন্য চালকদের সময়মতো থেমে থাকা গাড়িটি দেখতে পাওয়া দরকার।',
    ],
  },
  {
    topic: 'safety',
    q: ['Where should small children sit in a car?', 'গাড়িতে ছোট শিশুদের কোথায় বসানো উচিত?'],
    options: [
      ['In the back seat, properly restrained', 'পেছনের আসনে, ঠিকমতো বেঁধে'],
      ["On the driver's lap", 'চালকের কোলে'],
      ['In the front seat without a belt', 'সামনের আসনে বেল্ট ছাড়া'],
    ],
    correct: 0,
    why: ['The back seat is the safest place for a child.', 'শিশুর জন্য পেছনের আসনই সবচেয়ে নিরাপদ।'],
  },
  {
    topic: 'safety',
    q: ['A tyre bursts while driving. What do you do?', 'চলন্ত অবস্থায় টায়ার ফেটে গেলে কী করবেন?'],
    options: [
      [
        'Hold the steering firmly, ease off the accelerator and slow down gradually',
        'স্টিয়ারিং শক্ত করে ধরুন, এক্সিলারেটর ছাড়ুন এবং ধীরে ধীরে গতি কমান',
      ],
      ['Brake hard at once', 'সঙ্গে সঙ্গে জোরে ব্রেক করুন'],
      ['Turn the wheel sharply to the side', 'স্টিয়ারিং হঠাৎ এক পাশে ঘোরান'],
    ],
    correct: 0,
    why: [
      'Hard braking after a burst can make the vehicle skid or overturn.',
      'টায়ার ফাটার পর জোরে ব্রেক করলে গাড়ি পিছলে বা উল্টে যেতে পারে।',
    ],
  },
  {
    topic: 'safety',
    q: ['What must a bus driver do at a bus stop?', 'বাস স্টপে বাসচালকের করণীয় কী?'],
    options: [
      ['Stop fully at the left edge and let passengers on and off', 'বাম কিনারে পুরোপুরি থেমে যাত্রী ওঠানামা করানো'],
      ['Let passengers jump on while moving', 'চলন্ত অবস্থায় যাত্রী ওঠানো'],
      ['Stop in the middle of the road', 'রাস্তার মাঝখানে থামা'],
    ],
    correct: 0,
    why: ['Passengers are hurt when they get on or off a moving bus.', 'চলন্ত বাসে ওঠানামা করতে গিয়ে যাত্রীরা আহত হন।'],
  },
  // ── Vehicle and engine ──
  {
    topic: 'vehicle',
    q: ['What does the clutch do?', 'ক্লাচ কী কাজ করে?'],
    options: [
      [
        'It disconnects the engine from the wheels for changing gear and stopping',
        'গিয়ার বদল ও থামার জন্য ইঞ্জিন থেকে চাকার সংযোগ সাময়িক বিচ্ছিন্ন করে',
      ],
      ['It stops the wheels', 'চাকা থামায়'],
      ['It cools the engine', 'ইঞ্জিন ঠান্ডা রাখে'],
    ],
    correct: 0,
    why: [
      'Pressing the clutch pedal separates the engine from the gearbox.',
      'ক্লাচ প্যাডেল চাপলে ইঞ্জিন গিয়ারবক্স থেকে আলাদা হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the radiator do?', 'রেডিয়েটর কী কাজ করে?'],
    options: [
      ['It cools the engine', 'ইঞ্জিন ঠান্ডা রাখে'],
      ['It charges the battery', 'ব্যাটারি চার্জ করে'],
      ['It heats the cabin only', 'শুধু কেবিন গরম করে'],
    ],
    correct: 0,
    why: [
      'Coolant takes heat from the engine and gives it off to the air in the radiator.',
      'কুল্যান্ট ইঞ্জিনের তাপ নিয়ে রেডিয়েটরে বাতাসে ছেড়ে দেয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['The engine overheats. What do you do?', 'ইঞ্জিন অতিরিক্ত গরম হলে কী করবেন?'],
    options: [
      [
        'Stop safely, switch off, and open the radiator cap only after it cools',
        'নিরাপদে থেমে ইঞ্জিন বন্ধ করুন; ঠান্ডা হওয়ার পরেই রেডিয়েটরের ঢাকনা খুলুন',
      ],
      ['Open the radiator cap at once', 'সঙ্গে সঙ্গে রেডিয়েটরের ঢাকনা খুলুন'],
      ['Keep driving at high speed to cool it', 'ঠান্ডা করতে দ্রুত চালাতে থাকুন'],
    ],
    correct: 0,
    why: ['Hot coolant under pressure can scald.', 'চাপের মধ্যে থাকা গরম কুল্যান্ট ছিটকে শরীর পুড়িয়ে দিতে পারে।'],
  },
  {
    topic: 'vehicle',
    q: ['What charges the battery while the engine runs?', 'ইঞ্জিন চলার সময় ব্যাটারি চার্জ করে কোনটি?'],
    options: [
      ['The alternator (dynamo)', 'অল্টারনেটর (ডায়নামো)'],
      ['The starter motor', 'সেলফ স্টার্টার মোটর'],
      ['The radiator', 'রেডিয়েটর'],
    ],
    correct: 0,
    why: ['The engine turns the alternator by a belt.', 'ইঞ্জিন বেল্টের মাধ্যমে অল্টারনেটর ঘোরায়।'],
  },
  {
    topic: 'vehicle',
    q: ['What is the usual battery voltage of a car?', 'গাড়ির ব্যাটারির সাধারণ ভোল্টেজ কত?'],
    options: [
      ['12 volts', '১২ ভোল্ট'],
      ['220 volts', '২২০ ভোল্ট'],
      ['3 volts', '৩ ভোল্ট'],
    ],
    correct: 0,
    why: ['Cars run on 12 volts; many heavy vehicles on 24.', 'কারে ১২ ভোল্ট; অনেক ভারী যানে ২৪ ভোল্ট ব্যবহার হয়।'],
  },
  {
    topic: 'vehicle',
    q: ['What ignites the fuel in a petrol engine?', 'পেট্রোল ইঞ্জিনে জ্বালানি জ্বলে কিসের সাহায্যে?'],
    options: [
      ['A spark from the spark plug', 'স্পার্ক প্লাগের স্ফুলিঙ্গে'],
      ['Heat of compression alone', 'শুধু সংকোচনের তাপে'],
      ['The exhaust', 'সাইলেন্সারের ধোঁয়ায়'],
    ],
    correct: 0,
    why: [
      'A petrol engine needs a spark; a diesel engine ignites by compression.',
      'পেট্রোল ইঞ্জিনে স্ফুলিঙ্গ লাগে; ডিজেল ইঞ্জিনে সংকোচনের তাপে জ্বলে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['How is the fuel ignited in a diesel engine?', 'ডিজেল ইঞ্জিনে জ্বালানি কীভাবে জ্বলে?'],
    options: [
      ['By the heat of highly compressed air', 'অত্যধিক সংকুচিত বাতাসের তাপে'],
      ['By a spark plug', 'স্পার্ক প্লাগ দিয়ে'],
      ['By the battery directly', 'সরাসরি ব্যাটারি দিয়ে'],
    ],
    correct: 0,
    why: [
      'Diesel is injected into air so hot from compression that it burns; there is no spark plug.',
      'সংকোচনে উত্তপ্ত বাতাসে ডিজেল ছিটানো হলে তা জ্বলে ওঠে; স্পার্ক প্লাগ থাকে না।',
    ],
  },
  {
    topic: 'vehicle',
    q: [
      'Which are the four strokes of a four-stroke engine, in order?',
      'ফোর-স্ট্রোক ইঞ্জিনের চারটি স্ট্রোক পর্যায়ক্রমে কী কী?',
    ],
    options: [
      ['Intake, compression, power, exhaust', 'সাকশন, কম্প্রেশন, পাওয়ার, এক্সহস্ট'],
      ['Power, intake, exhaust, compression', 'পাওয়ার, সাকশন, এক্সহস্ট, কম্প্রেশন'],
      ['Compression, intake, exhaust, power', 'কম্প্রেশন, সাকশন, এক্সহস্ট, পাওয়ার'],
    ],
    correct: 0,
    why: [
      'Air and fuel come in, are compressed, burn to push the piston, and the gases leave.',
      'বাতাস-জ্বালানি ঢোকে, সংকুচিত হয়, জ্বলে পিস্টন ঠেলে, তারপর ধোঁয়া বের হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['Why does an engine need engine oil (mobil)?', 'ইঞ্জিনে ইঞ্জিন অয়েল (মবিল) কেন দরকার?'],
    options: [
      ['To lubricate moving parts and reduce wear and heat', 'চলমান যন্ত্রাংশ পিচ্ছিল রেখে ক্ষয় ও তাপ কমাতে'],
      ['To make the engine start in rain', 'বৃষ্টিতে ইঞ্জিন চালু করতে'],
      ['To clean the windscreen', 'উইন্ডশিল্ড পরিষ্কার করতে'],
    ],
    correct: 0,
    why: [
      'Check the level with the dipstick and change the oil on time.',
      'ডিপস্টিক দিয়ে মাত্রা দেখুন এবং সময়মতো অয়েল বদলান।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['How do you check the engine oil level?', 'ইঞ্জিন অয়েলের মাত্রা কীভাবে পরীক্ষা করবেন?'],
    options: [
      ['With the dipstick, engine off, on level ground', 'সমতল জায়গায়, ইঞ্জিন বন্ধ রেখে ডিপস্টিক দিয়ে'],
      ['By looking at the exhaust smoke only', 'শুধু সাইলেন্সারের ধোঁয়া দেখে'],
      ['By pressing the accelerator', 'এক্সিলারেটর চেপে'],
    ],
    correct: 0,
    why: ['The oil should be between the two marks on the dipstick.', 'অয়েল ডিপস্টিকের দুই দাগের মাঝখানে থাকা উচিত।'],
  },
  {
    topic: 'vehicle',
    q: ['What does the gearbox do?', 'গিয়ারবক্স কী কাজ করে?'],
    options: [
      [
        'It changes the speed and force passed from the engine to the wheels',
        'ইঞ্জিন থেকে চাকায় যাওয়া গতি ও শক্তি বদলায়',
      ],
      ['It stores fuel', 'জ্বালানি জমা রাখে'],
      ['It steers the wheels', 'চাকা ঘোরায় (স্টিয়ার করে)'],
    ],
    correct: 0,
    why: [
      'Low gears give force for starting and climbing; high gears give speed.',
      'নিচের গিয়ার চালু ও ঢালে ওঠার শক্তি দেয়; ওপরের গিয়ার গতি দেয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the differential do?', 'ডিফারেনশিয়াল কী কাজ করে?'],
    options: [
      ['Lets the driving wheels turn at different speeds on a bend', 'বাঁকে চালক চাকাগুলোকে ভিন্ন গতিতে ঘুরতে দেয়'],
      ['Cools the brakes', 'ব্রেক ঠান্ডা রাখে'],
      ['Measures the speed', 'গতি মাপে'],
    ],
    correct: 0,
    why: [
      'On a bend the outer wheel travels further than the inner one.',
      'বাঁকে বাইরের চাকাকে ভেতরের চাকার চেয়ে বেশি পথ যেতে হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['Going down a steep hill, you should:', 'খাড়া ঢাল বেয়ে নামার সময় কী করবেন?'],
    options: [
      ['Use a low gear so the engine helps to brake', 'নিচের গিয়ার ব্যবহার করবেন, যাতে ইঞ্জিন ব্রেকের কাজ করে'],
      ['Put the gear in neutral to save fuel', 'জ্বালানি বাঁচাতে গিয়ার নিউট্রালে রাখবেন'],
      ['Switch the engine off', 'ইঞ্জিন বন্ধ করবেন'],
    ],
    correct: 0,
    why: [
      'Coasting in neutral overheats the brakes and loses control.',
      'নিউট্রালে নামলে ব্রেক গরম হয়ে যায় ও নিয়ন্ত্রণ হারানোর ঝুঁকি থাকে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['The brakes fail while driving. What do you do?', 'চলন্ত অবস্থায় ব্রেক কাজ না করলে কী করবেন?'],
    options: [
      [
        'Release the accelerator, pump the brake, change down and pull the handbrake gently',
        'এক্সিলারেটর ছাড়ুন, বারবার ব্রেক চাপুন, নিচের গিয়ারে নামুন এবং হ্যান্ডব্রেক ধীরে টানুন',
      ],
      ['Switch off the engine and pull the handbrake hard', 'ইঞ্জিন বন্ধ করে হ্যান্ডব্রেক জোরে টানুন'],
      ['Jump out of the vehicle', 'গাড়ি থেকে লাফিয়ে নামুন'],
    ],
    correct: 0,
    why: [
      'Warn others with the horn and lights while you slow down.',
      'গতি কমানোর সময় হর্ন ও বাতি দিয়ে অন্যদের সতর্ক করুন।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What happens when a tyre is under-inflated?', 'টায়ারে হাওয়া কম থাকলে কী হয়?'],
    options: [
      [
        'More fuel is used, the tyre wears fast, handling worsens and it may burst',
        'জ্বালানি বেশি খরচ হয়, টায়ার দ্রুত ক্ষয় হয়, নিয়ন্ত্রণ কঠিন হয় এবং ফাটতে পারে',
      ],
      ['The ride gets safer', 'যাত্রা বেশি নিরাপদ হয়'],
      ['Nothing changes', 'কিছুই বদলায় না'],
    ],
    correct: 0,
    why: ['Check tyre pressure when the tyres are cold.', 'টায়ার ঠান্ডা থাকা অবস্থায় হাওয়ার চাপ পরীক্ষা করুন।'],
  },
  {
    topic: 'vehicle',
    q: ['What should you check before driving?', 'গাড়ি চালানোর আগে কী কী পরীক্ষা করা উচিত?'],
    options: [
      [
        'Fuel, engine oil, coolant, brakes, tyres, lights, horn, wipers and mirrors',
        'জ্বালানি, ইঞ্জিন অয়েল, কুল্যান্ট, ব্রেক, টায়ার, বাতি, হর্ন, ওয়াইপার ও আয়না',
      ],
      ['Only the fuel', 'শুধু জ্বালানি'],
      ['Only the music system', 'শুধু গান বাজানোর যন্ত্র'],
    ],
    correct: 0,
    why: [
      'A daily check finds most faults before they cause a breakdown or crash.',
      'প্রতিদিনের পরীক্ষায় বেশিরভাগ ত্রুটি বিকল বা দুর্ঘটনার আগেই ধরা পড়ে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the shock absorber do?', 'শক অ্যাবজর্বার কী কাজ করে?'],
    options: [
      [
        'It damps the bouncing of the springs and keeps the tyres on the road',
        'স্প্রিংয়ের ঝাঁকুনি কমিয়ে চাকাকে রাস্তায় ধরে রাখে',
      ],
      ['It stops the engine from overheating', 'ইঞ্জিন গরম হওয়া ঠেকায়'],
      ['It absorbs the exhaust noise', 'সাইলেন্সারের শব্দ কমায়'],
    ],
    correct: 0,
    why: [
      'Worn shock absorbers make braking and steering less safe.',
      'ক্ষয়ে যাওয়া শক অ্যাবজর্বারে ব্রেক ও স্টিয়ারিং কম নিরাপদ হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the silencer (muffler) do?', 'সাইলেন্সার কী কাজ করে?'],
    options: [
      ['It reduces the noise of the exhaust gases', 'ইঞ্জিনের ধোঁয়া বের হওয়ার শব্দ কমায়'],
      ['It increases the engine power', 'ইঞ্জিনের শক্তি বাড়ায়'],
      ['It cools the radiator', 'রেডিয়েটর ঠান্ডা করে'],
    ],
    correct: 0,
    why: ['A loud or smoky exhaust is a fault to repair.', 'বেশি শব্দ বা কালো ধোঁয়া মেরামতযোগ্য ত্রুটি।'],
  },
  {
    topic: 'vehicle',
    q: ['Which liquid is used in hydraulic brakes?', 'হাইড্রলিক ব্রেকে কোন তরল ব্যবহার হয়?'],
    options: [
      ['Brake fluid', 'ব্রেক ফ্লুইড'],
      ['Engine oil', 'ইঞ্জিন অয়েল'],
      ['Water', 'পানি'],
    ],
    correct: 0,
    why: [
      'A low brake-fluid level means a leak or worn pads: have it checked.',
      'ব্রেক ফ্লুইড কমে গেলে লিক বা প্যাড ক্ষয় হয়েছে; পরীক্ষা করান।',
    ],
  },
  {
    topic: 'vehicle',
    q: [
      'The oil-pressure warning light comes on while driving. You should:',
      'চলার সময় অয়েল প্রেশারের সতর্ক বাতি জ্বলে উঠলে কী করবেন?',
    ],
    options: [
      ['Stop as soon as it is safe and switch off the engine', 'নিরাপদ হলেই থেমে ইঞ্জিন বন্ধ করবেন'],
      ['Ignore it until the next service', 'পরের সার্ভিস পর্যন্ত উপেক্ষা করবেন'],
      ['Drive faster to raise the pressure', 'চাপ বাড়াতে দ্রুত চালাবেন'],
    ],
    correct: 0,
    why: [
      'Without oil pressure the engine can seize within minutes.',
      'অয়েলের চাপ না থাকলে কয়েক মিনিটেই ইঞ্জিন আটকে যেতে পারে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the speedometer show?', 'স্পিডোমিটার কী দেখায়?'],
    options: [
      ['The speed of the vehicle', 'গাড়ির গতি'],
      ['The engine temperature', 'ইঞ্জিনের তাপমাত্রা'],
      ['The fuel level', 'জ্বালানির পরিমাণ'],
    ],
    correct: 0,
    why: ['The odometer beside it counts the distance travelled.', 'এর পাশের ওডোমিটার মোট চলা দূরত্ব গোনে।'],
  },
  {
    topic: 'vehicle',
    q: ['What does the fan belt drive?', 'ফ্যান বেল্ট কী ঘোরায়?'],
    options: [
      ['The alternator, water pump and fan', 'অল্টারনেটর, ওয়াটার পাম্প ও ফ্যান'],
      ['The wheels', 'চাকা'],
      ['The steering', 'স্টিয়ারিং'],
    ],
    correct: 0,
    why: [
      'A broken fan belt soon leads to overheating and a flat battery.',
      'ফ্যান বেল্ট ছিঁড়লে দ্রুত ইঞ্জিন গরম হয় ও ব্যাটারি ফুরিয়ে যায়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What is the handbrake (parking brake) for?', 'হ্যান্ডব্রেক (পার্কিং ব্রেক) কী কাজে লাগে?'],
    options: [
      ['To hold the vehicle still when parked or stopped on a slope', 'পার্ক করা বা ঢালে থামা গাড়িকে স্থির রাখতে'],
      ['To stop at high speed', 'উচ্চ গতিতে থামাতে'],
      ['To change gear', 'গিয়ার বদলাতে'],
    ],
    correct: 0,
    why: [
      'The foot brake stops the moving vehicle; the handbrake holds it.',
      'চলন্ত গাড়ি থামায় পায়ের ব্রেক; হ্যান্ডব্রেক থামা গাড়িকে ধরে রাখে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['Black smoke from the exhaust usually means:', 'সাইলেন্সার দিয়ে কালো ধোঁয়া বের হলে সাধারণত কী বোঝায়?'],
    options: [
      [
        'Too much fuel is burning, often a dirty air filter or faulty injector',
        'অতিরিক্ত জ্বালানি পুড়ছে, প্রায়ই ময়লা এয়ার ফিল্টার বা ত্রুটিপূর্ণ ইনজেক্টর',
      ],
      ['The engine is in perfect order', 'ইঞ্জিন একদম ঠিক আছে'],
      ['The tyres are worn', 'টায়ার ক্ষয়ে গেছে'],
    ],
    correct: 0,
    why: [
      'A smoking vehicle pollutes the air and can fail its fitness test.',
      'ধোঁয়া ছাড়া গাড়ি বাতাস দূষিত করে এবং ফিটনেস পরীক্ষায় অনুত্তীর্ণ হতে পারে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the air filter do?', 'এয়ার ফিল্টার কী কাজ করে?'],
    options: [
      ['It keeps dust out of the air going into the engine', 'ইঞ্জিনে ঢোকা বাতাস থেকে ধুলা আটকায়'],
      ['It cools the cabin', 'কেবিন ঠান্ডা করে'],
      ['It filters the fuel', 'জ্বালানি ছাঁকে'],
    ],
    correct: 0,
    why: ['A clogged air filter wastes fuel and power.', 'ময়লা এয়ার ফিল্টারে জ্বালানি ও শক্তি নষ্ট হয়।'],
  },
  // ── Signs in general ──
  {
    topic: 'signs',
    q: ['How many main kinds of traffic sign are there?', 'ট্রাফিক সাইন প্রধানত কত প্রকার?'],
    options: [
      ['Three: mandatory, warning and information', 'তিন প্রকার: বাধ্যতামূলক, সতর্কতামূলক ও তথ্যমূলক'],
      ['Two: red and blue', 'দুই প্রকার: লাল ও নীল'],
      ['Five', 'পাঁচ প্রকার'],
    ],
    correct: 0,
    why: [
      'Mandatory signs are mostly round, warning signs triangular, information signs rectangular.',
      'বাধ্যতামূলক সাইন সাধারণত বৃত্তাকার, সতর্কতামূলক ত্রিভুজাকার এবং তথ্যমূলক আয়তাকার।',
    ],
  },
  {
    topic: 'signs',
    q: ['What shape are warning signs usually?', 'সতর্কতামূলক সাইন সাধারণত কোন আকারের হয়?'],
    options: [
      ['A triangle with a red border', 'লাল পাড়ের ত্রিভুজ'],
      ['A blue circle', 'নীল বৃত্ত'],
      ['A green rectangle', 'সবুজ আয়তক্ষেত্র'],
    ],
    correct: 0,
    why: ['A triangle warns of a danger ahead.', 'ত্রিভুজাকার সাইন সামনের বিপদ সম্পর্কে সতর্ক করে।'],
  },
  {
    topic: 'signs',
    q: ['What does a sign in a red circle tell you?', 'লাল বৃত্তের ভেতরে আঁকা সাইন কী নির্দেশ করে?'],
    options: [
      ['What you must not do', 'কী করা যাবে না (নিষেধ)'],
      ['Where a service is', 'কোথায় কোন সেবা আছে'],
      ['A danger ahead', 'সামনের বিপদ'],
    ],
    correct: 0,
    why: ['A red circle prohibits what it shows.', 'লাল বৃত্ত তার ভেতরে দেখানো কাজটি নিষেধ করে।'],
  },
  {
    topic: 'signs',
    q: ['What does a blue circular sign tell you?', 'নীল বৃত্তাকার সাইন কী নির্দেশ করে?'],
    options: [
      ['What you must do', 'কী করতেই হবে (বাধ্যতামূলক নির্দেশ)'],
      ['What you must not do', 'কী করা যাবে না'],
      ['A hospital nearby', 'কাছে হাসপাতাল আছে'],
    ],
    correct: 0,
    why: [
      'Blue circles give a positive instruction, such as keep left or turn left.',
      'নীল বৃত্ত ইতিবাচক নির্দেশ দেয়, যেমন বাম দিক দিয়ে চলুন বা বামে মোড় নিন।',
    ],
  },
  {
    topic: 'signs',
    q: ['What shape is the STOP sign?', '“থামুন” (STOP) সাইন কোন আকারের?'],
    options: [
      ['Octagonal (eight sides)', 'অষ্টভুজাকার (আট বাহু)'],
      ['Triangular', 'ত্রিভুজাকার'],
      ['Square', 'বর্গাকার'],
    ],
    correct: 0,
    why: [
      'Its unique shape lets it be recognised even from behind or when dirty.',
      'এর আলাদা আকারের জন্য পেছন থেকে বা ময়লা অবস্থাতেও চেনা যায়।',
    ],
  },
  {
    topic: 'signs',
    q: [
      'What kind of sign is an information sign, and what colour is it usually?',
      'তথ্যমূলক সাইন সাধারণত কোন আকার ও রঙের হয়?',
    ],
    options: [
      ['Rectangular, blue or green', 'আয়তাকার, নীল বা সবুজ'],
      ['Round, red', 'বৃত্তাকার, লাল'],
      ['Triangular, yellow', 'ত্রিভুজাকার, হলুদ'],
    ],
    correct: 0,
    why: ['Information signs show facilities and directions.', 'তথ্যমূলক সাইন সুবিধা ও দিক নির্দেশ করে।'],
  },
];

const SIGN_KIND: Record<RoadSignDrawing['category'], Pair> = {
  mandatory: ['Mandatory (a rule to obey)', 'বাধ্যতামূলক (মানতে হবে এমন নির্দেশ)'],
  warning: ['Warning (a danger ahead)', 'সতর্কতামূলক (সামনে বিপদ)'],
  informative: ['Information', 'তথ্যমূলক'],
};

/**
 * One question per sign: "what does this sign mean?", with the sign's picture, its own name as the
 * answer and three other signs of the same kind as the wrong options, so the picture decides.
 */
function signQuestions(): SeedQuestion[] {
  return ROAD_SIGNS.map((sign) => {
    const sameKind = ROAD_SIGNS.filter((s) => s.category === sign.category && s !== sign);
    const pool = sameKind.length >= 3 ? sameKind : ROAD_SIGNS.filter((s) => s !== sign);
    const at = ROAD_SIGNS.indexOf(sign);
    const others = [0, 1, 2].map((k) => pool[(at + k * 3) % pool.length]!);
    const options: Pair[] = [sign, ...others].map((s) => [s.en, s.bn] as const);
    // The right answer's place moves from sign to sign, so it is never always the first.
    const correct = at % 4;
    [options[0], options[correct]] = [options[correct]!, options[0]!];
    return {
      topic: 'signs' as const,
      q: ['What does this sign mean?', 'এই সাইনটি কী নির্দেশ করে?'] as const,
      options,
      correct,
      why: [
        `${SIGN_KIND[sign.category][0]}: ${sign.enMeaning}`,
        `${SIGN_KIND[sign.category][1]}: ${sign.bnMeaning}`,
      ] as const,
      image: signImage(sign.id),
    };
  });
}

/** Moves the right answer of a written question to a place that varies, so "always the first" is never a rule. */
function shuffled(q: SeedQuestion, i: number): SeedQuestion {
  const to = (i * 7 + 1) % q.options.length;
  const options = [...q.options];
  [options[q.correct], options[to]] = [options[to]!, options[q.correct]!];
  return { ...q, options, correct: to };
}

/** The bank a new installation starts with, as rows. */
export const SEED_QUESTIONS: NewQuestionRow[] = [...WRITTEN.map(shuffled), ...signQuestions()].map((q, i) => ({
  topic: q.topic,
  textEn: q.q[0],
  textBn: q.q[1],
  options: q.options.map(([en, bn]) => ({ en, bn })),
  correct: q.correct,
  explanationEn: q.why[0],
  explanationBn: q.why[1],
  image: q.image ?? null,
  // Distinct creation times keep the bank (and its PDF) in this order.
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)),
}));
