import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BlogTextSchema, type Blog } from '#shared/schemas/blog.ts';
import { PublicKeySchema } from '#shared/schemas/course.ts';
import { BilingualField } from '#web/components/ui/bilingual-field.tsx';
import { DateField } from '#web/components/ui/date-field.tsx';
import { IdField, ImageField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldErrorText } from '#web/lib/field-error.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { imageFileSchema } from '#web/lib/image-file.ts';
import { useCreateBlog, useUpdateBlog } from '#web/features/blogs/api/save-blog.ts';

const SECTIONS = [1, 2, 3] as const;

/** The shared blog schema, with each picture as a file to upload (required when adding). */
const blogFormSchema = (adding: boolean) =>
  BlogTextSchema.extend({
    bid: PublicKeySchema,
    file1: imageFileSchema({ required: adding }),
    file2: imageFileSchema({ required: adding }),
    file3: imageFileSchema({ required: adding }),
  });
type BlogFormInput = z.input<ReturnType<typeof blogFormSchema>>;
type BlogFormValues = z.output<ReturnType<typeof blogFormSchema>>;

/** A saved post as the form's starting values (its pictures stay as they are). */
const blogValues = ({ _id: _, image1: _1, image2: _2, image3: _3, ...values }: Blog): BlogFormInput => values;

/** A new post's empty form: every text in both languages. */
const EMPTY_BLOG: BlogFormInput = {
  bid: '',
  title1: '',
  title1Bn: '',
  details1: '',
  details1Bn: '',
  title2: '',
  title2Bn: '',
  details2: '',
  details2Bn: '',
  title3: '',
  title3Bn: '',
  details3: '',
  details3Bn: '',
  date: '',
};

/**
 * Add blog and Edit blog. Adding asks for three titles, details and images, a date
 * and a bid. Editing prefills every field from its own value, shows the images without letting
 * them change, locks the bid and saves with "Save & Continue". Each title and text is written in
 * English and in Bengali, side by side (docs/decisions/0280).
 */
export function BlogForm({ blog, onSaved }: { blog?: Blog; onSaved: (blog: Blog) => void }) {
  const { t } = useTranslation();
  const editing = blog !== undefined;
  const create = useCreateBlog();
  const update = useUpdateBlog();
  const schema = useMemo(() => blogFormSchema(!editing), [editing]);
  const form = useForm<BlogFormInput, unknown, BlogFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blog ? blogValues(blog) : EMPTY_BLOG,
  });
  const field = fieldsOf(form, (error) => fieldErrorText(t, error));

  const onSubmit = submitWith(form, async ({ file1, file2, file3, ...text }) => {
    onSaved(
      editing
        ? await update.mutateAsync({ ...text, bid: blog.bid })
        : await create.mutateAsync({ ...text, files: [file1![0]!, file2![0]!, file3![0]!] }),
    );
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{t('bilingual.note')}</p>
      {SECTIONS.map((n) => (
        <fieldset
          key={n}
          className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 xl:grid-cols-[minmax(0,3fr)_minmax(16rem,1fr)]"
        >
          <legend className="px-1 text-lg font-semibold text-slate-900">{t('blogAdmin.section', { n })}</legend>
          <div className="flex min-w-0 flex-col gap-5">
            <BilingualField
              label={t('blogAdmin.fields.title', { n })}
              en={field(`title${n}`)}
              bn={field(`title${n}Bn`)}
            />
            <BilingualField
              label={t('blogAdmin.fields.details', { n })}
              multiline
              en={field(`details${n}`)}
              bn={field(`details${n}Bn`)}
            />
          </div>
          {editing ? (
            <figure className="flex flex-col gap-2 text-sm text-slate-600">
              <img
                src={blog[`image${n}`]}
                alt={t('blogAdmin.fields.image', { n })}
                width={320}
                height={240}
                className="aspect-[4/3] w-full max-w-xs rounded-lg bg-brand-50 object-cover"
              />
              <figcaption>{t('blogAdmin.hints.imagesLocked')}</figcaption>
            </figure>
          ) : (
            <ImageField
              label={t('blogAdmin.fields.image', { n })}
              // The kinds and size once, at the first picture: the same words three times is noise.
              hint={n === 1 ? t('courseAdmin.hints.image') : undefined}
              {...field(`file${n}`)}
            />
          )}
        </fieldset>
      ))}
      <div className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
        <DateField
          label={editing ? t('blogAdmin.fields.publishDate') : t('blogAdmin.fields.date')}
          {...field('date')}
        />
        <IdField
          label={t('blogAdmin.fields.bid')}
          hint={t('blogAdmin.hints.bid')}
          locked={blog?.bid}
          lockedHint={t('blogAdmin.hints.bidLocked')}
          {...field('bid')}
        />
      </div>
      <div>
        <SubmitButton busy={form.formState.isSubmitting} className="w-full sm:w-auto">
          {editing ? t('common.saveContinue') : t('blogAdmin.submitAdd')}
        </SubmitButton>
      </div>
    </form>
  );
}
