import { BIO_MAX, DESC_MAX, FULL_NAME_MAX, LINE_MAX, LIST_ITEMS_MAX, PHONE_MAX } from '@inkwell/domain/limits';
import { get, type FieldErrors } from 'react-hook-form';
import type { ProfileFormValues } from './profile-form-schema.ts';

/**
 * The domain schema speaks English for the API; the form tells each problem in the reader's language,
 * from the field it is on and the kind of problem (zod's issue code). A server message is shown as sent.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Problem {
  type?: unknown;
  message?: unknown;
}

const TEXT_MAX: Record<string, number> = { fullName: FULL_NAME_MAX, bio: BIO_MAX, desc: DESC_MAX, phone: PHONE_MAX };
const LISTS = ['languages', 'experience', 'hobbies'];

export function profileFieldMessage(t: Translate, errors: FieldErrors<ProfileFormValues>, path: string): string | undefined {
  const problem = get(errors, path) as Problem | Problem[] | undefined;
  if (!problem) return undefined;
  if (LISTS.includes(path)) {
    // An error on the list itself is about its length; one on a line (an array of errors) is about that line.
    if (Array.isArray(problem)) return t('errors.lineTooLong', { max: LINE_MAX });
    if (problem.type === 'server' && typeof problem.message === 'string') return problem.message;
    return t('errors.tooManyLines', { max: LIST_ITEMS_MAX });
  }
  if (Array.isArray(problem)) return undefined;
  if (problem.type === 'server' && typeof problem.message === 'string') return problem.message;
  const field = path.split('.').at(-1) ?? path;
  if (path.startsWith('social.') || field === 'url') return t('errors.url');
  if (field === 'country' || field === 'nationality') return t('errors.country');
  if (problem.type === 'too_big') return t('errors.tooLong', { max: TEXT_MAX[field] ?? LINE_MAX });
  if (field === 'phone') return t('errors.phone');
  if (problem.type === 'too_small') return t('errors.required');
  if (field === 'img') return t('errors.img');
  return typeof problem.message === 'string' ? problem.message : t('errors.check');
}

/** Where a refused save's per-field messages go: "education.0.institution" is that row's institution. */
export function serverFieldPaths(errors: Record<string, string[]>): { path: string; message: string }[] {
  return Object.entries(errors).flatMap(([path, messages]) => (messages[0] ? [{ path, message: messages[0] }] : []));
}
