import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedOnce, UNNAMED } from '../../db/prepared.ts';
import { commonSearchQuery, listQuery, type ListMode } from './gig-list-query.ts';
import type { GigKeyset, GigListFilter, GigListRow } from './gig-view.ts';

/**
 * The list's statements prepared once per shape (decision 046): which filters a request has, its
 * order, its cursor's kind and whether a reader is signed in make the SQL text; the values are
 * filled in per request. A handful of shapes cover nearly every request (browse, a category, pages
 * after a cursor, a search), and each is built by Drizzle once instead of on every read.
 *
 * The statements are the protocol's unnamed ones: PostgreSQL plans each with its values, as it did
 * before, since the best plan of a page depends on them (the LIMIT, a category, the words).
 */

/**
 * A placeholder where a value goes: Drizzle's builders take one wherever they bind a value, and
 * the statement's `execute` fills it in. Typed as the value it stands for, so the query builders
 * stay those of a plain filter.
 */
const hole = <T>(name: string) => sql.placeholder(name) as unknown as T;

interface Shaped {
  key: string;
  filter: GigListFilter;
  values: Record<string, unknown>;
}

function afterShape(after: GigKeyset): { after: GigKeyset; values: Record<string, unknown> } {
  if (after.sort === 'createdAt')
    return {
      after: { sort: after.sort, createdAt: hole('afterKey'), id: hole('afterId') },
      values: { afterKey: after.createdAt, afterId: after.id },
    };
  if (after.sort === 'sales')
    return {
      after: { sort: after.sort, sales: hole('afterKey'), id: hole('afterId') },
      values: { afterKey: after.sales, afterId: after.id },
    };
  return {
    after: { sort: after.sort, rank: hole('afterKey'), id: hole('afterId') },
    values: { afterKey: after.rank, afterId: after.id },
  };
}

/** The filter with placeholders for its values, the values, and the shape's key. */
export function shapeOf(filter: GigListFilter): Shaped {
  const values: Record<string, unknown> = { limitPlusOne: filter.limit + 1 };
  const optional = ['cat', 'purpose', 'search', 'minCents', 'maxCents', 'userId', 'viewerId', 'hideOrderedBy'] as const;
  const shaped: GigListFilter = { sort: filter.sort, limit: hole('limit'), viewerId: null, hideOrderedBy: null };
  const present: string[] = [];
  for (const name of optional) {
    const value = filter[name];
    if (value === undefined || value === null) continue;
    (shaped as unknown as Record<string, unknown>)[name] = hole(name);
    values[name] = value;
    present.push(name);
  }
  if (filter.after) {
    const after = afterShape(filter.after);
    shaped.after = after.after;
    Object.assign(values, after.values);
    present.push(`after-${filter.after.sort}`);
  }
  return { key: `${filter.sort}:${present.join(',')}`, filter: shaped, values };
}

/** One page of a browse or a common word's search, by its prepared statement. */
export function runListQuery(
  db: Executor,
  filter: GigListFilter,
  mode: Exclude<ListMode, 'rare'>,
): Promise<GigListRow[]> {
  const { key, filter: shaped, values } = shapeOf(filter);
  const statement = preparedOnce(db, `gigs.list:${mode}:${key}`, () => listQuery(db, shaped, mode).prepare(UNNAMED));
  return statement.execute(values);
}

/** The search probe's count (gig-list-query.ts, commonSearchQuery), by its prepared statement. */
export async function runProbe(db: Executor, filter: GigListFilter): Promise<number> {
  const { key, filter: shaped, values } = shapeOf(filter);
  const statement = preparedOnce(db, `gigs.probe:${key}`, () => commonSearchQuery(db, shaped).prepare(UNNAMED));
  const [row] = await statement.execute(values);
  return row?.count ?? 0;
}
