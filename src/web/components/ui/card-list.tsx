import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';
import { PageButtons } from './data-table';
import { ListLoadError } from './list-load-error';
import { Spinner } from './spinner';

/**
 * One choice among a few, as buttons of which the chosen one is pressed (the inbox's states, the
 * message log's states and channels).
 */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  chosen,
  onChoose,
  text,
}: {
  label: string;
  choices: readonly T[];
  chosen: T;
  onChoose: (choice: T) => void;
  text: (choice: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={chosen === c}
          className={chosen === c ? buttonStyles.primary : buttonStyles.secondary}
          onClick={() => onChoose(c)}
        >
          {text(c)}
        </button>
      ))}
    </div>
  );
}

/** What CardList shows: a page of a list query, with how many there are in all. */
interface PagedList<T> {
  data: { items: T[]; total: number } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A staff list as one card per item at every width (a phone shows everything without scrolling
 * sideways): its load error with a retry (above the cards already shown, when a refresh failed), a
 * spinner until it arrives, a dashed box when there is none, and the page buttons when there is
 * more than one page.
 */
export function CardList<T extends { id: string | number }>({
  list,
  loadFailed,
  empty,
  label,
  page,
  limit,
  onPageChange,
  card,
}: {
  list: PagedList<T>;
  loadFailed: string;
  empty: string;
  /** The list's name, for its page buttons. */
  label: string;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  card: (item: T) => ReactNode;
}) {
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / limit));
  return (
    <>
      {list.isError && (
        // A refresh that failed leaves what was shown in place (an open card stays open), with a retry.
        <ListLoadError message={loadFailed} onRetry={() => void list.refetch()} />
      )}
      {list.isError && !list.data ? null : !list.data ? (
        <Spinner />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={list.isFetching}>
          {list.data.items.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex justify-end text-sm" aria-label={label}>
          <PageButtons page={page} pages={pages} onPageChange={onPageChange} />
        </nav>
      )}
    </>
  );
}
