import { describe, expect, it } from 'vitest';
import { day, orderStatus, phonesIn, wholeNumber } from './normalize';
import { fromExtendedJson, parseMongoExport } from './read-export';

describe('reading a mongoexport file', () => {
  const doc = {
    _id: { $oid: '64a1f0c2e4b0a1b2c3d4e501' },
    price: { $numberInt: '5000' },
    lesson: { $numberLong: '20' },
    rating: { $numberDouble: '5.0' },
    createdAt: { $date: { $numberLong: '1677664800000' } },
    updatedAt: { $date: '2023-03-01T10:00:00Z' },
    course: { cid: 'cid1', tags: [{ $numberInt: '1' }] },
  };
  const plain = {
    _id: '64a1f0c2e4b0a1b2c3d4e501',
    price: 5000,
    lesson: 20,
    rating: 5,
    createdAt: '2023-03-01T10:00:00.000Z',
    updatedAt: '2023-03-01T10:00:00.000Z',
    course: { cid: 'cid1', tags: [1] },
  };

  it('undoes Extended JSON, canonical and relaxed', () => {
    expect(fromExtendedJson(doc)).toEqual(plain);
  });

  it('reads JSON lines (the default) and one array (--jsonArray) alike', () => {
    const lines = `${JSON.stringify(doc)}\n\n${JSON.stringify(doc)}\n`;
    expect(parseMongoExport(lines, 'x.json')).toEqual([plain, plain]);
    expect(parseMongoExport(JSON.stringify([doc, doc], null, 2), 'x.json')).toEqual([plain, plain]);
    expect(() => parseMongoExport('{"a":1}\n{oops', 'x.json')).toThrow(/x.json line 2/);
  });
});

describe('the old values as the app stores them', () => {
  it('finds every mobile number in a free-text contact', () => {
    expect(phonesIn('০১৭১২৩৪৫৬৭৮')).toEqual(['01712345678']);
    expect(phonesIn('+880 1712-345678')).toEqual(['01712345678']);
    expect(phonesIn('01712345678 / 01812345678')).toEqual(['01712345678', '01812345678']);
    expect(phonesIn('Father: 01712 345678, Mother ০১৮১২-৩৪৫৬৭৮')).toEqual(['01712345678', '01812345678']);
    expect(phonesIn('01712345678 or 01712345678')).toEqual(['01712345678']);
    expect(phonesIn('041-723456')).toEqual([]);
    expect(phonesIn('')).toEqual([]);
  });

  it('maps statuses in any case and common spelling; an unknown one is null', () => {
    expect(['Pending', 'PENDDING', ' pending ', ''].map(orderStatus)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(['Running', 'runing', 'in-progress', 'On going'].map(orderStatus)).toEqual(Array(4).fill('running'));
    expect(['Completed', 'complete', 'DONE'].map(orderStatus)).toEqual(Array(3).fill('completed'));
    expect(['Subject', 'cancelled'].map(orderStatus)).toEqual([null, null]);
  });

  it('reads days and whole numbers as people wrote them', () => {
    expect(day('2001-04-15')).toBe('2001-04-15');
    expect(day('১৫/০৬/১৯৯৯')).toBe('1999-06-15');
    expect(day('2022-01-09T18:00:00.000Z')).toBe('2022-01-10'); // midnight in Khulna
    expect(day('31/02/2000')).toBeNull();
    expect(wholeNumber('৩,৫০০')).toBe(3500);
    expect(wholeNumber('Tk 5000/-')).toBe(5000);
    expect(wholeNumber('3-4')).toBeNull();
    expect(wholeNumber('call us')).toBeNull();
  });
});
