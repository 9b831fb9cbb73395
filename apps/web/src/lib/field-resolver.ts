import { fieldProblemOf } from '@inkwell/domain/errors';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toFieldError, type ProblemFieldError } from './problem-text.ts';

/**
 * zodResolver's twin for the domain schemas: each field in error keeps its problem as a code with
 * parameters (lib/problem-text.ts says it in the reader's language), as the server's answers do.
 */
export function fieldResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, ProblemFieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= toFieldError(fieldProblemOf(issue));
    }
    return { values: {}, errors: toNestErrors(errors, options) as FieldErrors<z.input<S>> };
  };
}
