import type { QuestionTopic } from '#shared/schemas/quiz.ts';
import { ROAD_SIGNS, signImage, type RoadSignDrawing } from '#shared/content/road-signs.ts';
import type { NewQuestionRow } from './schema';
import { LICENCE_AND_RULES } from './seed-questions-licence-and-rules';
import { SAFETY_AND_VEHICLE } from './seed-questions-safety-and-vehicle';
import { SIGNS_IN_GENERAL } from './seed-questions-signs';

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

const WRITTEN: readonly SeedQuestion[] = [...LICENCE_AND_RULES, ...SAFETY_AND_VEHICLE, ...SIGNS_IN_GENERAL];

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
