import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput, SaveMode } from '#shared/schemas/course.ts';
import { api } from '#web/lib/api.ts';
import { uploadPublicImageOnce } from '#web/lib/upload.ts';

export interface SaveCourseInput {
  mode: SaveMode;
  course: Omit<CourseInput, 'image'> & { image?: string };
  /** A new picture to upload first; without one the course keeps `course.image`. */
  imageFile?: File;
}

/** PUT /api/course?cid&mode: `create` never overwrites an existing course, `update` never creates one. */
export async function saveCourse({ mode, course, imageFile }: SaveCourseInput): Promise<Course> {
  const image = imageFile ? await uploadPublicImageOnce(imageFile) : (course.image ?? '');
  return api<Course>('/course', {
    method: 'PUT',
    query: { cid: course.cid, mode },
    body: { ...course, image },
  });
}

export function useSaveCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    // The catalogue, the home page, the course page and the manage list all sit under ['courses'].
    onSuccess: () => qc.invalidateQueries({ queryKey: ['courses'] }),
  });
}
