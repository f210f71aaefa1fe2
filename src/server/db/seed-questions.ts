import type { QuestionTopic } from '#shared/schemas/quiz.ts';
import { ROAD_SIGNS, signImage, type RoadSignDrawing } from '#shared/content/road-signs.ts';
import type { NewQuestionRow } from './schema';
import { LICENCE_AND_RULES } from './seed-questions-licence-and-rules';
import { SAFETY_AND_VEHICLE } from './seed-questions-safety-and-vehicle';

/**
 * The sample question bank for the BRTA written and oral test, in English and Bengali. Staff edit
 * it in the app; this is only what a new installation starts with (seeded once, like the sample
 * courses). The rules are Bangladesh's: traffic keeps to the left, overtaking is on the right, and
 * licences are issued by BRTA under the Road Transport Act 2018.
 */
type Pair = readonly [en: string, bn: string];
export interface SeedQuestion {
  topic: QuestionTopic;
  q: Pair;
  options: readonly Pair[];
  correct: number;
  why: Pair;
  image?: string;
}

const WRITTEN: readonly SeedQuestion[] = [
  ...LICENCE_AND_RULES,
  ...SAFETY_AND_VEHICLE,
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
