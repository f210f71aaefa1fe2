import { z } from 'zod';
import { QUESTION_TOPICS, type QuestionTopic } from '#shared/schemas/quiz.ts';
import { ROAD_SIGNS, signImage, type RoadSignDrawing } from '#shared/content/road-signs.ts';
import type { NewQuestionRow } from './schema';
import licenceAndRules from './seed-questions-licence-and-rules.json' with { type: 'json' };
import safetyAndVehicle from './seed-questions-safety-and-vehicle.json' with { type: 'json' };
import signsInGeneral from './seed-questions-signs.json' with { type: 'json' };

/**
 * The sample question bank for the BRTA written and oral test, in English and Bengali. Staff edit
 * it in the app; this is only what a new installation starts with (seeded once, like the sample
 * courses). The rules are Bangladesh's: traffic keeps to the left, overtaking is on the right, and
 * licences are issued by BRTA under the Road Transport Act 2018.
 *
 * The written questions are data, in JSON beside this file (docs/decisions/0506): the licence and
 * its documents and the rules of the road; safety and first aid and the vehicle and its engine;
 * signs in general. Each is `{ topic, q: [en, bn], options: [[en, bn], …], correct, why: [en, bn] }`,
 * checked when this module loads, so a malformed question stops the seed (and every test that
 * reads the bank) rather than reaching a student.
 */
const text = z.string().min(1);
const PairSchema = z.tuple([text, text]);
type Pair = readonly [en: string, bn: string];
export interface SeedQuestion {
  topic: QuestionTopic;
  q: Pair;
  options: readonly Pair[];
  correct: number;
  why: Pair;
  image?: string;
}

/** One written question of the seed bank: both languages, 3 or 4 options, the right one's index. */
export const SeedQuestionSchema = z
  .strictObject({
    topic: z.enum(QUESTION_TOPICS),
    q: PairSchema,
    options: z.array(PairSchema).min(3).max(4),
    correct: z.int().min(0),
    why: PairSchema,
  })
  .refine((q) => q.correct < q.options.length, 'The right answer is not one of the options.');

/** A bank file's questions, checked: throws naming the question and the field that is wrong. */
export const parseSeedQuestions = (questions: unknown): readonly SeedQuestion[] =>
  z.array(SeedQuestionSchema).parse(questions);

const WRITTEN: readonly SeedQuestion[] = [licenceAndRules, safetyAndVehicle, signsInGeneral].flatMap(
  parseSeedQuestions,
);

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
