import { describe, expect, test } from 'vitest';
import { findCycle, partGraph, partOf } from './import-graph.ts';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('partOf', () => {
  test.each([
    ['apps/server/src/db/client.ts', 'server/kernel'],
    ['apps/server/src/config.ts', 'server/kernel'],
    ['apps/server/src/features/bids/bids.service.ts', 'server/bids'],
    ['apps/server/src/plugins/session.ts', 'server/plugins'],
    ['apps/server/src/app.ts', 'server/app'],
    ['apps/web/src/features/gigs/pages/gig-page.tsx', 'web/gigs'],
    ['apps/web/src/main.tsx', 'web/app'],
    ['apps/web/src/i18n/index.ts', 'web/lib'],
    ['packages/domain/src/errors.ts', 'domain'],
  ])('%s belongs to %s', (path, part) => {
    expect(partOf(path)).toBe(part);
  });

  test('tests and fixtures belong to no part: they may use any feature', () => {
    expect(partOf('apps/server/src/features/bids/bids.place.routes.test.ts')).toBeNull();
    expect(partOf('apps/web/src/test/fixtures/gigs.ts')).toBeNull();
    expect(partOf('apps/server/test/fixtures/bids.ts')).toBeNull();
  });
});

describe('findCycle', () => {
  test('a layered graph has none', () => {
    expect(findCycle(graphOf({ 'server/bids': ['server/gigs', 'server/kernel'], 'server/gigs': ['server/kernel'], 'server/kernel': [] }))).toBeNull();
  });

  test('two features importing each other through a third is a cycle, named from end to end', () => {
    const cycle = findCycle(graphOf({ 'server/bids': ['server/payments'], 'server/payments': ['server/reviews'], 'server/reviews': ['server/bids'] }));
    expect(cycle).toEqual(['server/bids', 'server/payments', 'server/reviews', 'server/bids']);
  });
});

describe('partGraph', () => {
  test('folds files into parts and drops imports inside a part, of node itself and of tests', () => {
    const graph = partGraph([
      {
        source: 'apps/server/src/features/bids/bids.service.ts',
        dependencies: [
          { resolved: 'apps/server/src/features/gigs/index.ts', coreModule: false, couldNotResolve: false },
          { resolved: 'apps/server/src/features/bids/bids.repository.ts', coreModule: false, couldNotResolve: false },
          { resolved: 'node:crypto', coreModule: true, couldNotResolve: false },
        ],
      },
      { source: 'apps/server/src/features/gigs/gigs.routes.test.ts', dependencies: [{ resolved: 'apps/server/src/features/bids/index.ts', coreModule: false, couldNotResolve: false }] },
    ]);
    expect(graph).toEqual(graphOf({ 'server/bids': ['server/gigs'] }));
  });
});
