import { z } from 'zod';
import { rawLine } from './text.ts';
import { CURSOR_MAX, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './limits.ts';

/**
 * docs/product.md#pagination: lists that can grow answer `{ items, nextCursor }`, asked for with `limit`
 * (default 24, at most 100) and the opaque `cursor` of the previous page.
 */

export const PageLimit = z
  .string()
  .optional()
  .transform((value) =>
    value === undefined || value.trim() === ''
      ? PAGE_LIMIT_DEFAULT
      : /^\d+$/.test(value.trim())
        ? Number(value)
        : Number.NaN,
  )
  .pipe(
    z
      .number({ error: 'Limit must be a whole number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(PAGE_LIMIT_MAX, `Limit must be at most ${PAGE_LIMIT_MAX}`),
  );

export const PageCursor = rawLine().max(CURSOR_MAX, 'This cursor is not valid').optional();

export const PageQuery = z.object({ limit: PageLimit, cursor: PageCursor });
export type PageQuery = z.infer<typeof PageQuery>;

/** `{ items, nextCursor }`; nextCursor is null on the last page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
