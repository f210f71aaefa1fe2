/** Query keys of batches, sessions, attendance and progress: one invalidation after a mark refreshes them all. */
export const batchKeys = {
  all: ['batches'] as const,
  sessions: (from: string, to: string) => ['batches', 'sessions', from, to] as const,
  detail: (id: string) => ['batches', 'detail', id] as const,
  attendance: (id: string) => ['batches', 'attendance', id] as const,
  progress: (oid: string) => ['batches', 'progress', oid] as const,
  list: (cid?: string) => ['batches', 'list', cid ?? ''] as const,
  /** The batches of a course a student may still join (a free seat, not ended). */
  open: (cid: string) => ['batches', 'open', cid] as const,
  vehicles: ['batches', 'vehicles'] as const,
  /** The office's BRTA test list between two days. */
  tests: (from: string, to: string) => ['batches', 'tests', from, to] as const,
  certificates: (oid: string) => ['batches', 'certificates', oid] as const,
  skills: ['batches', 'skills'] as const,
};
