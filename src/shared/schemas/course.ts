import { z } from 'zod';

/** What the API returns for a course (spec §3 Course; the owner's internal fields stay inside). */
export const CourseSchema = z.object({
  _id: z.string(),
  cid: z.string(),
  title: z.string(),
  details: z.string(),
  price: z.number().int(),
  lesson: z.number().int(),
  duration: z.string(),
  dt: z.string(),
  practical: z.string(),
  mechanical: z.string(),
  image: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseListSchema = z.array(CourseSchema);

export const CidParamsSchema = z.object({
  cid: z.string().trim().min(1).max(64),
});
