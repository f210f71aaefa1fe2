import { z } from 'zod';

/** The one error body, used in every route's response schemas. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
