import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { VEHICLE_KINDS } from '#shared/constants.ts';
import { Form } from '#web/components/ui/form.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { useAddVehicle, type VehicleCreate } from '#web/features/vehicles/api/add-vehicle.ts';
import { useVehicles } from '#web/features/vehicles/api/get-vehicles.ts';
import { fieldErrorText } from '#web/lib/field-error.ts';
import { newVehicleSchema, type NewVehicleInput } from '#web/features/vehicles/schemas.ts';

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
          {t('vehicles.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('vehicles.intro')}</p>
      </div>
      <VehicleList />
      <NewVehicleForm />
    </section>
  );
}

function VehicleList() {
  const { t } = useTranslation();
  const list = useVehicles();
  if (list.isError) return <ListLoadError message={t('vehicles.loadFailed')} onRetry={() => void list.refetch()} />;
  if (list.data?.length === 0) return <p className="text-slate-600">{t('vehicles.empty')}</p>;
  return (
    <DataTable
      caption={t('vehicles.caption')}
      rows={list.data}
      rowKey={(v) => v.id}
      loading={list.isPending}
      columns={[
        {
          header: t('vehicles.col.name'),
          cell: (v) => <span className="font-semibold">{v.name}</span>,
          role: 'title',
        },
        { header: t('vehicles.col.kind'), cell: (v) => t(`vehicles.kinds.${v.kind}`) },
        {
          header: t('vehicles.col.registration'),
          cell: (v) =>
            v.registration ? (
              <span>{v.registration}</span>
            ) : (
              <span className="text-slate-500">{t('vehicles.noRegistration')}</span>
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
  const field = fieldsOf(form, (error) => fieldErrorText(t, error));
  const busy = form.formState.isSubmitting;

  const showAtField = atFields(form, { fields: Object.keys(EMPTY) });
  const onSubmit = submitWith(
    form,
    async (body) => {
      const vehicle = await add.mutateAsync(body);
      form.reset(EMPTY);
      toast.success(t('vehicles.form.added', { name: vehicle.name }));
    },
    showAtField,
  );

  return (
    <Form
      onSubmit={onSubmit}
      busy={busy}
      aria-labelledby="new-vehicle-heading"
      className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-3"
      data-testid="new-vehicle-form"
    >
      <h4 id="new-vehicle-heading" className="font-semibold text-slate-900 sm:col-span-3">
        {t('vehicles.form.heading')}
      </h4>
      <TextField
        label={t('vehicles.form.name')}
        hint={t('vehicles.form.hints.name')}
        autoComplete="off"
        {...field('name')}
      />
      <SelectField
        label={t('vehicles.form.kind')}
        options={VEHICLE_KINDS.map((k) => ({ value: k, label: t(`vehicles.kinds.${k}`) }))}
        {...field('kind')}
      />
      <TextField
        label={t('vehicles.form.registration')}
        hint={t('vehicles.form.hints.registration')}
        autoComplete="off"
        spellCheck={false}
        {...field('registration')}
      />
      <div className="sm:col-span-3">
        <SubmitButton busy={busy} className="w-full sm:w-auto sm:min-w-48">
          {t('vehicles.form.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
