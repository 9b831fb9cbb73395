import {
  DESC_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@inkwell/domain/limits';
import type { FieldError } from 'react-hook-form';

/**
 * The domain schemas carry English messages for the API. Screens show translated ones instead:
 * each field + zod issue code maps to a key in auth.json (errors.<field>.<kind>).
 */
type Kind = 'required' | 'tooShort' | 'tooLong' | 'invalid';

const FIELDS = {
  username: { kinds: ['required', 'tooShort', 'tooLong', 'invalid'], params: { min: USERNAME_MIN, max: USERNAME_MAX } },
  email: { kinds: ['required', 'tooLong', 'invalid'], params: { max: EMAIL_MAX } },
  password: { kinds: ['required', 'tooShort', 'tooLong'], params: { min: PASSWORD_MIN, max: PASSWORD_MAX } },
  country: { kinds: ['required'], params: {} },
  phone: { kinds: ['tooLong', 'invalid'], params: { max: PHONE_MAX } },
  desc: { kinds: ['tooLong'], params: { max: DESC_MAX } },
  loginUsername: { kinds: ['required', 'tooLong'], params: {} },
  loginPassword: { kinds: ['required', 'tooLong'], params: {} },
} satisfies Record<string, { kinds: Kind[]; params: Record<string, number> }>;

export type MessageField = keyof typeof FIELDS;

/** Server-side and hand-set errors carry a finished sentence; these types are shown as they are. */
export const TEXT_ERROR_TYPES = ['server', 'text'];

function kindOf(issueCode: string, value: unknown): Kind {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  if (issueCode === 'too_small') return 'tooShort';
  if (issueCode === 'too_big') return 'tooLong';
  return 'invalid';
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function fieldMessage(t: Translate, field: MessageField, error: FieldError | undefined, value: unknown) {
  if (!error) return undefined;
  if (TEXT_ERROR_TYPES.includes(error.type) && error.message) return error.message;
  const { kinds, params } = FIELDS[field];
  const wanted = kindOf(error.type, value);
  const kind = (kinds as Kind[]).includes(wanted) ? wanted : (kinds[kinds.length - 1] as Kind);
  return t(`errors.${field}.${kind}`, params);
}
