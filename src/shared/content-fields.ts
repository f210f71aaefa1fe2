/**
 * A course's texts that have a Bengali twin (`titleBn`, …). A module of its own, without the
 * validation library, so public pages can show courses in their language without downloading it.
 */
export const COURSE_TEXT_FIELDS = ['title', 'details', 'duration', 'dt', 'practical', 'mechanical'] as const;

/** An order's course texts that have a Bengali twin (`titleBn`, `durationBn`). */
export const ORDER_COURSE_TEXT_FIELDS = ['title', 'duration'] as const;
