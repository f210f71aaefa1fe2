/**
 * A course's texts that have a Bengali twin (`titleBn`, …). A module of its own, without the
 * validation library, so public pages can show courses in their language without downloading it.
 */
export const COURSE_TEXT_FIELDS = ['title', 'details', 'duration', 'dt', 'practical', 'mechanical'] as const;
