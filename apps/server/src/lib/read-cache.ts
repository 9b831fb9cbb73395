import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { etagOf, type Encoding } from './read-cache-http.ts';
import { StaleAnswers } from './read-cache-stale.ts';
import { TagIndex } from './read-cache-tags.ts';

/**
 * Answers kept in memory (decision 027): the exact bytes a read sent, its ETag and content type,
 * and brotli and gzip variants made the first time a client asks for them. Bounded by bytes (the
 * least recently used entries go first). Each entry carries tags saying what it was computed from
 * (lib/read-cache-tags.ts). A write `touch`es the tags it changed: the entries with one of them go,
 * and so do the answers being computed that carry one (their reading began before the touch: `set`
 * refuses them), so a read racing a write never stores what the write has just made stale. `clear()`
 * empties everything and refuses every answer being computed.
 */

export { etagMatches, etagOf, normalizeUrl, preferredEncoding, type Encoding } from './read-cache-http.ts';
/** An answer's header list, per encoding of its body, or for a 304. */
export type WireVariant = Encoding | 'identity' | 'notModified';

export interface CachedAnswer {
  readonly key: string;
  readonly body: Buffer;
  /** A weak ETag (W/"..."): the same for every encoding of the same bytes. */
  readonly etag: string;
  readonly contentType: string;
  /** The HTTP status of the answer (reads cache 200; pages may cache their 404). */
  readonly status: number;
  /** What the answer was computed from (lib/read-cache-tags.ts): a touch of one of them removes it. */
  readonly tags: readonly string[];
  br?: Buffer;
  gzip?: Buffer;
  /** Brotli answers left before the best variant is begun (see ReadCache.variant); 0 once begun. */
  brAnswersBeforeBest?: number;
  size: number;
  /** The cache's count of moves to the recent end when this entry last made one (ReadCache.get). */
  movedAt: number;
  /**
   * The Cache-Control and Vary a visitor (no session cookie) was sent with this entry, once one was:
   * what the front door (plugins/read-cache-front-door.ts) may answer with.
   */
  visitor?: VisitorHead;
  /**
   * The same for the signed-in reader a per-viewer entry belongs to (its key starts with their id),
   * once Fastify sent it to them (lib/read-cache-signed-in.ts answers with it at the front door).
   */
  signedIn?: VisitorHead;
  /** The front door's header lists for this entry, built on first use (see read-cache-front-door.ts). */
  wire?: Partial<Record<WireVariant, [string, string][]>>;
}

export interface VisitorHead {
  readonly cacheControl: string;
  readonly vary: string;
}

export const ENTRY_OVERHEAD = 256;
/** Bytes counted per header of a kept header list (a guess). */
const WIRE_HEADER_BYTES = 48;

/**
 * Brotli for a cached answer, in two steps. The first client that takes brotli waits for quality 5
 * (a few ms for the first browse page's 40 KB). Once the entry has been answered in brotli
 * BEST_AFTER times, quality 11 is made on libuv's thread pool, off the event loop (about 100 ms
 * of a core for 40 KB), and replaces it: about 17 % fewer bytes for the first browse page, 12 %
 * for the HTML of /, for every later answer until the next write. An entry read only a few times
 * (a rare search, a deep page) never pays for it.
 */
const QUICK_BROTLI_QUALITY = 5;
/** How long a visitor's answer made stale by a write may still be given to other visitors (lib/read-cache-stale.ts). */
export const STALE_MS = 2_000;
const BEST_BROTLI_QUALITY = 11;
const BEST_AFTER = 8;
const brotliCompressAsync = promisify(brotliCompress);

