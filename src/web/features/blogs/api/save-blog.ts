import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog, BlogText } from '#shared/schemas/blog.ts';
import { api } from '#web/lib/api.ts';
import { uploadPublicImageOnce } from '#web/lib/upload.ts';

/** Add blog: the three pictures are uploaded first, then PUT /api/blog?bid&mode=create (never overwrites). */
export async function createBlog(input: BlogText & { bid: string; files: [File, File, File] }): Promise<Blog> {
  const { files, ...text } = input;
  const [image1, image2, image3] = await Promise.all(files.map(uploadPublicImageOnce));
  return api<Blog>('/blog', {
    method: 'PUT',
    query: { bid: input.bid, mode: 'create' },
    body: { ...text, image1, image2, image3 },
  });
}

/** Edit blog: PUT /api/blog?bid&mode=update with the text only; the pictures stay as they are. */
export async function updateBlog(input: BlogText & { bid: string }): Promise<Blog> {
  return api<Blog>('/blog', { method: 'PUT', query: { bid: input.bid, mode: 'update' }, body: { ...input } });
}

function useInvalidateBlogs() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['blogs'] });
}

export function useCreateBlog() {
  const invalidate = useInvalidateBlogs();
  return useMutation({ mutationFn: createBlog, onSuccess: invalidate });
}

export function useUpdateBlog() {
  const invalidate = useInvalidateBlogs();
  return useMutation({ mutationFn: updateBlog, onSuccess: invalidate });
}
