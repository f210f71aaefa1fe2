import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { VEHICLE_KINDS } from '#shared/constants.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { useAddVehicle, type VehicleCreate } from '#web/features/batches/api/add-vehicle.ts';
import { useVehicles } from '#web/features/batches/api/get-vehicles.ts';
import { batchFieldText, newVehicleSchema, type NewVehicleInput } from '#web/features/batches/schemas.ts';

/**
 * The school's vehicles and workshop bays, the ones a batch can be given: each with its kind and
 * registration (a table on wide screens, a card each on a phone), and the form that adds one.
 */
export function Vehicles() {
  const { t } = useTranslation();
  return (
    <section
      id="vehicles"
      aria-labelledby="vehicles-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="vehicles-heading" className="text-lg font-semibold text-slate-900">
          {t('batchesAdmin.vehicles.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('batchesAdmin.vehicles.intro')}</p>
      </div>
      <VehicleList />
      <NewVehicleForm />
    </section>
  );
}

function VehicleList() {
  const { t } = useTranslation();
  const list = useVehicles();
  if (list.isError)
    return <ListLoadError message={t('batchesAdmin.vehicles.loadFailed')} onRetry={() => void list.refetch()} />;
  if (list.data?.length === 0) return <p className="text-slate-600">{t('batchesAdmin.vehicles.empty')}</p>;
  return (
    <DataTable
      caption={t('batchesAdmin.vehicles.caption')}
      rows={list.data}
      rowKey={(v) => v.id}
      loading={list.isPending}
      columns={[
        {
          header: t('batchesAdmin.vehicles.col.name'),
          cell: (v) => <span className="font-semibold">{v.name}</span>,
          role: 'title',
        },
        { header: t('batchesAdmin.vehicles.col.kind'), cell: (v) => t(`batchesAdmin.vehicles.kinds.${v.kind}`) },
        {
          header: t('batchesAdmin.vehicles.col.registration'),
          cell: (v) =>
            v.registration ? (
              <span>{v.registration}</span>
            ) : (
              <span className="text-slate-500">{t('batchesAdmin.vehicles.noRegistration')}</span>
            ),
        },
      ]}
    />
  );
}

const EMPTY: NewVehicleInput = { name: '', kind: 'car', registration: '' };

/** "Add a vehicle or bay": a registration that is already listed is refused under its field. */
function NewVehicleForm() {
  const { t } = useTranslation();
  const add = useAddVehicle();
  const form = useForm<NewVehicleInput, unknown, VehicleCreate>({
    resolver: zodResolver(newVehicleSchema),
    defaultValues: EMPTY,
  });
  const field = fieldsOf(form, (error) => batchFieldText(t, error.message, error.type));
  const busy = form.formState.isSubmitting;

  const showAtField = (err: unknown) => {
    if (!(err instanceof ApiError) || !err.fields) return false;
    const entries = Object.entries(err.fields).filter(([name]) => name in EMPTY);
    for (const [name, message] of entries) form.setError(name as Path<NewVehicleInput>, { type: err.code, message });
    return entries.length > 0;
  };
  const onSubmit = submitWith(
    form,
    async (body) => {
      const vehicle = await add.mutateAsync(body);
      form.reset(EMPTY);
      toast.success(t('batchesAdmin.vehicles.form.added', { name: vehicle.name }));
    },
    showAtField,
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      aria-labelledby="new-vehicle-heading"
      className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-3"
      data-testid="new-vehicle-form"
    >
      <h4 id="new-vehicle-heading" className="font-semibold text-slate-900 sm:col-span-3">
        {t('batchesAdmin.vehicles.form.heading')}
      </h4>
      <TextField
        label={t('batchesAdmin.vehicles.form.name')}
        hint={t('batchesAdmin.vehicles.form.hints.name')}
        autoComplete="off"
        {...field('name')}
      />
      <SelectField
        label={t('batchesAdmin.vehicles.form.kind')}
        options={VEHICLE_KINDS.map((k) => ({ value: k, label: t(`batchesAdmin.vehicles.kinds.${k}`) }))}
        {...field('kind')}
      />
      <TextField
        label={t('batchesAdmin.vehicles.form.registration')}
        hint={t('batchesAdmin.vehicles.form.hints.registration')}
        autoComplete="off"
        spellCheck={false}
        {...field('registration')}
      />
      <div className="sm:col-span-3">
        <SubmitButton busy={busy} className="w-full sm:w-auto sm:min-w-48">
          {t('batchesAdmin.vehicles.form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
