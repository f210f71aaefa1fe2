import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { buttonStyles } from './button-styles';
import { ErrorBox } from './error-box';
import { Spinner } from './spinner';

/**
 * One record from the server: a spinner while it loads, the error (`errorText` tells which) with
 * a way `back` to its list, then `children` with the data. `fresh` waits for this visit's own fetch, so
 * an edit form never starts from a cached copy that someone has changed since.
 */
export function QueryView<T>({
  query,
  fresh,
  errorText,
  back,
  children,
}: {
  query: UseQueryResult<T>;
  fresh?: boolean;
  errorText: (error: Error) => string;
  back?: { to: string; label: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <ErrorBox message={errorText(query.error)}>
        {back && (
          <Link to={back.to} className={buttonStyles.secondary}>
            {back.label}
          </Link>
        )}
      </ErrorBox>
    );
  if (query.isPending || (fresh && !query.isFetchedAfterMount)) return <Spinner />;
  return children(query.data);
}
