import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSeedQuestions, SEED_QUESTIONS, SeedQuestionSchema } from './seed-questions';
import { ROAD_SIGNS } from '#shared/content/road-signs.ts';
import licenceAndRules from './seed-questions-licence-and-rules.json' with { type: 'json' };
import safetyAndVehicle from './seed-questions-safety-and-vehicle.json' with { type: 'json' };
import signsInGeneral from './seed-questions-signs.json' with { type: 'json' };

describe('the seed question bank', () => {
  it('reads every written question from its JSON files, and one question per road sign', () => {
    const written = licenceAndRules.length + safetyAndVehicle.length + signsInGeneral.length;
    expect(written).toBeGreaterThan(80);
    expect(SEED_QUESTIONS.filter((q) => q.image === null)).toHaveLength(written);
    expect(SEED_QUESTIONS.filter((q) => q.image !== null)).toHaveLength(ROAD_SIGNS.length);
    expect(SEED_QUESTIONS[0]).toMatchObject({ textEn: licenceAndRules[0]!.q[0], textBn: licenceAndRules[0]!.q[1] });
  });

  it('refuses a malformed question: a topic it does not know, a missing Bengali, an answer that is no option', () => {
    /** Where the check finds the first fault of a bank made of this one question, and what it says. */
    const fault = (question: unknown) => {
      const result = z.array(SeedQuestionSchema).safeParse([question]);
      return result.success ? 'none' : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
    };
    const good = licenceAndRules[0]!;
    expect(fault(good)).toBe('none');
    expect(fault({ ...good, topic: 'parking' })).toMatch(/^0\.topic: /);
    expect(fault({ ...good, q: [good.q[0]] })).toMatch(/^0\.q: /);
    expect(fault({ ...good, why: [good.why[0], ''] })).toMatch(/^0\.why\.1: /);
    expect(fault({ ...good, correct: good.options.length })).toBe('0: The right answer is not one of the options.');
    expect(fault({ ...good, answer: 1 })).toMatch(/^0: .*answer/);
    expect(() => parseSeedQuestions([{ ...good, topic: 'parking' }])).toThrow();
  });
});
