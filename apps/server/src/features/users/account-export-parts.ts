import type { Executor } from '../../db/client.ts';

/** The sections of GET /users/me/export after the profile, in the document's order. */
export const EXPORT_SECTIONS = [
  'gigs',
  'bids',
  'orders',
  'assignments',
  'messages',
  'reviews',
  'payments',
  'ledger',
  'likes',
  'notifications',
  'sessions',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/**
 * One feature's part of a person's data export: its own rows about the person, read only, by
 * section. Other people appear by username only: never their email, phone, card or anything else
 * of theirs that is private.
 */
export type AccountExportPart = (db: Executor, userId: string) => Promise<Partial<Record<ExportSection, unknown>>>;

export interface AccountExportParts {
  /** Registers a feature's part (app.ts does, once per feature that holds a person's rows). */
  add(part: AccountExportPart): void;
  /** Every section, in the document's order; a section no part gave throws (app.ts's wiring forgot it). */
  gather(db: Executor, userId: string): Promise<Record<ExportSection, unknown>>;
}

/**
 * The export asks each feature for the rows it owns, so the users feature reads no other feature's
 * tables and imports none of the features above it.
 */
export function accountExportRegistry(): AccountExportParts {
  const parts = new Set<AccountExportPart>();
  return {
    add: (part) => {
      parts.add(part);
    },
    gather: async (db, userId) => {
      const given: Partial<Record<ExportSection, unknown>> = Object.assign(
        {},
        ...(await Promise.all([...parts].map((part) => part(db, userId)))),
      );
      const missing = EXPORT_SECTIONS.filter((section) => !(section in given));
      if (missing.length > 0)
        throw new Error(`the account export has no ${missing.join(', ')}: app.ts registers each feature's part`);
      return Object.fromEntries(EXPORT_SECTIONS.map((section) => [section, given[section]])) as Record<
        ExportSection,
        unknown
      >;
    },
  };
}

/** The app's registry: app.ts adds each feature's part once, at start-up. */
export const accountExportParts = accountExportRegistry();
