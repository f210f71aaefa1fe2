import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Course } from '#shared/schemas/course.ts';
import { CourseForm } from './course-form';
import { renderInApp } from '#web/test/render.tsx';

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
      skillKind: 'car',
    });
    expect(en('Practical').value).toBe('5 Days');
    expect(bn('Practical').value).toBe('৫ দিন');
    expect(en('Practical').placeholder).toBe('');
    expect(bn('Title').value).toBe('রাতের ড্রাইভিং');
    expect(bn('Details').value).toBe('');
    expect(input('Price (Tk)').value).toBe('4500');
  });
});

describe('the instalment plan of a course', () => {
  it('adds parts, shows what a student pays in taka, and refuses parts that do not add up to 100%', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText(/The whole fee is due by the start date/)).toBeTruthy();
    await user.type(input('Price (Tk)'), '12000');
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    const percents = screen.getAllByLabelText(/Share of the fee/) as HTMLInputElement[];
    const days = screen.getAllByLabelText('Days after booking') as HTMLInputElement[];
    expect(percents.map((p) => p.value)).toEqual(['100', '1']);
    await user.clear(percents[0]!);
    await user.type(percents[0]!, '50');
    await user.clear(percents[1]!);
    await user.type(percents[1]!, '40');
    expect(days.map((d) => d.value)).toEqual(['0', '30']);
    expect(screen.getByText(/Total: 90%/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText('The parts must add up to 100%.')).toBeTruthy();

    await user.clear(percents[1]!);
    await user.type(percents[1]!, '50');
    expect(screen.getByText(/of ৳12,000: ৳6,000 at booking, ৳6,000 30 days later/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove part 2' }));
    expect(screen.getAllByLabelText(/Share of the fee/)).toHaveLength(1);
  });
});

describe('the instalment plan, corrected after sending', () => {
  it('a fix in one part clears the message about the whole plan', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    const percents = screen.getAllByLabelText(/Share of the fee/) as HTMLInputElement[];
    await user.clear(percents[0]!);
    await user.type(percents[0]!, '70');
    await user.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText('The parts must add up to 100%.')).toBeTruthy();
    await user.clear(percents[1]!);
    await user.type(percents[1]!, '30');
    await waitFor(() => expect(screen.queryByText('The parts must add up to 100%.')).toBeNull());
  });
});
