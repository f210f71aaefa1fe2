import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BlogTextSchema, type Blog } from '../../../../shared/schemas/blog';
import { PublicKeySchema } from '../../../../shared/schemas/course';
import { Field, inputClass } from '../../../components/ui/field';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { fieldErrorText } from '../../../lib/field-error';
import { imageFileSchema } from '../../../lib/image-file';
import { toastError } from '../../../lib/toast-error';
import { useCreateBlog, useUpdateBlog } from '../api/save-blog';

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

const fileInputClass = `${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`;

/**
 * Add blog and Edit blog. Adding asks for three titles, details and images, a date and a bid.
 * Editing prefills every field from its own value, shows the images without letting them change,
 * locks the bid and saves with "Save & Continue".
 */
export function BlogForm({ blog, onSaved }: { blog?: Blog; onSaved: (blog: Blog) => void }) {
  const { t } = useTranslation();
  const editing = blog !== undefined;
  const create = useCreateBlog();
  const update = useUpdateBlog();
  const schema = useMemo(() => blogFormSchema(!editing), [editing]);
  const form = useForm<BlogFormInput, unknown, BlogFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blog
      ? {
          bid: blog.bid,
          title1: blog.title1,
          details1: blog.details1,
          title2: blog.title2,
          details2: blog.details2,
          title3: blog.title3,
          details3: blog.details3,
          date: blog.date,
        }
      : { bid: '', title1: '', details1: '', title2: '', details2: '', title3: '', details3: '', date: '' },
  });
  const errors = form.formState.errors;
  const err = (e: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, e);

  const onSubmit = form.handleSubmit(async ({ file1, file2, file3, ...text }) => {
    try {
      if (editing) {
        onSaved(await update.mutateAsync({ ...text, bid: blog.bid }));
      } else {
        onSaved(await create.mutateAsync({ ...text, files: [file1![0]!, file2![0]!, file3![0]!] }));
      }
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {SECTIONS.map((n) => {
        const image = blog?.[`image${n}`];
        return (
          <fieldset
            key={n}
            className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[2fr_1fr]"
          >
            <legend className="px-1 text-lg font-semibold text-slate-900">{t('blogAdmin.section', { n })}</legend>
            <div className="flex flex-col gap-5">
              <Field label={t('blogAdmin.fields.title', { n })} error={err(errors[`title${n}`])}>
                {(ids) => (
                  <input
                    id={ids.id}
                    type="text"
                    aria-describedby={ids.describedBy}
                    aria-invalid={ids.invalid}
                    className={inputClass}
                    {...form.register(`title${n}`)}
                  />
                )}
              </Field>
              <Field label={t('blogAdmin.fields.details', { n })} error={err(errors[`details${n}`])}>
                {(ids) => (
                  <textarea
                    id={ids.id}
                    rows={5}
                    aria-describedby={ids.describedBy}
                    aria-invalid={ids.invalid}
                    className={inputClass}
                    {...form.register(`details${n}`)}
                  />
                )}
              </Field>
            </div>
            {editing ? (
              <figure className="flex flex-col gap-2 text-sm text-slate-600">
                <img
                  src={image}
                  alt={t('blogAdmin.fields.image', { n })}
                  width={320}
                  height={240}
                  className="aspect-[4/3] w-full max-w-xs rounded-lg bg-brand-50 object-cover"
                />
                <figcaption>{t('blogAdmin.hints.imagesLocked')}</figcaption>
              </figure>
            ) : (
              <Field
                label={t('blogAdmin.fields.image', { n })}
                hint={t('courseAdmin.hints.image')}
                error={err(errors[`file${n}`])}
              >
                {(ids) => (
                  <input
                    id={ids.id}
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    aria-describedby={ids.describedBy}
                    aria-invalid={ids.invalid}
                    className={fileInputClass}
                    {...form.register(`file${n}`)}
                  />
                )}
              </Field>
            )}
          </fieldset>
        );
      })}
      <div className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
        <Field
          label={editing ? t('blogAdmin.fields.publishDate') : t('blogAdmin.fields.date')}
          error={err(errors.date)}
        >
          {(ids) => (
            <input
              id={ids.id}
              type="date"
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={inputClass}
              {...form.register('date')}
            />
          )}
        </Field>
        {editing ? (
          <Field label={t('blogAdmin.fields.bid')} hint={t('blogAdmin.hints.bidLocked')}>
            {(ids) => (
              <input
                id={ids.id}
                type="text"
                value={blog.bid}
                disabled
                aria-describedby={ids.describedBy}
                className={inputClass}
              />
            )}
          </Field>
        ) : (
          <Field label={t('blogAdmin.fields.bid')} hint={t('blogAdmin.hints.bid')} error={err(errors.bid)}>
            {(ids) => (
              <input
                id={ids.id}
                type="text"
                autoCapitalize="off"
                spellCheck={false}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid}
                className={inputClass}
                {...form.register('bid')}
              />
            )}
          </Field>
        )}
      </div>
      <div>
        <button
          type="submit"
          className={`${buttonStyles.primary} w-full sm:w-auto`}
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting && <ButtonSpinner />}
          {editing ? t('common.saveContinue') : t('blogAdmin.submitAdd')}
        </button>
      </div>
    </form>
  );
}
