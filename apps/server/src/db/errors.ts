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

/**
 * Text PostgreSQL cannot store (22021 character_not_in_repertoire: a NUL or a broken UTF-8
 * sequence; 22P05 untranslatable_character). The text rule (packages/domain/src/text.ts) refuses
 * such text before it reaches the database; this is the net behind it, answered as 400 INVALID_TEXT.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '22021' || code === '22P05';
}
