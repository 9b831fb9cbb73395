/**
 * What a cached answer was computed from, and what a write changed (decision 027, "Invalidation by
 * what a write changed"). A tag names a thing whose change may change the answer:
 * - `id:<id>`: a gig or a user (ids are unique across tables), for every id in the answer's path
 *   or body (a list answer names each gig and its seller; a gig names its seller);
 * - `facts:<userId>`: a user's seller facts (their response time changes with their messages);
 * - `bids:<gigId>`: a gig's bid count (a bid placed changes it, and no other answer of the gig);
 * - `list:all`, `list:cat:<category>`, `list:user:<sellerId>`: the scope of a gig list, so that a
 *   new gig, or a change of a gig's filters or sort keys, empties the lists it may enter.
 * A write touches tags; the read cache then removes every entry with one of them, and refuses an
 * answer whose reading began before a touch of one of its tags.
 */

export const LIST_ALL = 'list:all';

export const idTag = (id: string) => `id:${id.toLowerCase()}`;
export const factsTag = (userId: string) => `facts:${userId.toLowerCase()}`;
export const bidsTag = (gigId: string) => `bids:${gigId.toLowerCase()}`;
export const categoryListTag = (category: string) => `list:cat:${category}`;
export const sellerListTag = (sellerId: string) => `list:user:${sellerId.toLowerCase()}`;

/** A tag travels between processes in a notification: letters, digits, `:`, `-` and `_` only. */
export const isSafeTag = (tag: string) => /^[\w:-]{1,120}$/.test(tag);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** `id:` tags of every id an answer names (UUIDs: gigs, users, and files, which no write touches). */
export function idTagsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(UUID)) found.add(idTag(match[0]));
  return [...found];
}

/**
 * The tag of a gig list's scope (GET /api/gigs), from its validated filters: the narrowest filter
 * that every gig entering the list must match (a gig that enters a list of one category and one
 * seller is of that category). A write that may move a gig into lists touches all three of its
 * scopes: `list:all`, its category's and its seller's (touchedScopes).
 */
export function listScopeTag(filters: { cat?: string | undefined; userId?: string | undefined }): string {
  if (filters.cat) return categoryListTag(filters.cat);
  if (filters.userId) return sellerListTag(filters.userId);
  return LIST_ALL;
}

/** The scopes of the lists a gig of this category and seller may be in. */
export const touchedScopes = (gig: { cat: string; userId: string }) => [
  LIST_ALL,
  categoryListTag(gig.cat),
  sellerListTag(gig.userId),
];

/**
 * Which entries carry which tag, and when each tag was last touched (the cache's generation then),
 * so that an answer whose reading began before a touch of one of its tags is refused. The record of
 * touches is bounded: when it grows past `maxTouched`, it is forgotten and `floor` refuses every
 * answer begun before that moment instead (as a clear would, but the kept entries stay).
 */
export class TagIndex {
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly touched = new Map<string, number>();
  /** Answers begun before this generation are refused whatever their tags. */
  floor = 0;

  constructor(private readonly maxTouched = 50_000) {}

  add(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** Records a touch of `tags` in `generation`, and returns the keys of the entries that carry one. */
  touch(tags: readonly string[], generation: number): Set<string> {
    if (this.touched.size + tags.length > this.maxTouched) {
      this.touched.clear();
      this.floor = generation;
    }
    const keys = new Set<string>();
    for (const tag of tags) {
      this.touched.set(tag, generation);
      for (const key of this.keysByTag.get(tag) ?? []) keys.add(key);
    }
    return keys;
  }

  /** Whether an answer with `tags` whose reading began in `generation` is still current. */
  current(tags: readonly string[], generation: number): boolean {
    if (generation < this.floor) return false;
    for (const tag of tags) if ((this.touched.get(tag) ?? -1) > generation) return false;
    return true;
  }

  /** Forgets every entry and every touch: answers begun before `generation` are refused. */
  reset(generation: number): void {
    this.keysByTag.clear();
    this.touched.clear();
    this.floor = generation;
  }
}
