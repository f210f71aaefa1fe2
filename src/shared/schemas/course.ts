import { z } from 'zod';
import { SKILL_KINDS } from '#shared/constants.ts';
import { PUBLIC_UPLOAD_URL } from '#shared/uploads.ts';
import { ListSearchSchema, sortSchema } from './list';
import { PageQuerySchema } from './paging';
import { INSTALMENT_MESSAGES, InstalmentPartSchema, InstalmentPlanSchema } from './instalments';

/**
 * What the API returns for a course (the owner's internal fields stay inside). Its texts are in
 * English under the spec's names, as every client has always read them, and in Bengali beside them
 * (`titleBn`, …; empty when not written yet: a page then shows the English one).
 */
export const CourseSchema = z.object({
  _id: z.string(),
  cid: z.string(),
  title: z.string(),
  titleBn: z.string(),
  details: z.string(),
  detailsBn: z.string(),
  price: z.number().int(),
  lesson: z.number().int(),
  duration: z.string(),
  durationBn: z.string(),
  dt: z.string(),
  dtBn: z.string(),
  practical: z.string(),
  practicalBn: z.string(),
  mechanical: z.string(),
  mechanicalBn: z.string(),
  image: z.string(),
  /** How the fee may be paid in parts; null: in full by the start date. */
  instalmentPlan: z.array(InstalmentPartSchema).nullable(),
  /** Which skill checklist its lessons tick: car, motorcycle or mechanics. */
  skillKind: z.enum(SKILL_KINDS),
});
export type Course = z.infer<typeof CourseSchema>;

/** The course texts written in both languages (each `x` has its Bengali twin `xBn`). */
export { COURSE_TEXT_FIELDS } from '#shared/content-fields.ts';

export const CourseListSchema = z.array(CourseSchema);

export const CidParamsSchema = z.object({
  cid: z.string().trim().min(1).max(64),
});

// ── Course administration: the owner's add and edit. The add/edit forms and
// PUT /api/course validate with these same schemas. ──

/**
 * The field messages of the course and blog schemas: the API sends them in `fields`, and the forms
 * map them to the UI catalogue (`formErrors.*`), so the two never drift apart.
 */
export const FIELD_MESSAGES = {
  required: 'Required',
  number: 'Enter a number',
  wholeNumber: 'Enter a whole number',
  negative: 'Cannot be negative',
  idFormat: 'Use only letters, digits, - and _',
  siteImage: 'Upload the image here (an address on this site)',
  dateFormat: 'Use the format YYYY-MM-DD',
  realDate: 'Enter a real date',
  ...INSTALMENT_MESSAGES,
} as const;
const M = FIELD_MESSAGES;
/** "At most N characters" / "At most N": the forms read N back out of it. */
export const atMost = (max: number, chars = true) => `At most ${max}${chars ? ' characters' : ''}`;

/** A course or blog id: it becomes part of a URL (/course/{cid}), so letters, digits, - and _ only. */
export const PublicKeySchema = z
  .string()
  .trim()
  .min(1, M.required)
  .max(64, atMost(64))
  .regex(/^[A-Za-z0-9_-]+$/, M.idFormat);

const BUNDLED_IMAGE_URL = /^\/images\/[A-Za-z0-9_./-]+\.(?:svg|jpg|jpeg|png|webp)$/;
/**
 * An image the site itself serves: a public upload (/files/public/…) or one of the bundled images
 * (/images/…). Outside addresses are refused: the page's CSP would not show them anyway.
 */
export const SiteImageUrlSchema = z
  .string()
  .trim()
  .max(300, atMost(300))
  .regex(new RegExp(`${PUBLIC_UPLOAD_URL.source}|${BUNDLED_IMAGE_URL.source}`), M.siteImage)
  .refine((s) => !s.includes('..'), M.siteImage);

/** A search box's exact id: free text (an id that cannot exist simply finds nothing). */
export const SearchKeySchema = z.string().trim().min(1).max(100);

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, M.required).max(max, atMost(max));
/**
 * A Bengali text beside a required English one: optional, since a page shows the English text
 * until it is written. Absent when saving changes leaves the stored one as it is (a client that
 * knows nothing of Bengali texts keeps them); an empty text removes it.
 */
export const bengaliText = (max: number) => z.string().trim().max(max, atMost(max)).optional();
const count = (max: number) =>
  z.number({ error: M.number }).int(M.wholeNumber).min(0, M.negative).max(max, atMost(max, false));

/**
 * Adding a course: title, details, price, lesson and cid required; duration optional; dt required.
 * Each text may also be written in Bengali.
 */
export const CourseInputSchema = z.object({
  cid: PublicKeySchema,
  title: requiredText(200),
  titleBn: bengaliText(200),
  details: requiredText(5000),
  detailsBn: bengaliText(5000),
  /** Whole BDT. */
  price: count(10_000_000),
  lesson: count(1000),
  duration: z.string().trim().max(100, atMost(100)).default(''),
  durationBn: bengaliText(100),
  dt: requiredText(100),
  dtBn: bengaliText(100),
  practical: requiredText(100),
  practicalBn: bengaliText(100),
  mechanical: requiredText(100),
  mechanicalBn: bengaliText(100),
  /** Empty: no picture yet (the catalogue shows a neutral one). */
  image: z.union([SiteImageUrlSchema, z.literal('')]).default(''),
  /**
   * Paying in parts: null for none (the whole fee by the start date). Absent when saving changes
   * leaves the stored plan as it is. A change applies to bookings made after it; an order keeps
   * the schedule it was booked with.
   */
  instalmentPlan: InstalmentPlanSchema.nullable().optional(),
  /** The skill checklist its lessons tick. Absent: a new course is a car course, a saved one keeps its own. */
  skillKind: z.enum(SKILL_KINDS, 'Choose car, motorcycle or mechanics.').optional(),
});
export type CourseInput = z.infer<typeof CourseInputSchema>;
export type CourseInputValues = z.input<typeof CourseInputSchema>;

/**
 * PUT /api/course?cid=…&mode=… (docs/decisions/0040): `create` must not find the cid (409, the
 * existing course untouched), `update` must find it (404). No mode means `create`, so a call that
 * does not say what it means can never overwrite a course.
 */
export const SaveModeSchema = z.enum(['create', 'update']).default('create');
export type SaveMode = z.infer<typeof SaveModeSchema>;

export const CourseSaveQuerySchema = z.object({ cid: PublicKeySchema, mode: SaveModeSchema });

/** The body may repeat the cid (the old client did); it must then equal the query's. */
export const CourseSaveBodySchema = CourseInputSchema.extend({ cid: PublicKeySchema.optional() });

/** GET /api/allcourse: the whole catalogue by default; the manage list pages it and filters by cid. */
/** What the manage list can order courses by: the catalogue's order (oldest first), title or price. */
export const COURSE_SORTS = ['created', 'title', 'price'] as const;

/** GET /api/allcourse: `cid` finds one course by its exact id, `q` any course whose id or title contains it. */
export const CourseListQuerySchema = PageQuerySchema.extend({
  cid: SearchKeySchema.optional(),
  q: ListSearchSchema.optional(),
  sort: sortSchema(COURSE_SORTS).optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

export const DeleteResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
