import { CATEGORIES, type CategoryId } from '@inkwell/domain/categories';
import { GIG_SEARCH_MAX } from '@inkwell/domain/limits';
import { readBudget, type BudgetProblem } from './budget.ts';
import type { GigListFilters } from './api/get-gigs.ts';

/**
 * The /gigs filters live in the address (cat, search, min, max, sort), so back/forward and shared
 * links show the same list. The sort menu of docs/product.md#gig-list-and-search has three entries; Best Selling and Popular both
 * sort by sales, so the address keeps which one was chosen and the API gets `sales` for both.
 */
export const SORT_CHOICES = ['sales', 'createdAt', 'popular'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];
export const DEFAULT_SORT: SortChoice = 'sales';

export interface GigListView {
  filters: GigListFilters;
  sort: SortChoice;
  /** The budget as written in the address, for the inputs. */
  minText: string;
  maxText: string;
  /** A budget in the address that cannot be sent (it is left out of the request). */
  budgetProblem: BudgetProblem | null;
}

/** A category id, or (for old links) its English name, as the API accepts it. */
export function categoryFromParam(value: string | null): CategoryId | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  return CATEGORIES.find((c) => c.id === text || c.name.toLowerCase() === text)?.id;
}

export function readGigListParams(params: URLSearchParams): GigListView {
  const sortParam = params.get('sort');
  const sort = (SORT_CHOICES as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortChoice) : DEFAULT_SORT;
  const search = params.get('search')?.trim().slice(0, GIG_SEARCH_MAX) || undefined;
  const minText = params.get('min') ?? '';
  const maxText = params.get('max') ?? '';
  const budget = readBudget(minText, maxText);
  const filters: GigListFilters = {
    cat: categoryFromParam(params.get('cat')),
    search,
    min: budget.problem ? undefined : budget.min,
    max: budget.problem ? undefined : budget.max,
    sort: sort === 'createdAt' ? 'createdAt' : 'sales',
  };
  return { filters, sort, minText, maxText, budgetProblem: budget.problem };
}

/** The address with one change; any change of filter starts the list again from its first page. */
export function withParams(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (next.get('sort') === DEFAULT_SORT) next.delete('sort');
  return next;
}
