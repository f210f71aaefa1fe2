import { describe, expect, it } from 'vitest';
import { menuFor } from './menu';

const entries = (user: Parameters<typeof menuFor>[0]) => menuFor(user).map((item) => `${item.key} ${item.to}`);

const STAFF = [
  'manageUsers manage-users',
  'manageOrder manage-order',
  'batches batches',
  'tests tests',
  'payments payments',
  'refund refund',
  'dues dues',
  'collections collections',
  'enquiries enquiries',
  'messages messages',
  'questions questions',
];

describe('the dashboard menu', () => {
  it('offers a student their profile, their course, the theory tests and their refunds, then their account', () => {
    expect(entries({ role: 'student', isOwner: false })).toEqual([
      'myProfile my-profile',
      'myCourse my-course',
      'theory theory',
      'refund refund',
      'myAccount my-account',
    ]);
  });

  it('offers a teacher their profile and the question bank, then their account', () => {
    expect(entries({ role: 'teacher', isOwner: false })).toEqual([
      'myProfile my-profile',
      'questions questions',
      'myAccount my-account',
    ]);
  });

  it('offers an admin the office’s pages, then their account', () => {
    expect(entries({ role: 'admin', isOwner: false })).toEqual([...STAFF, 'myAccount my-account']);
  });

  it('offers the owner the office’s pages, then the content, skills, coupons, log and settings', () => {
    expect(entries({ role: 'admin', isOwner: true })).toEqual([
      ...STAFF,
      'addBlogs add-blogs',
      'manageBlogs manage-blogs',
      'addCourse add-course',
      'manageCourse manage-course',
      'skills skills',
      'coupons coupons',
      'activity activity',
      'schoolSettings school-settings',
      'myAccount my-account',
    ]);
  });
});
