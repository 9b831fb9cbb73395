import { GIG_MESSAGES } from '@inkwell/domain/gigs/gig.schema';
import {
  GIG_DELIVERY_DAYS_MAX,
  GIG_DELIVERY_DAYS_MIN,
  GIG_DESC_MAX,
  GIG_DISCOUNT_CONDITION_MAX,
  GIG_IMAGES_MAX,
  GIG_PAGES_MAX,
  GIG_PAGES_MIN,
  GIG_PRICE_MAX_DOLLARS,
  GIG_TITLE_MAX,
} from '@inkwell/domain/limits';
import type { FieldError } from 'react-hook-form';
import type { GigFormField } from './gig-form-schema.ts';

/**
 * The domain schema speaks English for the API; the form shows the reader's language. The spec's
 * own sentences are matched exactly (GIG_MESSAGES); any other problem is told from the value itself.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const WHOLE: Partial<Record<GigFormField, { min: number; max: number }>> = {
  pages: { min: GIG_PAGES_MIN, max: GIG_PAGES_MAX },
  deliveryTime: { min: GIG_DELIVERY_DAYS_MIN, max: GIG_DELIVERY_DAYS_MAX },
};
const MONEY: GigFormField[] = ['priceMin', 'priceMax', 'discountAmount'];
const TEXT_MAX: Partial<Record<GigFormField, number>> = {
  title: GIG_TITLE_MAX,
  desc: GIG_DESC_MAX,
  discountCondition: GIG_DISCOUNT_CONDITION_MAX,
};

/** On a field, "required" says so plainly; the alert above the form has SPEC.md's sentence. */
const SPEC_SENTENCES: Record<string, string> = {
  [GIG_MESSAGES.categoryRequired]: 'errors.category',
  [GIG_MESSAGES.required]: 'errors.fieldRequired',
  [GIG_MESSAGES.priceRange]: 'errors.priceRange',
  [GIG_MESSAGES.discountTooLarge]: 'errors.discountTooLarge',
};

function numberProblem(t: Translate, field: GigFormField, value: unknown, money: (dollars: number) => string): string | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return t('errors.fieldRequired');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return t('errors.number');
  const number = Number(text);
  const whole = WHOLE[field];
  if (whole) {
    if (!Number.isInteger(number)) return t('errors.whole');
    if (number < whole.min) return t('errors.min', { min: whole.min });
    if (number > whole.max) return t('errors.max', { max: whole.max });
    return undefined;
  }
  if (number < 0) return t('errors.negative');
  if (number > GIG_PRICE_MAX_DOLLARS) return t('errors.max', { max: money(GIG_PRICE_MAX_DOLLARS) });
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return t('errors.decimals');
  return undefined;
}

export function gigFieldMessage(
  t: Translate,
  field: GigFormField,
  error: FieldError | undefined,
  value: unknown,
  money: (dollars: number) => string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  const spec = error.message ? SPEC_SENTENCES[error.message] : undefined;
  if (spec) return t(spec);
  if (WHOLE[field] || MONEY.includes(field)) return numberProblem(t, field, value, money) ?? error.message;
  const max = TEXT_MAX[field];
  if (max !== undefined && String(value ?? '').trim().length > max) return t('errors.tooLong', { max });
  if (field === 'images' && Array.isArray(value) && value.length > GIG_IMAGES_MAX) return t('errors.tooManyImages', { max: GIG_IMAGES_MAX });
  if (field === 'cover' || field === 'images') return t('errors.notUploaded');
  return error.message;
}

/** The one sentence above the form after a refused submit (SPEC.md section 5's localized alerts). */
export function gigFormSummary(t: Translate, errors: Partial<Record<GigFormField, FieldError | undefined>>): string {
  if (errors.cat) return t('errors.category');
  const required = (['title', 'desc', 'deliveryTime'] as const).some((field) => errors[field]?.message === GIG_MESSAGES.required);
  if (required) return t('errors.required');
  if (errors.priceMax?.message === GIG_MESSAGES.priceRange) return t('errors.priceRange');
  return t('errors.checkFields');
}
