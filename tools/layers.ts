/**
 * The layer order of the code, in one place (docs/decisions/049-lint-and-layers.md): for each side,
 * its parts from the bottom up, one line per level. A part imports only parts on a lower line (its
 * own files aside), so nothing runs back up and no two parts can form a cycle. `npm run lint`
 * (tools/import-graph.ts) fails on an import against this order and on a part of the tree that has
 * no line here; a name listed here and absent from the tree is passed over.
 *
 * A part is a folder: in the domain each folder of packages/domain/src (`src` holds the files at its
 * top: errors, limits, pricing...); on the server `config` (config.ts and the config-*.ts beside it),
 * `db`, `lib`, `plugins`, `demo`, `app` (app.ts, server.ts and the command-line programs) and each
 * feature; on the web `lib`, `i18n`, `components`, `app` (app/, main.tsx and the other files at its
 * top) and each feature.
 * Tests and test helpers belong to no part: they may use anything.
 *
 * The server's features are listed with what each uses in apps/server/src/features/README.md;
 * tools/layers.test.ts keeps that list and this one the same.
 */
export const SIDES = ['domain', 'server', 'web'] as const;
export type Side = (typeof SIDES)[number];

export const LAYERS: Record<Side, readonly (readonly string[])[]> = {
  domain: [
    ['src'],
    ['uploads', 'integrity', 'payments', 'reviews', 'conversations', 'stats'],
    ['files', 'users', 'gigs'],
    ['bids'],
    ['orders', 'assignments'],
    ['messages', 'originality'],
    ['notifications'],
    ['mail', 'events'],
  ],
  server: [
    ['config'],
    ['db'],
    ['lib'],
    ['health', 'uploads', 'events', 'ledger', 'mail'],
    ['users', 'files'],
    ['audit'],
    ['jurisdictions'],
    ['notifications', 'auth', 'gigs'],
    ['conversations', 'reviews', 'reports', 'assignments'],
    ['messages', 'originality'],
    ['order-life'],
    ['payouts'],
    ['seo', 'operator', 'stats', 'metrics'],
    ['plugins', 'demo'],
    ['app'],
  ],
  web: [
    ['lib', 'i18n'],
    ['components'],
    ['uploads', 'reviews'],
    ['auth'],
    ['reports', 'mail-preferences', 'how-it-works', 'home'],
    ['messages', 'profile'],
    ['order-life'],
    ['gigs', 'operator', 'seller-hub'],
    ['notifications', 'account'],
    ['live'],
    ['app'],
  ],
};

/**
 * The step folders of a feature that has them, from the bottom up like the parts: a step imports only
 * steps on a lower line; the feature's files at its top (index.ts, its routes) stand above every step.
 */
export const STEPS: Record<string, readonly (readonly string[])[]> = {
  'server/order-life': [
    ['bidding'],
    ['payment'],
    ['delivery'],
    ['settlement'],
    ['cancellation', 'disputes', 'extensions'],
    ['timers'],
  ],
  'web/order-life': [['bidding', 'payment', 'delivery'], ['orders']],
};

/** The level of `side/name` (0 at the bottom), or null when the order does not list it. */
export function levelOf(part: string, layers: Record<Side, readonly (readonly string[])[]> = LAYERS): number | null {
  const [side, ...rest] = part.split('/');
  const name = rest.join('/');
  const levels = layers[side as Side];
  if (!levels) return null;
  const level = levels.findIndex((line) => line.includes(name));
  return level === -1 ? null : level;
}
