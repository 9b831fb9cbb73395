import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { DEFAULT_LANGUAGE } from '@inkwell/domain/limits';
import type { CurrentUser, LoginInput, RegisterInput } from '@inkwell/domain/users/user.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashSessionToken, newSessionToken } from '../../lib/auth/session-token.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { waitPhrase } from '../../lib/rate-limit-hooks.ts';
import { rateLimitsRepository, type DelayBudget } from '../../lib/rate-limit.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { claimRegistrationImage } from '../uploads/index.ts';
import { createUser, findUserByLogin, toCurrentUser } from '../users/index.ts';
import { queueVerificationMail } from './verification.ts';

/** The longest User-Agent kept with a session (longer ones are cut). */
const USER_AGENT_MAX = 512;

/** The rate-limit scopes of sign-ins. */
export const LOGIN_ACCOUNT = 'login-account';
export const LOGIN_ADDRESS = 'login-address';

const HONOR_CODE_SENTENCE = 'Please read and accept the honor code to create an account.';

const EMAIL_UNAVAILABLE =
  'This email address cannot be used for a new account. If you already have an account, sign in instead.';

/** Creates an account; the password is judged (lib/passwords.ts) before it is hashed. */
export async function register(db: Database, config: Config, input: RegisterInput): Promise<CurrentUser> {
  if (input.acceptHonorCode !== true) {
    throw new DomainError('HONOR_CODE_REQUIRED', undefined, {
      errors: { acceptHonorCode: [HONOR_CODE_SENTENCE] },
      fields: { acceptHonorCode: [{ code: 'HONOR_CODE_REQUIRED' }] },
    });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const id = newId();
    // The description is public, masked (decision 054); the phone is the owner's own (showContact).
    const { values, originalText } = maskTexts('POST /api/auth/register', { desc: input.isSeller ? input.desc : '' });
    const row = await db.transaction(async (tx) => {
      const created = await createUser(tx, {
        id,
        username: input.username,
        email: input.email,
        passwordHash,
        img: input.img,
        country: input.country,
        isSeller: input.isSeller,
        // Phone and description are seller-only fields (docs/product.md#accounts-and-sessions).
        desc: values.desc,
        originalText,
        phone: input.isSeller ? input.phone : '',
        language: input.language ?? DEFAULT_LANGUAGE,
        // The honor code's checkbox, and the version it showed.
        honorCodeVersion: HONOR_CODE_VERSION,
        honorCodeAcceptedAt: new Date(),
      });
      // The picture was uploaded before the account existed: the account takes it, or nothing is created.
      await claimRegistrationImage(tx, id, input.img);
      // The address is proved by the link mailed to it, queued with the account.
      await queueVerificationMail(tx, config.publicUrl, created, new Date());
      return created;
    });
    return toCurrentUser(row);
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) {
      throw new DomainError('USERNAME_TAKEN', undefined, { errors: { username: ['This username is already taken.'] } });
    }
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      // Not "taken": the answer is a field refusal like the others (docs/decisions: login and rate limits).
      throw new DomainError('VALIDATION_FAILED', EMAIL_UNAVAILABLE, {
        errors: { email: [EMAIL_UNAVAILABLE] },
        fields: { email: [{ code: 'email_unavailable' }] },
      });
    }
    throw error;
  }
}

interface LoginContext {
  ip: string;
  now: Date;
  /** The browser's User-Agent, kept with the session for the list of signed-in devices. */
  userAgent?: string;
}

/** The budgets of sign-in attempts (config.login): free attempts, then doubling waits. */
export function loginBudgets(config: Config): { account: DelayBudget; address: DelayBudget } {
  const delays = {
    firstDelayMs: config.login.firstDelayMs,
    maxDelayMs: config.login.maxDelayMs,
    idleMs: config.login.windowMs,
  };
  return {
    account: { free: config.login.maxFailuresPerUsername, ...delays },
    address: { free: config.login.maxFailuresPerAddress, ...delays },
  };
}

/**
 * Reserves one password attempt against the address's and the account's budgets (decision 026),
 * before the password is checked: 429 with the wait when either is spent. Sign-in and the password
 * change count alike; a right password clears the account's count and gives the address's back.
 */
export async function reservePasswordAttempt(
  limits: ReturnType<typeof rateLimitsRepository>,
  budgets: { account: DelayBudget; address: DelayBudget },
  ip: string,
  accountKey: string,
  now: Date,
): Promise<void> {
  const byAddress = await limits.reserveWithDelay(LOGIN_ADDRESS, ip, budgets.address, now);
  if (!byAddress.ok) throw tooManyAttempts(byAddress.retryAfterSeconds);
  const byAccount = await limits.reserveWithDelay(LOGIN_ACCOUNT, accountKey, budgets.account, now);
  if (!byAccount.ok) {
    await limits.refund(LOGIN_ADDRESS, ip);
    throw tooManyAttempts(byAccount.retryAfterSeconds);
  }
}

export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  return new DomainError('TOO_MANY_LOGIN_ATTEMPTS', waitSentence(retryAfterSeconds), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

function waitSentence(seconds: number): string {
  return `Too many sign-in attempts. Please wait ${waitPhrase(seconds)} and try again.`;
}

/**
 * Reserves the attempt BEFORE the password is checked, in the database (lib/rate-limit.ts): against
 * the address (that address's attempts only) and against the account, one budget whatever
 * identifier is typed (username or email, any case). A success forgets the account's attempts and
 * gives the address its attempt back.
 */
export async function login(
  db: Database,
  config: Config,
  input: LoginInput,
  context: LoginContext,
): Promise<{ user: CurrentUser; token: string; expiresAt: Date }> {
  const limits = rateLimitsRepository(db);
  const budgets = loginBudgets(config);
  const user = await findUserByLogin(db, input.username);
  const accountKey = user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`;

  await reservePasswordAttempt(limits, budgets, context.ip, accountKey, context.now);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password)) && false;
  // A deleted account's row stays (anonymised, with an unusable password): it never signs in.
  if (!user || !valid || user.deletedAt) throw new DomainError('WRONG_CREDENTIALS');
  // A suspended account is told so, with the operators' message, only once its password is right.
  if (user.suspendedAt) {
    const message = user.suspensionMessage;
    throw new DomainError(
      'ACCOUNT_SUSPENDED',
      `This account is suspended by the operators. Their message: ${message}`,
      { errors: { suspensionMessage: [message] } },
    );
  }

  const token = newSessionToken();
  const expiresAt = new Date(context.now.getTime() + config.sessionTtlMs);
  const sessions = sessionsRepository(db);
  await sessions.deleteExpiredOfUser(user.id, context.now);
  await sessions.insert({
    tokenHash: hashSessionToken(token),
    userId: user.id,
    expiresAt,
    userAgent: (context.userAgent ?? '').slice(0, USER_AGENT_MAX),
  });
  await limits.clear(LOGIN_ACCOUNT, accountKey);
  await limits.refund(LOGIN_ADDRESS, context.ip);
  return { user: toCurrentUser(user), token, expiresAt };
}

export async function logout(db: Database, token: string | undefined): Promise<void> {
  if (token) await sessionsRepository(db).deleteByTokenHash(hashSessionToken(token));
}

/** Ends every session of the user, the current one included (sign out everywhere). */
export async function logoutEverywhere(db: Database, userId: string): Promise<number> {
  return sessionsRepository(db).deleteAllOfUser(userId);
}
