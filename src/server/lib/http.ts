import { z } from 'zod';

/** The one error body, used in every route's response schemas. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The same refusals as catalogue keys and their values (docs/decisions/0490). */
  fieldCodes: z
    .record(
      z.string(),
      z.object({ code: z.string(), params: z.record(z.string(), z.union([z.number(), z.string()])).optional() }),
    )
    .optional(),
  /** The values the code's words take: a wait, a limit, a count (docs/decisions/0505). */
  params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});

/** The error answers every guarded route can give: bad input, not signed in, not allowed, not found. */
export const ERROR_RESPONSES = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
