import type { SeedQuestion } from './seed-questions';

/**
 * The sample bank's written questions on the licence and its documents, and the rules of the road, in English and Bengali (the bank and its rules:
 * seed-questions.ts).
 */
export const LICENCE_AND_RULES: readonly SeedQuestion[] = [
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
];