export class ReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private moves = 0;
  /** Brotli variants being made better (a test waits for them with settled()). */
  private readonly improving = new Set<Promise<void>>();
  private readonly tagIndex = new TagIndex();
  /**
   * Bumped by every touch() and clear(): a read notes it when it begins, and `set` refuses its answer
   * when a clear, or a touch of one of its tags, came since.
   */
  generation = 0;
  /**
   * Answers written by the front door (lib/read-cache-front-door.ts), before Fastify: a figure for tests and operators.
   */
  frontDoorAnswers = 0;

  /** Visitors' answers made stale by a write, given to other visitors a short while (lib/read-cache-stale.ts). */
  readonly staleAnswers: StaleAnswers<CachedAnswer>;

  constructor(
    readonly maxBytes: number,
    staleMs = STALE_MS,
  ) {
    // A quarter of the cache's bytes at most: past that, the oldest
    // stale answers go (their readers compute or wait, as before).
    this.staleAnswers = new StaleAnswers(maxBytes > 0 ? staleMs : 0, maxBytes / 4);
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** Whether an answer is kept under this key, without counting it as read. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last (a Map keeps insertion order). An entry still in the recent half (fewer
    // moves since its own than half the entries) stays where it is: a hot answer read thousands of
    // times a second is not taken out and put back each time, and eviction still takes the old half.
    if (this.moves - entry.movedAt > this.entries.size >> 1) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.movedAt = ++this.moves;
    }
    return entry;
  }

  /**
   * Stores an answer whose reading began in `generation`, computed from what `tags` name; refused
   * (undefined) when a clear() or a touch of one of its tags came meanwhile, or when it is too big.
   */
  set(
    key: string,
    generation: number,
    answer: { body: Buffer; contentType: string; status?: number },
    tags: readonly string[] = [],
  ): CachedAnswer | undefined {
    if (!this.enabled || !this.tagIndex.current(tags, generation)) return undefined;
    const size = answer.body.length + key.length + ENTRY_OVERHEAD;
    if (size > this.maxBytes / 4) return undefined;
    this.delete(key);
    this.staleAnswers.delete(key);
    const entry = this.entryOf(key, answer, tags, size);
    this.entries.set(key, entry);
    this.tagIndex.add(key, tags);
    this.bytes += size;
    this.evict();
    return entry;
  }

  /**
   * A visitor's answer that `set` refused because a write touched one of its tags while it was
   * computed: kept as stale from `since` (when its computation began), for other visitors only.
   */
  keepStale(
    key: string,
    answer: { body: Buffer; contentType: string; status?: number },
    since: number,
  ): CachedAnswer | undefined {
    const size = answer.body.length + key.length + ENTRY_OVERHEAD;
    if (!this.enabled || size > this.maxBytes / 4) return undefined;
    const entry = this.entryOf(key, answer, [], size);
    this.staleAnswers.keep(entry, since);
    return entry;
  }

  /** A key's stale answer while it is young enough (only for visitors without a session: see StaleAnswers). */
  stale(key: string): CachedAnswer | undefined {
    return this.staleAnswers.get(key);
  }

  private entryOf(
    key: string,
    answer: { body: Buffer; contentType: string; status?: number },
    tags: readonly string[],
    size: number,
  ): CachedAnswer {
    return {
      key,
      body: answer.body,
      etag: etagOf(answer.body),
      contentType: answer.contentType,
      status: answer.status ?? 200,
      tags,
      size,
      movedAt: ++this.moves,
    };
  }

  /**
   * The answer's bytes in `encoding`, compressed once and kept
   * with the entry (brotli made better once it is read often).
   */
  variant(entry: CachedAnswer, encoding: Encoding): Buffer {
    const kept = entry[encoding];
    if (kept) {
      const left = encoding === 'br' ? entry.brAnswersBeforeBest : undefined;
      if (left !== undefined && left > 0) {
        entry.brAnswersBeforeBest = left - 1;
        // Not for a stale answer (no longer in the map): it is about to be replaced, and quality 11 is about 100 ms of
        // a core. One at a time: after a start or a wide invalidation every hot entry reaches its turn within the same
        // second, and as many at once took both cores from the event
        // loop; an entry whose turn finds one running tries again later.
        if (left === 1 && this.entries.get(entry.key) === entry) {
          if (this.improving.size === 0) this.makeBestBrotli(entry, kept);
          else entry.brAnswersBeforeBest = BEST_AFTER;
        }
      }
      return kept;
    }
    const made = encoding === 'br' ? brotliOf(entry.body, QUICK_BROTLI_QUALITY) : gzipSync(entry.body, { level: 6 });
    entry[encoding] = made;
    if (encoding === 'br') entry.brAnswersBeforeBest = BEST_AFTER - 1;
    this.count(entry, made.length);
    return made;
  }

  /** Resolves once every better brotli variant begun so far is made (or given up). */
  async settled(): Promise<void> {
    while (this.improving.size > 0) await Promise.all(this.improving);
  }

  /**
   * Quality 11 on the thread pool; it replaces the quick variant only if the entry is still this
   * key's (no write cleared it, no eviction) and it is smaller. The header lists that named the
   * quick variant's length are dropped, to be built again with the new one.
   */
  private makeBestBrotli(entry: CachedAnswer, quick: Buffer): void {
    const params = {
      [zlibConstants.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
    };
    const improving: Promise<void> = brotliCompressAsync(entry.body, { params })
      .then((best) => {
        if (this.entries.get(entry.key) !== entry || entry.br !== quick || best.length >= quick.length) return;
        const listed = entry.wire?.br;
        const freed = quick.length - best.length + (listed ? listed.length * WIRE_HEADER_BYTES : 0);
        entry.br = best;
        if (listed) delete entry.wire!.br;
        entry.size -= freed;
        this.bytes -= freed;
      })
      .catch(() => {
        // The quick variant stays: it is correct, only larger.
      })
      .finally(() => this.improving.delete(improving));
    this.improving.add(improving);
  }

  /**
   * Adds bytes kept with an entry; an entry evicted or cleared meanwhile is not in the map: its bytes are not counted.
   */
  private count(entry: CachedAnswer, bytes: number): void {
    if (this.entries.get(entry.key) !== entry) return;
    entry.size += bytes;
    this.bytes += bytes;
    this.evict();
  }

  /**
   * The header list of an entry's variant, built once and kept
   * with the entry (its bytes counted as a guess of 48 a header).
   */
  wire(entry: CachedAnswer, variant: WireVariant, build: () => [string, string][]): [string, string][] {
    const kept = entry.wire?.[variant];
    if (kept) return kept;
    const made = build();
    (entry.wire ??= {})[variant] = made;
    this.count(entry, made.length * WIRE_HEADER_BYTES);
    return made;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.tagIndex.remove(key, entry.tags);
    this.bytes -= entry.size;
  }

  /**
   * A write changed what `tags` name: forgets the answers computed from one of them, and refuses
   * such answers being computed. With `keepStale`, the visitors' answers among them are kept as
   * stale (StaleAnswers). Returns how many entries went.
   */
  touch(tags: readonly string[], keepStale = false): number {
    this.generation += 1;
    const keys = this.tagIndex.touch(tags, this.generation);
    const now = Date.now();
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (keepStale && entry?.visitor) this.staleAnswers.keep(entry, now, now);
      this.delete(key);
    }
    return keys.size;
  }

  /**
   * Forgets every answer and refuses those being computed; with `keepStale`,
   * the visitors' answers are kept as stale, else the stale ones go too.
   */
  clear(keepStale = false): void {
    this.generation += 1;
    const now = Date.now();
    if (!keepStale) this.staleAnswers.clear();
    else for (const entry of this.entries.values()) if (entry.visitor) this.staleAnswers.keep(entry, now, now);
    this.entries.clear();
    this.tagIndex.reset(this.generation);
    this.bytes = 0;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}

const brotliOf = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
