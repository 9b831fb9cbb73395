import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError } from '../../lib/domain-error.ts';

const EMAIL_UNAVAILABLE = 'This email address cannot be used. Please choose another.';

/** Runs a write that may set an email another account has: that answers 400 on `email`, like registration's. */
export async function withEmailUnavailable<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      throw new DomainError('VALIDATION_FAILED', EMAIL_UNAVAILABLE, {
        errors: { email: [EMAIL_UNAVAILABLE] },
        fields: { email: [{ code: 'email_unavailable' }] },
      });
    }
    throw error;
  }
}
