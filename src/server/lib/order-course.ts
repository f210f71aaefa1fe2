import type { Course } from '#shared/schemas/course.ts';

/**
 * The course as an order keeps it: copied into the order's row when the order is booked (or moved
 * to the course), so a later change to the course's title, price or length changes no order.
 */
export const courseCopy = (course: Course) => ({
  courseCid: course.cid,
  courseTitle: course.title,
  coursePrice: course.price,
  courseImage: course.image,
  courseDuration: course.duration,
  courseLesson: course.lesson,
});
