import { describe, expect, it } from 'vitest';
import { PAGES } from '#shared/pages.ts';
import { paths } from './paths';

describe('the links to pages', () => {
  it('are the addresses of the list of pages, one per page', () => {
    expect(Object.keys(paths)).toEqual(Object.keys(PAGES));
    expect(paths.home).toBe('/');
    expect(paths.courses).toBe('/courses');
    expect(paths.myCourse).toBe('/dashboard/my-course');
  });

  it('fill a page’s parameters in order, each as one path segment', () => {
    expect(paths.course('car basic')).toBe('/course/car%20basic');
    expect(paths.editOrder('OID12345678')).toBe('/dashboard/manage-order/edit-order/OID12345678');
    expect(paths.roster('b/1', '2026-01-31')).toBe('/dashboard/roster/b%2F1/2026-01-31');
    expect(paths.certificateCheck('KDS-2026-0001')).toBe('/verify/KDS-2026-0001');
  });
});
