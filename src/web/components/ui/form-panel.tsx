import type { FormEventHandler, ReactNode } from 'react';
import { Form } from './form';
import { SubmitButton } from './submit-button';

/**
 * A form that adds a record, in its own white card on the records' page (a new batch, a new
 * coupon): the heading names it, the fields fill a grid of up to three columns, and the button
 * that sends it (`submit`) has the last row to itself. `name` is the card's id (a link can lead to
 * it) and names the heading's (`<name>-heading`) and the form's test id (`<name>-form`).
 * `className` is the card's padding and anything else the page needs of it (a scroll margin).
 */
export function FormPanel({
  name,
  title,
  className,
  onSubmit,
  busy,
  submit,
  children,
}: {
  name: string;
  title: string;
  className: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submit: string;
  children: ReactNode;
}) {
  return (
    <section
      id={name}
      aria-labelledby={`${name}-heading`}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <h3 id={`${name}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <Form
        onSubmit={onSubmit}
        busy={busy}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        data-testid={`${name}-form`}
      >
        {children}
        <div className="sm:col-span-2 lg:col-span-3">
          <SubmitButton busy={busy} className="w-full sm:w-auto sm:min-w-48">
            {submit}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
