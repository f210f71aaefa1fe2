import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, type CourseRow } from '../../db/schema';
import type { Course } from '../../../shared/schemas/course';
import { AppError } from '../../lib/errors';

export function toCourse(row: CourseRow): Course {
  return {
    _id: row.id,
    cid: row.cid,
    title: row.title,
    details: row.details,
    price: row.price,
    lesson: row.lesson,
    duration: row.duration,
    dt: row.dt,
    practical: row.practical,
    mechanical: row.mechanical,
    image: row.image,
  };
}

/** Oldest first, so the home page's "first 4" are stable as courses are added. */
export async function listCourses(db: Db): Promise<Course[]> {
  const rows = await db.select().from(courses).orderBy(asc(courses.createdAt), asc(courses.cid));
  return rows.map(toCourse);
}

export async function findCourseByCid(db: Db, cid: string): Promise<Course> {
  const [row] = await db.select().from(courses).where(eq(courses.cid, cid)).limit(1);
  if (!row) throw new AppError('COURSE_NOT_FOUND');
  return toCourse(row);
}
