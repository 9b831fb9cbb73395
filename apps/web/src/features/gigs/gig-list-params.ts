import { GIG_PURPOSES, type GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { CATEGORIES, type CategoryId } from '@inkwell/domain/categories';
import { GIG_SEARCH_MAX } from '@inkwell/domain/limits';
import { readBudget, type BudgetProblem } from './budget.ts';
import type { GigListFilters } from './api/get-gigs.ts';

/**
 * The /gigs filters live in the address (cat, search, min, max, sort), so back/forward and shared
 * links show the same list. The sort menu of docs/product.md#gig-list-and-search has Best Selling,
 * Newest and Popular, and Best match while searching (relevance is the default of a search, and a
 * sort picked is honoured with one). Best
 * Selling and Popular both sort by sales, so the address keeps which one was chosen and the API
 * gets `sales` for both.
 */
export const SORT_CHOICES = ['relevance', 'sales', 'createdAt', 'popular'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

/** The sort of a list with no sort in its address: best match when searching, else best selling. */
export function defaultSort(search: string | null | undefined): SortChoice {
  return search?.trim() ? 'relevance' : 'sales';
}

/** The sorts the menu offers: best match only when there are words to match. */
export function sortChoices(searching: boolean): readonly SortChoice[] {
  return searching ? SORT_CHOICES : SORT_CHOICES.filter((choice) => choice !== 'relevance');
}

const API_SORT = { relevance: 'relevance', sales: 'sales', popular: 'sales', createdAt: 'createdAt' } as const;

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

/** A purpose of the address, or none when it is not one. */
export function purposeFromParam(value: string | null): GigPurpose | undefined {
  return (GIG_PURPOSES as readonly string[]).includes(value ?? '') ? (value as GigPurpose) : undefined;
}

export function readGigListParams(params: URLSearchParams): GigListView {
  const search = params.get('search')?.trim().slice(0, GIG_SEARCH_MAX) || undefined;
  const sortParam = params.get('sort');
  const sort = (sortChoices(Boolean(search)) as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as SortChoice)
    : defaultSort(search);
  const minText = params.get('min') ?? '';
  const maxText = params.get('max') ?? '';
  const budget = readBudget(minText, maxText);
  const filters: GigListFilters = {
    cat: categoryFromParam(params.get('cat')),
    purpose: purposeFromParam(params.get('purpose')),
    search,
    min: budget.problem ? undefined : budget.min,
    max: budget.problem ? undefined : budget.max,
    sort: API_SORT[sort],
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
  if (next.get('sort') === defaultSort(next.get('search'))) next.delete('sort');
  return next;
}
