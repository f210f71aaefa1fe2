import { afterEach, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { BatchCreateSchema, VehicleCreateSchema } from '#shared/schemas/batch.ts';
import { bn } from '#web/test/texts.ts';
import { ApiError } from './api';
import i18n from './i18n';
import { fieldErrorText, serverFieldTexts } from './field-error';

const t = i18n.t.bind(i18n) as TFunction;
const general = () => i18n.t('formErrors.invalid');
const issuesOf = (result: { error?: { issues: { message: string; code: string }[] } }) => result.error?.issues ?? [];

afterEach(() => i18n.changeLanguage('en'));

describe('a field’s refusal on screen, from its code', () => {
  it('every refusal the shared batch and vehicle rules give has words of its own in both languages', async () => {
    const bad = [
      {},
      {
        cid: '',
        teacherEmail: 'no',
        vehicleId: 'x',
        capacity: 0,
        startDate: '2026-02-30',
        weekdays: [],
        time: '7',
        sessions: 0,
        place: '',
      },
      { capacity: 1000, sessions: 1000, place: 'x'.repeat(201), weekdays: [1] },
      { place: 'a\u0000b' },
    ];
    const vehicles = [{}, { name: '', kind: 'boat', registration: 'x'.repeat(41) }, { name: 'x'.repeat(81) }];
    const issues = [
      ...bad.flatMap((b) => issuesOf(BatchCreateSchema.safeParse(b))),
      ...vehicles.flatMap((v) => issuesOf(VehicleCreateSchema.safeParse(v))),
    ];
    expect(new Set(issues.map((i) => i.message)).size).toBeGreaterThan(10);
    for (const language of ['en', 'bn']) {
      await i18n.changeLanguage(language);
      const shown = issues.map((i) => fieldErrorText(t, { message: i.message, type: i.code }));
      // Never the general words, and on a Bengali page never the rule's English.
      expect(shown.filter((text) => text === general())).toEqual([]);
      if (language === 'bn')
        expect(shown.filter((text) => /[A-Za-z]{4}/.test((text ?? '').replace('YYYY-MM-DD', '')))).toEqual([]);
    }
  });

  it('the server’s refusals are worded from their codes alone, never from its English', async () => {
    const err = new ApiError(
      400,
      'VALIDATION_FAILED',
      'place: English for the logs',
      { place: 'English for the logs', note: 'More English' },
      undefined,
      { place: { code: 'formErrors.maxChars', params: { max: 200 } } },
    );
    expect(serverFieldTexts(t, err)).toEqual([
      ['place', i18n.t('formErrors.maxChars', { max: '200' })],
      ['note', general()],
    ]);
    await i18n.changeLanguage('bn');
    expect(serverFieldTexts(t, err, ['place'])).toEqual([
      ['place', bn.formErrors.maxChars.replace('{{max, number}}', '২০০')],
    ]);
  });

  it('a field refused without a code reads as the answer’s own code where it names one', () => {
    const clash = new ApiError(409, 'BATCH_CLASH', 'The teacher already has a session at 7:00.', { time: 'x' });
    expect(serverFieldTexts(t, clash)).toEqual([['time', i18n.t('errors.BATCH_CLASH')]]);
    expect(serverFieldTexts(t, new Error('not an answer'))).toEqual([]);
    expect(serverFieldTexts(t, new ApiError(503, 'UNAVAILABLE', 'down'))).toEqual([]);
  });

  it('a text the form worded itself is shown as it is; the server’s, as it was worded', () => {
    expect(fieldErrorText(t, { message: 'Choose a photo first', type: 'custom' })).toBe('Choose a photo first');
    expect(fieldErrorText(t, { message: 'At most 80 characters' })).toBe(i18n.t('formErrors.maxChars', { max: '80' }));
    expect(fieldErrorText(t, { message: 'Required' })).toBe(i18n.t('formErrors.required'));
    expect(fieldErrorText(t, { message: 'already worded', type: 'server' })).toBe('already worded');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});
