import { isErrorCode } from '@inkwell/domain/error-codes';
import { isFieldErrorCode, type FieldProblem } from '@inkwell/domain/errors';
import type { FieldError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * The one place where a failure becomes a sentence in the reader's language (the `errors`
 * namespace): a refusal from its code (codes.<CODE>), a field from its problem's code and parameters
 * (fields.<code>), the few sentences the product gives one screen (contexts, forms), and the
 * screen's own fallback when there is nothing more to say (network down, a proxy's error page, a
 * failure on our side).
 * The server's English `detail` is never shown.
 */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** Screens where a refusal has its own sentence (contexts.<context>.<CODE>). */
export type ProblemContext = 'placeBid' | 'contactSeller';

/** Forms whose fields have their own sentences (forms.<form>.<field>.<code>). */
export type FormName = 'register' | 'login' | 'gig' | 'profile' | 'bid' | 'review' | 'card';

const NS = { ns: 'errors' };

/** Failures that tell the reader nothing more than the screen's own sentence: no answer, or a failure on our side. */
const SAY_THE_SCREENS_OWN: readonly string[] = ['NETWORK_FAILED', 'UNKNOWN', 'INTERNAL', 'SERVICE_UNAVAILABLE'];

/**
 * The sentence for a failed call: its code's, else the screen's
 * fallback. A failure that wraps a refusal (its `cause`) speaks for it.
 */
export function problemText(t: Translate, error: unknown, fallback: string, context?: ProblemContext): string {
  if (!(error instanceof ApiError) && error instanceof Error && error.cause !== undefined)
    return problemText(t, error.cause, fallback, context);
  if (!(error instanceof ApiError) || SAY_THE_SCREENS_OWN.includes(error.code)) return fallback;
  const keys = [...(context ? [`contexts.${context}.${error.code}`] : []), `codes.${error.code}`];
  return t(keys, { ...NS, defaultValue: fallback });
}

export interface FieldTextOptions {
  form?: FormName;
  /** The field's name on the form (its last part for rows: `education.0.institution` is institution). */
  field?: string;
  /** Parameters written the screen's way (e.g. `maximum` as money). */
  values?: Record<string, string | number>;
}

/** The sentence for one field's problem. */
export function fieldText(
  t: Translate,
  problem: FieldProblem | undefined,
  options: FieldTextOptions = {},
): string | undefined {
  if (!problem) return undefined;
  const { form, field, values } = options;
  const own = form && field ? [`forms.${form}.${field}.${problem.code}`] : [];
  const format =
    problem.code === 'invalid_format' && problem.params?.format ? [`formats.${String(problem.params.format)}`] : [];
  const general = isErrorCode(problem.code) ? `codes.${problem.code}` : `fields.${problem.code}`;
  return t([...own, ...format, general, 'fields.invalid'], { ...NS, ...problem.params, ...values });
}

/** A field problem kept in react-hook-form's errors: its code as `type`, its parameters alongside. */
export type ProblemFieldError = FieldError & { params?: FieldProblem['params'] };

export function toFieldError(problem: FieldProblem): ProblemFieldError {
  return { type: problem.code, message: problem.code, ...(problem.params ? { params: problem.params } : {}) };
}

/** The problem a form field is in (from fieldResolver or a server answer); any other error is `invalid`. */
export function problemOf(error: FieldError | undefined): FieldProblem | undefined {
  if (!error) return undefined;
  // A list's errors are per item (`images.2`): the first item in error speaks for the list.
  if (Array.isArray(error)) return problemOf((error as (FieldError | undefined)[]).find(Boolean));
  const { type, params } = error as ProblemFieldError;
  const code = isFieldErrorCode(type) || isErrorCode(type) ? type : 'invalid';
  return params ? { code, params } : { code };
}

/** The sentence for a react-hook-form field error. */
export function fieldErrorText(
  t: Translate,
  error: FieldError | undefined,
  options: FieldTextOptions = {},
): string | undefined {
  return fieldText(t, problemOf(error), options);
}

/**
 * The server's field problems of a refused call for the form's fields, in the form's order (the first
 * one takes the focus). A problem on a row or an item (`images.2`) belongs to its field unless `exact`.
 */
export function serverFieldProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
  exact = false,
): { field: F; problem: FieldProblem }[] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<F, FieldProblem>();
  for (const [path, problems] of Object.entries(error.fields)) {
    const field = (exact ? path : (path.split('.')[0] ?? '')) as F;
    const problem = problems[0];
    if (problem && fields.includes(field) && !found.has(field)) found.set(field, problem);
  }
  return fields.flatMap((field) => {
    const problem = found.get(field);
    return problem ? [{ field, problem }] : [];
  });
}

/**
 * Sentences above a form after a refused submit, where the product
 * gives them (alerts.<form>.*): the first rule that holds.
 */
const FORM_ALERTS: Partial<Record<FormName, { fields: string[]; codes?: string[]; key: string }[]>> = {
  gig: [
    { fields: ['cat'], key: 'alerts.gig.category' },
    { fields: ['title', 'desc', 'deliveryTime'], codes: ['required'], key: 'alerts.gig.required' },
    { fields: ['priceMax'], codes: ['price_range'], key: 'alerts.gig.priceRange' },
  ],
};

/** The sentence above a form whose fields are in error (alerts.<form>.check when no rule of the form holds). */
export function formAlert(t: Translate, form: 'gig', errors: Partial<Record<string, FieldError | undefined>>): string {
  const rule = FORM_ALERTS[form]?.find(({ fields, codes }) =>
    fields.some((field) => {
      const problem = problemOf(errors[field]);
      return problem !== undefined && (!codes || codes.includes(problem.code));
    }),
  );
  return t(rule?.key ?? `alerts.${form}.check`, NS);
}
