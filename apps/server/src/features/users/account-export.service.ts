import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { accountExportParts } from './account-export-parts.ts';

/** The profile as the person sees it: every column but the password hash. */
function profileOf(user: UserRow) {
  const { passwordHash: _hidden, ...profile } = user;
  return profile;
}

/**
 * GET /users/me/export: everything about the signed-in person as one JSON document:
 * profile, gigs, bids and orders (with their events and deliveries), messages, reviews, payments,
 * ledger lines, likes, notifications and sessions. Amounts are in cents, as stored. Each feature
 * gives the sections of the rows it owns (account-export-parts.ts; app.ts registers them).
 */
export async function exportAccount(db: Database, viewer: UserRow | null, now: Date) {
  const user = requireUser(viewer);
  const sections = await accountExportParts.gather(db, user.id);
  return {
    exportedAt: now.toISOString(),
    format: 'Inkwell account export, version 1. Amounts are in US cents.',
    profile: profileOf(user),
    ...sections,
  };
}
