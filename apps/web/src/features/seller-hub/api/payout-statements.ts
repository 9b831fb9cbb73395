import type { StatementMonths } from '@inkwell/domain/payments/statement.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { payoutKeys } from '../../../lib/query-keys.ts';

/** GET /api/payouts/statements: the months (YYYY-MM, UTC) with a statement, newest first (sellers only). */
export const getStatementMonthsQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: payoutKeys.statements(viewerId),
    queryFn: ({ signal }) => api<StatementMonths>('/payouts/statements', { signal }),
  });

export const useStatementMonths = (viewerId: string) => useQuery(getStatementMonthsQueryOptions(viewerId));

/** GET /api/payouts/statements/{month}: the month's statement, a PDF the browser downloads. */
export const statementUrl = (month: string) => `/api/payouts/statements/${encodeURIComponent(month)}`;
