/**
 * The rows of a raw query (`db.execute(sql...)`). node-postgres and PGlite both answer `{ rows }`,
 * but Drizzle types the two drivers' answers differently; every raw read takes its rows through
 * this one function, typed by the caller.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
