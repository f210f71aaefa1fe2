import { useQuery } from '@tanstack/react-query';
import type { Account, AccountListParams } from '#shared/schemas/account.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';

/** GET /api/accounts (admins and the owner): one page of every account, newest sign-ups first, and the total. */
export const accountsQueryOptions = (params: AccountListParams) =>
  pagedListQuery<Account, AccountListParams>('accounts', '/accounts', params);

export function useAccounts(params: AccountListParams) {
  return useQuery(accountsQueryOptions(params));
}
