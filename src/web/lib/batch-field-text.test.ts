import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { BatchCreateSchema, VehicleCreateSchema } from '#shared/schemas/batch.ts';
import i18n from './i18n';
import { batchFieldText } from './batch-field-text';

const t = i18n.t.bind(i18n) as TFunction;
const general = i18n.t('formErrors.invalid');
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the batch and vehicle forms’ refusals in words', () => {
  it('every text the shared rules give has its own words in the catalogue', () => {
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
    const messages = new Set([
      ...bad.flatMap((b) => messagesOf(BatchCreateSchema.safeParse(b))),
      ...vehicles.flatMap((v) => messagesOf(VehicleCreateSchema.safeParse(v))),
    ]);
    expect(messages.size).toBeGreaterThan(10);
    const unknown = [...messages].filter((m) => batchFieldText(t, m) === general);
    expect(unknown).toEqual([]);
  });

  it('every text the server names a field with has its own words too', () => {
    // The server's field texts, as its batches and vehicles services write them (`{ field: '…' }`).
    const source = ['batches/batches.service.ts', 'vehicles/vehicles.service.ts']
      .map((file) => readFileSync(`src/server/features/${file}`, 'utf8'))
      .join('\n');
    const texts = [...source.matchAll(/\b(?:cid|teacherEmail|vehicleId|registration): '([^']+)'/g)].map((m) => m[1]!);
    expect(texts.length).toBeGreaterThanOrEqual(5);
    expect(texts.filter((m) => batchFieldText(t, m, 'BATCH_CLASH') === i18n.t('errors.BATCH_CLASH'))).toEqual([]);
  });

  it('a text it does not know says what the answer’s code means, never nothing', () => {
    expect(batchFieldText(t, 'Something new', 'BATCH_CLASH')).toBe(i18n.t('errors.BATCH_CLASH'));
    expect(batchFieldText(t, 'Something new', 'too_small')).toBe(general);
    expect(batchFieldText(t, 'At most 80 characters')).toBe(i18n.t('formErrors.maxChars', { max: '80' }));
  });
});
