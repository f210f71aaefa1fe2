import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';

/** Query keys of batches and their sessions, below the teaching loop's one key. */
export const batchKeys = {
  all: TEACHING_KEY,
  sessions: (from: string, to: string) => [...TEACHING_KEY, 'sessions', from, to] as const,
  detail: (id: string) => [...TEACHING_KEY, 'detail', id] as const,
  /** A batch's course's students waiting for a seat, as searched. */
  waiting: (id: string, q: string) => [...TEACHING_KEY, 'waiting', id, q] as const,
  list: (cid?: string) => [...TEACHING_KEY, 'list', cid ?? ''] as const,
  /** The batches of a course a student may still join (a free seat, not ended). */
  open: (cid: string) => [...TEACHING_KEY, 'open', cid] as const,
};
