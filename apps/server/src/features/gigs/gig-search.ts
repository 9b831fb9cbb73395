import { sql, type SQL } from 'drizzle-orm';
import { gigs } from '../../db/schema.ts';

/**
 * Gig search (docs/decisions/010-gig-search.md). Each gig's `search_vector` is built with the text
 * search configuration of its own language; the words searched for are parsed once per language
 * and each gig is matched with the query of its language. A typo is forgiven by trigram word
 * similarity on the title (`<%`, pg_trgm's word_similarity_threshold of 0.6), so "disertation"
 * still finds "Dissertation ...". Both sides use GIN indexes (gigs_search_vector_idx,
 * gigs_title_trgm_idx): PostgreSQL answers the OR with a BitmapOr of index scans.
 */

const CONFIGS = { en: 'english', fr: 'french', de: 'german', es: 'spanish' } as const;

/** How much a full-text rank and a title similarity count, as a whole number (stable in cursors). */
const RANK_SCALE = 1_000_000;

export interface GigSearch {
  matches: SQL;
  /** Higher is better; a bigint so that a cursor carries it exactly. */
  rank: SQL;
}

export function gigSearch(text: string): GigSearch {
  const query = (config: string) => sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`;
  const perLanguage = Object.entries(CONFIGS).map(
    ([language, config]) => sql`(${gigs.language} = ${language} AND ${gigs.searchVector} @@ ${query(config)})`,
  );
  const languageQuery = sql`CASE ${gigs.language} ${sql.join(
    Object.entries(CONFIGS).map(([language, config]) => sql`WHEN ${language} THEN ${query(config)}`),
    sql` `,
  )} END`;
  const similar = sql`(${text} <% ${gigs.title})`;
  return {
    matches: sql`(${sql.join([...perLanguage, similar], sql` OR `)})`,
    rank: sql`(round((ts_rank(${gigs.searchVector}, ${languageQuery}) + word_similarity(${text}, ${gigs.title})) * ${sql.raw(String(RANK_SCALE))})::bigint)`,
  };
}
