import { describe, expect, it } from 'vitest';
import { couponState, CouponUpdateSchema, type CouponFacts } from './coupon';

const coupon = { validFrom: '2026-05-01', validTo: '2026-05-31', uses: 2, cap: 5, retiredAt: null };

describe('where a coupon stands on a day', () => {
  it.each([
    ['active on its first day', coupon, '2026-05-01', 'active'],
    ['active on its last day', coupon, '2026-05-31', 'active'],
    ['not yet valid the day before', coupon, '2026-04-30', 'notYetValid'],
    ['expired the day after', coupon, '2026-06-01', 'expired'],
    ['used up when the uses reach the cap', { ...coupon, uses: 5 }, '2026-05-10', 'usedUp'],
    ['expired rather than used up after its last day', { ...coupon, uses: 5 }, '2026-06-01', 'expired'],
    ['retired, whatever else', { ...coupon, retiredAt: '2026-05-02T10:00:00.000Z' }, '2026-05-10', 'retired'],
  ] as const)('%s', (_what, c, today, state) => {
    expect(couponState(c, today)).toBe(state);
  });
});

describe('a change of a coupon', () => {
  const stored: CouponFacts = { kind: 'percent', validFrom: '2026-05-01', uses: 3 };
  const fields = (input: unknown, facts = stored) => {
    const result = CouponUpdateSchema(undefined, facts).safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes the last day, the cap and the value, Bengali digits in the day read', () => {
    expect(CouponUpdateSchema(undefined, stored).parse({ validTo: '২০২৬-০৬-৩০', cap: 3, value: 100 })).toEqual({
      validTo: '2026-06-30',
      cap: 3,
      value: 100,
    });
  });

  it('refuses what the stored coupon rules out, each at its field', () => {
    expect(Object.keys(fields({ validTo: '2026-04-30', cap: 2, value: 101 })).sort()).toEqual([
      'cap',
      'validTo',
      'value',
    ]);
    // A fixed amount may be above 100 taka.
    expect(fields({ value: 1500 }, { ...stored, kind: 'fixed' })).toEqual({});
  });

  it('keeps the code and the kind, and wants something to change', () => {
    expect(Object.keys(fields({ code: 'OTHER', kind: 'fixed', cap: 9 })).sort()).toEqual(['code', 'kind']);
    expect(Object.keys(fields({}))).toEqual(['_']);
  });
});
