import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import {
  ProfileInputSchema,
  profileInputSchema,
  type Profile,
  type ProfileFormValues,
  type ProfileInput,
} from '#shared/schemas/profile.ts';
import { DateField } from '#web/components/ui/date-field.tsx';
import { Field, NumberField, TextField } from '#web/components/ui/field.tsx';
import { FileInput } from '#web/components/ui/file-input.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { SERVER_REFUSAL } from '#web/lib/field-error.ts';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { IMAGE_ACCEPT, imageFileProblem } from '#web/lib/image-file.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { uploadImage } from '#web/lib/upload.ts';
import { useSaveProfile } from '#web/features/profiles/api/save-profile.ts';

type FieldName = keyof ProfileFormValues;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The profile form: name, photo, phone, present and permanent address,
 * emergency contact, date of birth and NID number, all required. The photo is uploaded first with
 * the "Upload Image" button (which then reads "Uploaded!"); the form sends its address. The same
 * zod schema validates here and in `PUT /api/profile`, given the stored profile: a value it holds
 * is accepted unchanged, a changed one meets the rules.
 */
export function ProfileForm({ profile, defaultName }: { profile: Profile | null; defaultName: string }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    // A value the stored profile holds (a landline the old site's import kept, say) passes unchanged.
    resolver: zodResolver(profileInputSchema(profile ?? {})),
    defaultValues: {
      name: profile?.name ?? defaultName,
      image: profile?.image ?? '',
      phone: profile?.phone ?? '',
      preaddress: profile?.preaddress ?? '',
      peraddress: profile?.peraddress ?? '',
      emergency: profile?.emergency ?? '',
      dob: profile?.dob ?? '',
      nid: profile?.nid ?? '',
    },
  });
  const errors = form.formState.errors;
  const image = useWatch({ control: form.control, name: 'image' });

  // The shared schema's messages are the API's English; the form shows the catalogue's text.
  const errorText = (name: FieldName, error?: FieldError) => {
    if (!error) return undefined;
    if (error.type === SERVER_REFUSAL) return error.message;
    if (error.type === 'too_small')
      return name === 'image' ? t('profiles.errors.image') : t('profiles.errors.required');
    if (error.type === 'too_big') return t('profiles.errors.tooLong');
    if (name === 'phone' || name === 'emergency') return t('profiles.errors.phone');
    if (name === 'nid') return t('fieldErrors.nid');
    if (name === 'image') return t('profiles.errors.image');
    if (name === 'dob')
      return error.type === 'invalid_format' ? t('profiles.errors.dobFormat') : t('profiles.errors.dobPast');
    return t('profiles.errors.invalid');
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setUploadedUrl(null);
    setFileError(null);
  };

  const upload = async () => {
    if (!file) return setFileError(t('profiles.chooseFirst'));
    const problem = imageFileProblem(file);
    if (problem === 'type') return setFileError(t('profiles.errors.imageType'));
    if (problem === 'size') return setFileError(t('profiles.errors.imageSize'));
    setUploading(true);
    try {
      const url = await uploadImage(file, 'public');
      form.setValue('image', url, { shouldValidate: true, shouldDirty: true });
      setUploadedUrl(url);
    } catch (err) {
      toastError(err);
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = submitWith(form, async (values) => {
    try {
      await save.mutateAsync({ input: values });
    } catch (err) {
      // The server's reasons also show by their fields; the toast says what the answer means.
      atFields(form, { fields: Object.keys(ProfileInputSchema.shape) })(err);
      throw err;
    }
    toast.success(t('toast.profileAdded'));
  });

  const field = fieldsOf(form, (error, name) => errorText(name, error));
  const imageError = fileError ?? errorText('image', errors.image);
  const uploaded = !!uploadedUrl && uploadedUrl === image;
  const phone = { type: 'tel', inputMode: 'tel', hint: t('profiles.hints.phone'), required: true } as const;
  const label = (name: Exclude<FieldName, 'fname' | 'mname'>) => t(`profiles.fields.${name}`);

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField label={label('name')} autoComplete="name" required className="sm:col-span-2" {...field('name')} />
      <Field label={label('image')} hint={t('profiles.hints.image')} error={imageError} className="sm:col-span-2">
        {(ids) => (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {image && (
              <img
                src={image}
                alt={t('profiles.photoPreview')}
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-full border border-slate-200 object-cover"
              />
            )}
            <FileInput
              id={ids.id}
              accept={IMAGE_ACCEPT}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className="flex-1"
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            />
            <button
              type="button"
              className={uploaded ? buttonStyles.secondary : buttonStyles.primary}
              onClick={() => void upload()}
              disabled={uploading}
            >
              {uploading && <ButtonSpinner />}
              {uploading ? t('profiles.uploading') : uploaded ? t('profiles.uploaded') : t('profiles.uploadImage')}
            </button>
            <input type="hidden" {...form.register('image')} />
          </div>
        )}
      </Field>
      <TextField label={label('phone')} {...phone} autoComplete="tel" {...field('phone')} />
      <TextField label={label('preaddress')} autoComplete="street-address" required {...field('preaddress')} />
      <TextField label={label('peraddress')} required {...field('peraddress')} />
      <TextField label={label('emergency')} {...phone} {...field('emergency')} />
      <DateField label={label('dob')} max={todayIso()} min="1900-01-01" required {...field('dob')} />
      <NumberField label={label('nid')} hint={t('profiles.hints.nid')} required {...field('nid')} />
      <div className="sm:col-span-2">
        <SubmitButton busy={form.formState.isSubmitting} disabled={uploading}>
          {t('profiles.myProfile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
