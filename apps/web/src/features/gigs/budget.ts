import { GIG_PRICE_MAX_DOLLARS } from '@inkwell/domain/limits';

/** What is wrong with a budget the visitor typed, and on which input. */
export interface BudgetProblem {
  field: 'min' | 'max';
  kind: 'invalid' | 'tooLarge' | 'range';
}

export interface Budget {
  min?: number;
  max?: number;
  problem: BudgetProblem | null;
}

/** Dollars, not negative, at most two decimals; a comma works as the decimal mark (12,50). */
const AMOUNT = /^\d+([.,]\d{1,2})?$/;

function amount(text: string, field: BudgetProblem['field']): { value?: number; problem?: BudgetProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (!AMOUNT.test(trimmed)) return { problem: { field, kind: 'invalid' } };
  const value = Number(trimmed.replace(',', '.'));
  if (value > GIG_PRICE_MAX_DOLLARS) return { problem: { field, kind: 'tooLarge' } };
  return { value };
}

/**
 * The budget filter (min and max of the total price). Blank means no bound. A problem means
 * nothing may be sent: the server would refuse it (docs/product.md#gig-list-and-search: min > max, negative or
 * non-numeric is 400), and the visitor deserves a message in their language instead.
 */
export function readBudget(minText: string, maxText: string): Budget {
  const min = amount(minText, 'min');
  if (min.problem) return { problem: min.problem };
  const max = amount(maxText, 'max');
  if (max.problem) return { problem: max.problem };
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) {
    return { problem: { field: 'max', kind: 'range' } };
  }
  return { min: min.value, max: max.value, problem: null };
}
