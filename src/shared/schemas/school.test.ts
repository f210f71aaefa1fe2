import { describe, expect, it } from 'vitest';
import bn from '#shared/i18n/bn.json' with { type: 'json' };
import en from '#shared/i18n/en.json' with { type: 'json' };
import { SchoolInputSchema, schoolInputSchema, type School } from './school';

const FACTS: School = {
  name: 'Rupsha Driving Academy',
  nameBn: 'রূপসা ড্রাইভিং একাডেমি',
  shortName: 'Rupsha Driving',
  shortNameBn: 'রূপসা ড্রাইভিং',
  address: 'Road 4, Boyra, Khulna',
  addressBn: 'রোড ৪, বয়রা, খুলনা',
  hours: 'Every day, 8 am to 6 pm',
  hoursBn: '',
  phones: ['01712345678'],
  email: 'office@rupsha.example',
  bkash: '01812345678',
  nagad: '',
  map: { lat: 22.82, lon: 89.55, zoom: 15 },
  registrationNumbers: ['139/2019'],
  established: 2015,
  social: { facebook: 'https://www.facebook.com/rupsha', youtube: '' },
  counters: { graduated: 800, instructors: 6, students: 40, branches: 2 },
  statistics: { firstAttemptPassPercent: 88, womenTraineesPercent: 25, lessonHoursPerMonth: 500 },
  twoFactorForTeachers: true,
  closedDays: [5],
};

/** The field errors of a refused input, by path. */
function errors(input: unknown, schema = SchoolInputSchema): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the school facts a save takes', () => {
  it('stores valid facts exactly as they are', () => {
    expect(SchoolInputSchema.parse(FACTS)).toEqual(FACTS);
  });

  it('takes the closed days in any order once each, leaves them out when not sent, and keeps one day open', () => {
    expect(SchoolInputSchema.parse({ ...FACTS, closedDays: [6, 5, 6] }).closedDays).toEqual([5, 6]);
    expect(SchoolInputSchema.parse({ ...FACTS, closedDays: undefined }).closedDays).toBeUndefined();
    expect(errors({ ...FACTS, closedDays: [0, 1, 2, 3, 4, 5, 6] })).toEqual({
      closedDays: en.schoolSettings.errors.closedAll,
    });
    expect(errors({ ...FACTS, closedDays: [7] })).toHaveProperty(['closedDays.0']);
  });

  it('reads phones as people type them (Bengali digits, +880, dashes) and drops empty boxes', () => {
    const saved = SchoolInputSchema.parse({
      ...FACTS,
      phones: ['', '০১৭১২-৩৪৫৬৭৮', '+880 1812 345678'],
      bkash: '880-1912-345678',
      nagad: ' ',
    });
    expect(saved.phones).toEqual(['01712345678', '01812345678']);
    expect(saved.bkash).toBe('01912345678');
    expect(saved.nagad).toBe('');
  });

  it('reads numbers typed in Bengali digits, as text or as JSON numbers', () => {
    const saved = SchoolInputSchema.parse({
      ...FACTS,
      map: { lat: '২২.৮৪৫৬', lon: ' 89.5403 ', zoom: '১৬' },
      established: '২০১৮',
      counters: { graduated: '১২০০', instructors: 12, students: '150', branches: 1 },
    });
    expect(saved.map).toEqual({ lat: 22.8456, lon: 89.5403, zoom: 16 });
    expect(saved.established).toBe(2018);
    expect(saved.counters.graduated).toBe(1200);
  });

  it('names the box that is wrong: a phone that is not a mobile number, or no phone at all', () => {
    expect(errors({ ...FACTS, phones: ['01712345678', '12345'] })).toEqual({
      'phones.1': en.schoolSettings.errors.phone,
    });
    expect(errors({ ...FACTS, phones: ['', '', ''] })).toEqual({ 'phones.0': en.schoolSettings.errors.phoneRequired });
    expect(errors({ ...FACTS, phones: ['01712345678', '01812345678', '01912345678', '01612345678'] })).toHaveProperty(
      'phones',
    );
  });

  it('wants a bKash or a Nagad number to pay the booking fee to', () => {
    expect(errors({ ...FACTS, bkash: '', nagad: '' })).toEqual({ bkash: en.schoolSettings.errors.paymentRequired });
    expect(errors({ ...FACTS, bkash: '', nagad: '01612345678' })).toEqual({});
  });

  it('keeps the map in Bangladesh, so swapped or mistyped coordinates are caught', () => {
    expect(errors({ ...FACTS, map: { lat: 89.55, lon: 22.82, zoom: 15 } })).toEqual({
      'map.lat': en.schoolSettings.errors.latitude,
      'map.lon': en.schoolSettings.errors.longitude,
    });
    expect(errors({ ...FACTS, map: { lat: '22,82', lon: 89.55, zoom: 25 } })).toEqual({
      'map.lat': en.schoolSettings.errors.number,
      'map.zoom': en.schoolSettings.errors.zoom,
    });
  });

  it('requires the English name, short name and address; the Bengali ones may wait', () => {
    expect(errors({ ...FACTS, name: ' ', shortName: '', address: '' })).toEqual({
      name: en.schoolSettings.errors.required,
      shortName: en.schoolSettings.errors.required,
      address: en.schoolSettings.errors.required,
    });
    expect(errors({ ...FACTS, nameBn: '', shortNameBn: '', addressBn: '' })).toEqual({});
  });

  it('refuses hidden characters, links that are not web pages and impossible figures', () => {
    expect(errors({ ...FACTS, name: 'Rupsha\u202eDriving' })).toEqual({ name: en.schoolSettings.errors.invalidChars });
    expect(errors({ ...FACTS, social: { facebook: 'javascript:alert(1)', youtube: 'ftp://x.example/' } })).toEqual({
      'social.facebook': en.schoolSettings.errors.url,
      'social.youtube': en.schoolSettings.errors.url,
    });
    expect(
      errors({ ...FACTS, statistics: { ...FACTS.statistics, firstAttemptPassPercent: 101 }, established: 1800 }),
    ).toEqual({
      'statistics.firstAttemptPassPercent': en.schoolSettings.errors.percent,
      established: en.schoolSettings.errors.year,
    });
  });

  it('answers in the language the form is in', () => {
    const bengali = schoolInputSchema((key) => bn.schoolSettings.errors[key]);
    expect(errors({ ...FACTS, email: 'not an address' }, bengali)).toEqual({ email: bn.schoolSettings.errors.email });
  });
});
