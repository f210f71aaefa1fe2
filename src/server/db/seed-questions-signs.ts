import type { SeedQuestion } from './seed-questions';

/** The sample bank's written questions on signs in general, in English and Bengali (the bank and its rules: seed-questions.ts). */
export const SIGNS_IN_GENERAL: readonly SeedQuestion[] = [
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
