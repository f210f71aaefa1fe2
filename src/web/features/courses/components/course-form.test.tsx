import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Course } from '../../../../shared/schemas/course';
import { CourseForm } from './course-form';
import { renderInApp } from '../../../test/render';

function renderForm(course?: Course) {
  renderInApp(<CourseForm course={course} onSaved={() => {}} />);
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const en = (field: string) => input(`${field} (English)`);
const bn = (field: string) => input(`${field} (বাংলা)`);

const BILINGUAL = ['Title', 'Details', 'Duration', 'Daily time', 'Practical', 'Mechanical'];

describe('the add-course form', () => {
  it('starts empty, with examples only as placeholders', () => {
    renderForm();
    for (const label of ['Course Id', 'Price (Tk)', 'Lesson']) expect(input(label).value, label).toBe('');
    for (const field of BILINGUAL) {
      expect(en(field).value, field).toBe('');
      expect(bn(field).value, field).toBe('');
    }
    expect(input('Course Id').placeholder).toBe('e.g. car-basic');
    expect(en('Practical').placeholder).toBe('e.g. 12 Days');
    expect(en('Mechanical').placeholder).toBe('e.g. 3 Days');
    expect(bn('Practical').placeholder).toBe('e.g. ১২ দিন');
  });

  it('has an English and a Bengali box for every text, each marked with its language', () => {
    renderForm();
    for (const field of BILINGUAL) {
      expect(en(field).lang, field).toBe('en');
      expect(bn(field).lang, field).toBe('bn');
    }
    expect(en('Details').tagName).toBe('TEXTAREA');
    expect(bn('Details').tagName).toBe('TEXTAREA');
  });

  it('editing shows the course’s own values in both languages and no examples', () => {
    renderForm({
      _id: '1',
      cid: 'night-1',
      title: 'Night Driving',
      titleBn: 'রাতের ড্রাইভিং',
      details: 'After dark.',
      detailsBn: '',
      price: 4500,
      lesson: 6,
      duration: '1 Week',
      durationBn: '১ সপ্তাহ',
      dt: '1 Hour',
      dtBn: '',
      practical: '5 Days',
      practicalBn: '৫ দিন',
      mechanical: '1 Day',
      mechanicalBn: '',
      image: '',
      instalmentPlan: null,
    });
    expect(en('Practical').value).toBe('5 Days');
    expect(bn('Practical').value).toBe('৫ দিন');
    expect(en('Practical').placeholder).toBe('');
    expect(bn('Title').value).toBe('রাতের ড্রাইভিং');
    expect(bn('Details').value).toBe('');
    expect(input('Price (Tk)').value).toBe('4500');
  });
});
