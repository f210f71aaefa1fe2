import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import {
  ProfileInputSchema,
  type Profile,
  type ProfileFormValues,
  type ProfileInput,
} from '../../../../shared/schemas/profile';
import { Field, inputClass } from '../../../components/ui/field';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ApiError } from '../../../lib/api';
import { toastError } from '../../../lib/toast-error';
import { uploadImage } from '../../auth/api/auth';
import { useSaveProfile } from '../api/save-profile';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, isUploadImageType } from '../../../../shared/uploads';

type FieldName = keyof ProfileFormValues;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The profile form: name, photo, phone, present and permanent address,
 * emergency contact, date of birth and NID number, all required. The photo is uploaded first with
 * the "Upload Image" button (which then reads "Uploaded!"); the form sends its address. The same
 * zod schema validates here and in `PUT /api/profile`.
 */
export function ProfileForm({ profile, defaultName }: { profile: Profile | null; defaultName: string }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const fileHintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(ProfileInputSchema),
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
    if (error.type === 'server') return error.message;
    if (error.type === 'too_small')
      return name === 'image' ? t('profiles.errors.image') : t('profiles.errors.required');
    if (error.type === 'too_big') return t('profiles.errors.tooLong');
    if (name === 'phone' || name === 'emergency') return t('profiles.errors.phone');
    if (name === 'nid') return t('profiles.errors.nid');
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
    if (!isUploadImageType(file.type)) return setFileError(t('profiles.errors.imageType'));
    if (file.size > MAX_UPLOAD_BYTES) return setFileError(t('profiles.errors.imageSize'));
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ input: values });
      toast.success(t('toast.profileAdded'));
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) {
          if (name in ProfileInputSchema.shape) form.setError(name as FieldName, { type: 'server', message });
        }
      }
      toastError(err);
    }
  });

  const textField = (
    name: Exclude<FieldName, 'image' | 'fname' | 'mname'>,
    input: (ids: { id: string; describedBy?: string; invalid: boolean }, reg: UseFormRegisterReturn) => ReactNode,
    hint?: string,
  ) => (
    <Field label={t(`profiles.fields.${name}`)} error={errorText(name, errors[name])} hint={hint}>
      {(ids) => input(ids, form.register(name))}
    </Field>
  );
  const inputProps = (ids: { id: string; describedBy?: string; invalid: boolean }) => ({
    id: ids.id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid,
    className: inputClass,
    required: true,
  });

  const imageError = fileError ?? errorText('image', errors.image);
  const uploaded = !!uploadedUrl && uploadedUrl === image;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {textField('name', (ids, reg) => (
          <input {...inputProps(ids)} type="text" autoComplete="name" {...reg} />
        ))}
      </div>

      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={`${fileHintId}-file`} className="text-sm font-medium text-slate-800">
          {t('profiles.fields.image')}
        </label>
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
          <input
            id={`${fileHintId}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-describedby={`${fileHintId}-hint${imageError ? ` ${fileHintId}-error` : ''}`}
            aria-invalid={!!imageError}
            className={`${inputClass} min-w-0 flex-1 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
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
        </div>
        <p id={`${fileHintId}-hint`} className="text-xs text-slate-500">
          {t('profiles.hints.image')}
        </p>
        {imageError && (
          <p id={`${fileHintId}-error`} role="alert" className="text-sm text-red-700">
            {imageError}
          </p>
        )}
        <input type="hidden" {...form.register('image')} />
      </div>

      {textField(
        'phone',
        (ids, reg) => (
          <input {...inputProps(ids)} type="tel" autoComplete="tel" inputMode="tel" {...reg} />
        ),
        t('profiles.hints.phone'),
      )}
      {textField('preaddress', (ids, reg) => (
        <input {...inputProps(ids)} type="text" autoComplete="street-address" {...reg} />
      ))}
      {textField('peraddress', (ids, reg) => (
        <input {...inputProps(ids)} type="text" {...reg} />
      ))}
      {textField(
        'emergency',
        (ids, reg) => (
          <input {...inputProps(ids)} type="tel" inputMode="tel" {...reg} />
        ),
        t('profiles.hints.phone'),
      )}
      {textField('dob', (ids, reg) => (
        <input {...inputProps(ids)} type="date" max={todayIso()} min="1900-01-01" {...reg} />
      ))}
      {textField(
        'nid',
        (ids, reg) => (
          <input {...inputProps(ids)} type="text" inputMode="numeric" autoComplete="off" {...reg} />
        ),
        t('profiles.hints.nid'),
      )}

      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting || uploading}>
          {form.formState.isSubmitting && <ButtonSpinner />}
          {t('profiles.myProfile.save')}
        </button>
      </div>
    </form>
  );
}
