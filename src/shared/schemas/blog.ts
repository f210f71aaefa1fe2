import { z } from 'zod';
import { DAY_PATTERN, parseDay } from '#shared/dates.ts';
import { ListSearchSchema, sortSchema } from './list';
import { PageQuerySchema } from './paging';
import {
  FIELD_MESSAGES as M,
  PublicKeySchema,
  SaveModeSchema,
  SearchKeySchema,
  SiteImageUrlSchema,
  bengaliText,
  requiredText,
} from './course';

/**
 * What the API returns for a blog post: three sections, a publish date and a bid. Titles and texts
 * are in English under the spec's names and in Bengali beside them (`title1Bn`, …; empty when not
 * written yet: a page then shows the English one).
 */
export const BlogSchema = z.object({
  _id: z.string(),
  bid: z.string(),
  title1: z.string(),
  title1Bn: z.string(),
  details1: z.string(),
  details1Bn: z.string(),
  image1: z.string(),
  title2: z.string(),
  title2Bn: z.string(),
  details2: z.string(),
  details2Bn: z.string(),
  image2: z.string(),
  title3: z.string(),
  title3Bn: z.string(),
  details3: z.string(),
  details3Bn: z.string(),
  image3: z.string(),
  /** Publish date, YYYY-MM-DD. */
  date: z.string(),
});
export type Blog = z.infer<typeof BlogSchema>;

/** The post's texts written in both languages (each `x` has its Bengali twin `xBn`). */
export const BLOG_TEXT_FIELDS = ['title1', 'details1', 'title2', 'details2', 'title3', 'details3'] as const;
export const BlogListSchema = z.array(BlogSchema);

/** A calendar day as the date input sends it (YYYY-MM-DD), and a real one. */
export const PublishDateSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .regex(DAY_PATTERN, M.dateFormat)
  .refine((s) => (parseDay(s)?.getUTCFullYear() ?? 0) >= 2000, M.realDate);

const title = requiredText(200);
const details = requiredText(10_000);
const titleBn = bengaliText(200);
const detailsBn = bengaliText(10_000);

/**
 * The text of a post: what the edit form changes (every English field required, each Bengali one
 * optional; the bid never changes).
 */
export const BlogTextSchema = z.object({
  title1: title,
  title1Bn: titleBn,
  details1: details,
  details1Bn: detailsBn,
  title2: title,
  title2Bn: titleBn,
  details2: details,
  details2Bn: detailsBn,
  title3: title,
  title3Bn: titleBn,
  details3: details,
  details3Bn: detailsBn,
  date: PublishDateSchema,
});
export type BlogText = z.infer<typeof BlogTextSchema>;

export const BlogImagesSchema = z.object({
  image1: SiteImageUrlSchema,
  image2: SiteImageUrlSchema,
  image3: SiteImageUrlSchema,
});
export const BLOG_IMAGE_KEYS = ['image1', 'image2', 'image3'] as const;

/** Adding a blog post: three titles, details and images, a date and a bid, all required. */
export const BlogInputSchema = BlogTextSchema.extend(BlogImagesSchema.shape).extend({ bid: PublicKeySchema });
export type BlogInput = z.infer<typeof BlogInputSchema>;

/**
 * PUT /api/blog?bid=…&mode=… (docs/decisions/0040): `create` must not find the bid (409) and needs
 * the three images; `update` must find it (404) and keeps the images it is not sent.
 */
export const BlogSaveQuerySchema = z.object({ bid: PublicKeySchema, mode: SaveModeSchema });
export const BlogSaveBodySchema = BlogTextSchema.extend(BlogImagesSchema.partial().shape).extend({
  bid: PublicKeySchema.optional(),
});
export type BlogSaveBody = z.infer<typeof BlogSaveBodySchema>;

/** GET /api/allblog: newest first, paged like the admin lists; `bid` finds one post by its exact id. */
/** What the manage list can order posts by: publish date (newest first by default) or first title. */
export const BLOG_SORTS = ['date', 'title'] as const;

export const BlogListQuerySchema = PageQuerySchema.extend({
  bid: SearchKeySchema.optional(),
  /** Any post whose id or one of its three titles contains this. */
  q: ListSearchSchema.optional(),
  sort: sortSchema(BLOG_SORTS).default('-date'),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

export const BlogIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
