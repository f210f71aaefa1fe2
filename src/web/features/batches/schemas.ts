import { z } from 'zod';
import type { TFunction } from 'i18next';
import { asciiDigits } from '#shared/digits.ts';
import { en } from '#shared/i18n/en.ts';
import { BatchCreateSchema, VehicleCreateSchema, type BatchCreate } from '#shared/schemas/batch.ts';
import { formatCount } from '#web/lib/format.ts';
import type { VehicleCreate } from './api/add-vehicle';

/**
 * A whole number as people type it: Bengali or ASCII digits, spaces and separators allowed. A
 * number box would refuse Bengali digits, so the boxes are text and this reads them; an empty box
 * is no number (the shared rule then asks for one).
 */
export function numberFromText(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const plain = asciiDigits(typed).replace(/[\s,]/g, '');
  return plain === '' ? undefined : Number(plain);
}

/** What the new-batch form's boxes hold: text as typed, the weekdays as the ticked boxes' values. */
export interface NewBatchInput {
  cid: string;
  teacherEmail: string;
  vehicleId: string;
  capacity: string;
  startDate: string;
  weekdays: string[];
  time: string;
  sessions: string;
  place: string;
}

const readBatch = (values: unknown) => {
  if (!values || typeof values !== 'object') return values;
  const v = values as Partial<NewBatchInput>;
  // One ticked box alone may come as a string rather than a list; none as false.
  const days = Array.isArray(v.weekdays) ? v.weekdays : typeof v.weekdays === 'string' ? [v.weekdays] : [];
  return {
    ...v,
    vehicleId: v.vehicleId || null,
    capacity: numberFromText(v.capacity),
    sessions: numberFromText(v.sessions),
    weekdays: days.map(Number),
  };
};

/** The new-batch form: exactly the route's rules (BatchCreateSchema), after the boxes are read. */
export const newBatchSchema = z.preprocess(readBatch, BatchCreateSchema) as unknown as z.ZodType<
  BatchCreate,
  NewBatchInput
>;

/** What the new-vehicle form's boxes hold. */
export interface NewVehicleInput {
  name: string;
  kind: string;
  registration: string;
}

/** The new-vehicle form: the route's rules (VehicleCreateSchema). */
export const newVehicleSchema = VehicleCreateSchema as unknown as z.ZodType<VehicleCreate, NewVehicleInput>;

type MessageKey = keyof typeof en.batchesAdmin.errors;

/**
 * The shared rules' and the server's English texts, back to their catalogue keys: the catalogue's
 * English for each key is that very text, so the two cannot drift apart unnoticed (a test feeds
 * the forms every kind of bad answer and finds each text here).
 */
const KEY_OF_MESSAGE = new Map<string, MessageKey>(
  Object.entries(en.batchesAdmin.errors).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * A field's refusal (from the form's rules, or the server's `fields` with the answer's `code` as
 * its type) in the page's language: a known text maps to the catalogue; "Required" and "At most N
 * …" to the forms' general texts; an unknown text from the server to the catalogue's text for the
 * answer's code, so a Bengali page never shows the server's English.
 */
export function batchFieldText(t: TFunction, message: string | undefined, type = ''): string {
  const key = KEY_OF_MESSAGE.get(message ?? '');
  if (key) return t(`batchesAdmin.errors.${key}`);
  if (message === 'Required') return t('formErrors.required');
  const [, max, chars] = /^At most (\d+)( characters)?/.exec(message ?? '') ?? [];
  if (max)
    return chars
      ? t('formErrors.maxChars', { max: formatCount(+max) })
      : t('formErrors.maxNumber', { max: formatCount(+max) });
  // The server's codes are capitals (BATCH_CLASH); a rule's own types are not (too_small).
  if (/^[A-Z_]+$/.test(type) && type !== 'VALIDATION_FAILED')
    return t(`errors.${type}` as 'errors.generic', { defaultValue: t('formErrors.invalid') });
  return t('formErrors.invalid');
}

/** An OID as typed: letters raised, spaces and Bengali digits read ("oid ১২৩৪৫৬৭৮" → "OID12345678"). */
export const oidFromText = (typed: string) => asciiDigits(typed).replace(/\s/g, '').toUpperCase();
