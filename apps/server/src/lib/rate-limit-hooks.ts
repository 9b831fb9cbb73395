import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.ts';
import { rateLimitsRepository, type WindowBudget } from './rate-limit.ts';

/**
 * Route hooks over lib/rate-limit.ts: each reserves its attempts in the database before the route
 * does any work, and answers 429 TOO_MANY_REQUESTS with Retry-After and a sentence saying when.
 * A route registers one in a line: `onRequest: limitUploads('images')`.
 */

const HOUR_MS = 60 * 60 * 1000;

export type UploadKind = 'images' | 'documents';

interface Check {
  scope: string;
  key: string;
  budget: WindowBudget;
}

/** "40 seconds", "12 minutes", "1 hour": the wait, rounded up. */
export function waitPhrase(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}

/**
 * Reserves one attempt under every check, in order; a refusal gives back the attempts already
 * reserved (a refused request counts nowhere) and throws 429 with `what` in its sentence.
 */
export async function reserveAll(request: FastifyRequest, checks: Check[], what: string): Promise<void> {
  const limits = rateLimitsRepository(request.server.db);
  const now = new Date();
  const reserved: Check[] = [];
  for (const check of checks) {
    const reservation = await limits.reserveInWindow(check.scope, check.key, check.budget, now);
    if (!reservation.ok) {
      for (const done of reserved) await limits.refund(done.scope, done.key);
      const seconds = reservation.retryAfterSeconds;
      throw new DomainError('TOO_MANY_REQUESTS', `Too many ${what}. Please try again in ${waitPhrase(seconds)}.`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
    reserved.push(check);
  }
}

/**
 * Uploads per hour: a signed-in person's per account and per address (several accounts behind one
 * address share the address's budget); a visitor's (the registration picture) per address with
 * ANONYMOUS_UPLOADS_PER_HOUR.
 */
export function limitUploads(kind: UploadKind) {
  return async function uploadLimit(request: FastifyRequest): Promise<void> {
    const { config } = request.server;
    const budgets = kind === 'images' ? config.limits.imageUploads : config.limits.documentUploads;
    const hourly = (max: number): WindowBudget => ({ max, windowMs: HOUR_MS });
    const checks: Check[] = request.user
      ? [
          { scope: `${kind}-account`, key: request.user.id, budget: hourly(budgets.perAccount) },
          { scope: `${kind}-address`, key: request.ip, budget: hourly(budgets.perAddress) },
        ]
      : [{ scope: `${kind}-anonymous`, key: request.ip, budget: hourly(config.anonymousUploadsPerHour) }];
    await reserveAll(request, checks, 'uploads');
  };
}

/** Registrations per address and hour (REGISTRATIONS_PER_HOUR). */
export async function limitRegistrations(request: FastifyRequest): Promise<void> {
  const budget = { max: request.server.config.limits.registrationsPerHour, windowMs: HOUR_MS };
  await reserveAll(request, [{ scope: 'registrations', key: request.ip, budget }], 'registrations from this address');
}
