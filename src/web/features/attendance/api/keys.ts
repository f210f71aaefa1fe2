import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';

/** Query keys of a batch's marks and an order's progress, below the teaching loop's one key. */
export const attendanceKeys = {
  marks: (batchId: string) => [...TEACHING_KEY, 'attendance', batchId] as const,
  progress: (oid: string) => [...TEACHING_KEY, 'progress', oid] as const,
};
