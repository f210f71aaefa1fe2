import type { BookingFormInput } from '#web/features/orders/schemas.ts';

/**
 * What a student typed into a booking form, kept in this tab's sessionStorage so a reload (a
 * dropped connection, a phone that reloads a page it put away) does not empty the form. The
 * identity document is not kept (a file cannot be, and it is private), and neither is anything
 * after a booking succeeds. The form's idempotency key is kept with it: a reload that sends the
 * same booking again gets the order already made, not a second one.
 */
export interface BookingDraft {
  values: Partial<Omit<BookingFormInput, 'nid'>>;
  idempotencyKey?: string;
}

const keyOf = (cid: string) => `booking-draft:${cid}`;

export function readDraft(cid: string): BookingDraft {
  try {
    const raw = sessionStorage.getItem(keyOf(cid));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return { values: {} };
    const draft = parsed as BookingDraft;
    const values = Object.fromEntries(
      Object.entries(draft.values ?? {}).filter(([k, v]) => k !== 'nid' && typeof v === 'string'),
    );
    return { values, idempotencyKey: typeof draft.idempotencyKey === 'string' ? draft.idempotencyKey : undefined };
  } catch {
    // No storage (a private window that refuses it) or a damaged entry: start empty.
    return { values: {} };
  }
}

export function saveDraft(cid: string, draft: BookingDraft): void {
  try {
    const { nid: _file, ...values } = draft.values as BookingFormInput;
    sessionStorage.setItem(keyOf(cid), JSON.stringify({ ...draft, values }));
  } catch {
    // Storage full or refused: the form still works, it only forgets on reload.
  }
}

export function clearDraft(cid: string): void {
  try {
    sessionStorage.removeItem(keyOf(cid));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
