/**
 * The first part of every query key of the teaching loop (batches, sessions, attendance and
 * progress, vehicles, BRTA tests, certificates, skill checklists, the calendar), each feature's
 * own keys below it. One invalidation of it after a change (a seat taken, a test's result, a new
 * checklist) asks every view again: a student's progress carries the tests, a roster the checklist.
 */
export const TEACHING_KEY = ['batches'] as const;
