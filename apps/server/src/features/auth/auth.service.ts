import type { CurrentUser, LoginInput, RegisterInput } from '@inkwell/domain/users/user.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashSessionToken, newSessionToken } from '../../lib/auth/session-token.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createUser, findUserByLogin, toCurrentUser } from '../users/index.ts';
import { loginFailuresRepository } from './login-failures.repository.ts';

export async function register(db: Database, input: RegisterInput): Promise<CurrentUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await createUser(db, {
      id: newId(),
      username: input.username,
      email: input.email,
      passwordHash,
      img: input.img,
      country: input.country,
      isSeller: input.isSeller,
      // Phone and description are seller-only fields (docs/product.md#accounts-and-sessions).
      desc: input.isSeller ? input.desc : '',
      phone: input.isSeller ? input.phone : '',
    });
    return toCurrentUser(row);
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) {
      throw new DomainError('USERNAME_TAKEN', undefined, { errors: { username: ['This username is already taken.'] } });
    }
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      throw new DomainError('EMAIL_TAKEN', undefined, { errors: { email: ['An account with this email already exists.'] } });
    }
    throw error;
  }
}

interface LoginContext {
  ip: string;
  now: Date;
}

/** Checks the limits first, then the password; a failure counts against the address and the username. */
export async function login(
  db: Database,
  config: Config,
  input: LoginInput,
  context: LoginContext,
): Promise<{ user: CurrentUser; token: string; expiresAt: Date }> {
  const failures = loginFailuresRepository(db);
  const usernameKey = input.username.toLowerCase();
  const since = new Date(context.now.getTime() - config.login.windowMs);
  const [byIp, byUsername] = await Promise.all([
    failures.countSince('ip', context.ip, since),
    failures.countSince('username', usernameKey, since),
  ]);
  const blocked =
    byIp.count >= config.login.maxFailuresPerAddress ? byIp : byUsername.count >= config.login.maxFailuresPerUsername ? byUsername : null;
  if (blocked) {
    const freeAt = (blocked.oldest?.getTime() ?? context.now.getTime()) + config.login.windowMs;
    const retryAfter = Math.max(1, Math.ceil((freeAt - context.now.getTime()) / 1000));
    throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS', undefined, { headers: { 'retry-after': String(retryAfter) } });
  }

  const user = await findUserByLogin(db, input.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password)) && false;
  if (!user || !valid) {
    await failures.record([
      { scope: 'ip', key: context.ip },
      { scope: 'username', key: usernameKey },
    ]);
    throw new DomainError('WRONG_CREDENTIALS');
  }

  const token = newSessionToken();
  const expiresAt = new Date(context.now.getTime() + config.sessionTtlMs);
  const sessions = sessionsRepository(db);
  await sessions.deleteExpiredOfUser(user.id, context.now);
  await sessions.insert({ tokenHash: hashSessionToken(token), userId: user.id, expiresAt });
  await failures.clear('username', usernameKey);
  return { user: toCurrentUser(user), token, expiresAt };
}

export async function logout(db: Database, token: string | undefined): Promise<void> {
  if (token) await sessionsRepository(db).deleteByTokenHash(hashSessionToken(token));
}
