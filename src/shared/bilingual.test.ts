import { describe, expect, it } from 'vitest';
import { fieldIn, localize, pickText, textIn } from './bilingual';

describe('the text a page shows from bilingual content', () => {
  it("is the page's own language when that text exists", () => {
    expect(pickText('en', 'Manual Car Driving', 'ম্যানুয়াল কার')).toEqual({ text: 'Manual Car Driving', language: 'en' });
    expect(pickText('bn', 'Manual Car Driving', 'ম্যানুয়াল কার')).toEqual({ text: 'ম্যানুয়াল কার', language: 'bn' });
  });

  it('falls back to the other language when its own is missing, and says so', () => {
    expect(pickText('bn', 'Night Driving', '')).toEqual({ text: 'Night Driving', language: 'en' });
    expect(pickText('en', '', 'রাতের ড্রাইভিং')).toEqual({ text: 'রাতের ড্রাইভিং', language: 'bn' });
    expect(textIn('bn', 'Night Driving', undefined)).toBe('Night Driving');
    expect(textIn('en', null, 'রাতের ড্রাইভিং')).toBe('রাতের ড্রাইভিং');
  });

  it('treats a text of only spaces or line breaks as missing', () => {
    expect(textIn('bn', 'Night Driving', '  \n ')).toBe('Night Driving');
    expect(textIn('en', ' ', 'রাতের ড্রাইভিং')).toBe('রাতের ড্রাইভিং');
  });

  it('gives an empty text in the page language only when both are missing', () => {
    expect(pickText('bn', '', '')).toEqual({ text: '', language: 'bn' });
    expect(pickText('en', undefined, null)).toEqual({ text: '', language: 'en' });
  });
});

describe('a bilingual record in one language', () => {
  const course = {
    cid: 'night',
    title: 'Night Driving',
    titleBn: 'রাতের ড্রাইভিং',
    details: 'Headlights and glare.',
    detailsBn: '',
    price: 4500,
  };

  it('replaces each named field with its text for the page, keeping everything else', () => {
    const bn = localize(course, ['title', 'details'], 'bn');
    expect(bn).toEqual({ ...course, title: 'রাতের ড্রাইভিং', details: 'Headlights and glare.' });
    expect(localize(course, ['title', 'details'], 'en')).toEqual(course);
  });

  it('leaves the record it was given untouched', () => {
    localize(course, ['title'], 'bn');
    expect(course.title).toBe('Night Driving');
  });

  it("names a field's real language, so the page can mark English shown on a Bengali page", () => {
    expect(fieldIn(course, 'details', 'bn')).toEqual({ text: 'Headlights and glare.', language: 'en' });
    expect(fieldIn(course, 'title', 'bn')).toEqual({ text: 'রাতের ড্রাইভিং', language: 'bn' });
  });
});
