import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Course } from '../../../../shared/schemas/course';
import { CourseForm } from './course-form';
import { renderInApp } from '../../../test/render';

function renderForm(course?: Course) {
  renderInApp(<CourseForm course={course} onSaved={() => {}} />);
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('the add-course form', () => {
  it('starts empty, with examples only as placeholders', () => {
    renderForm();
    const fields = [
      'Course Id',
      'Title',
      'Price (Tk)',
      'Lesson',
      'Duration (optional)',
      'Daily time',
      'Practical',
      'Mechanical',
    ];
    for (const label of fields) expect(input(label).value, label).toBe('');
    expect(input('Details').value).toBe('');
    expect(input('Course Id').placeholder).toBe('e.g. car-basic');
    expect(input('Practical').placeholder).toBe('e.g. 12 Days');
    expect(input('Mechanical').placeholder).toBe('e.g. 3 Days');
  });

  it('editing shows the course’s own values and no examples', () => {
    renderForm({
      _id: '1',
      cid: 'night-1',
      title: 'Night Driving',
      details: 'After dark.',
      price: 4500,
      lesson: 6,
      duration: '1 Week',
      dt: '1 Hour',
      practical: '5 Days',
      mechanical: '1 Day',
      image: '',
    });
    expect(input('Practical').value).toBe('5 Days');
    expect(input('Practical').placeholder).toBe('');
    expect(input('Price (Tk)').value).toBe('4500');
  });
});
