/** PostgreSQL error helpers that work for both drivers (pg and PGlite carry `code` and `constraint`). */
interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
