import { z } from 'zod';

export const SIGN_CATEGORIES = ['mandatory', 'warning', 'informative'] as const;

/** A road sign as the sign pages list it: its meaning in both languages and its picture's address. */
export const RoadSignSchema = z.object({
  id: z.string(),
  category: z.enum(SIGN_CATEGORIES),
  en: z.string(),
  enMeaning: z.string(),
  bn: z.string(),
  bnMeaning: z.string(),
  image: z.string(),
});
export type RoadSign = z.infer<typeof RoadSignSchema>;

export const SignsQuerySchema = z.object({
  /** Words to find in a sign's name or meaning, in either language. */
  q: z.string().trim().max(100).optional(),
  category: z.enum(SIGN_CATEGORIES).optional(),
});
