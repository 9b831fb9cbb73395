import { sql, type SQL } from 'drizzle-orm';
import { gigs } from '../../db/schema/gigs.ts';

/**
 * Gig search (docs/decisions/011-gig-search.md). Each gig's `search_vector` is built with the text
 * search configuration of its own language (title weighted above description); the words searched
 * for are parsed in each of the four languages, and a gig is ranked with the query of its own
 * language. A typo is forgiven by trigram word similarity on the title (`<%`, pg_trgm's
 * word_similarity_threshold of 0.6), so "disertation" still finds "Dissertation ...". Both sides
 * use GIN indexes (gigs_search_vector_idx, gigs_title_trgm_idx), combined by a BitmapOr.
 */

const CONFIGS = { en: 'english', fr: 'french', de: 'german', es: 'spanish' } as const;

/** How much a full-text rank and a title similarity count, as a whole number (stable in cursors). */
const RANK_SCALE = 1_000_000;

export interface GigSearch {
  /** The words (full text, any of the four languages) or a title like the text (typos). */
  matches: SQL;
  /** The words only: what a common word's search checks row by row (gig-list-query.ts). */
  words: SQL;
  /** Higher is better; a bigint so that a cursor carries it exactly. */
  rank: SQL;
}

export function gigSearch(text: string): GigSearch {
  const query = (config: string) => sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`;
  // One tsquery with the words as each language parses them (OR): a single GIN index scan finds
  // every gig whose own-language vector holds one of them.
  const anyLanguage = sql.join(
    Object.values(CONFIGS).map((config) => query(config)),
    sql` || `,
  );
  const ownLanguage = sql`CASE ${gigs.language} ${sql.join(
    Object.entries(CONFIGS).map(([language, config]) => sql`WHEN ${language} THEN ${query(config)}`),
    sql` `,
  )} END`;
  return {
    matches: sql`(${gigs.searchVector} @@ (${anyLanguage}) OR ${text} <% ${gigs.title})`,
    words: sql`${gigs.searchVector} @@ (${anyLanguage})`,
    rank: sql`(round((ts_rank(${gigs.searchVector}, ${ownLanguage}) + word_similarity(${text}, ${gigs.title})) *
      ${sql.raw(String(RANK_SCALE))})::bigint)`,
  };
}
