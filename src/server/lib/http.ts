import { z } from 'zod';

/** The one error body (DESIGN.md §5), used in every route's response schemas. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
