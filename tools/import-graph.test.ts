import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkGraph, cruise, findCycles, partGraph, partOf, stepOf, type CruisedModule } from './import-graph.ts';

/**
 * What `npm run lint` fails on in the import graph (tools/import-graph.ts): the check on module lists
 * written here, then dependency-cruiser with the project's .dependency-cruiser.cjs on a small tree
 * written to a temporary folder, one deliberate violation of each kind.
 */
const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
const imports = (source: string, ...resolved: string[]): CruisedModule => ({
  source,
  dependencies: resolved.map((target) => ({ resolved: target, coreModule: false, couldNotResolve: false })),
});
const layers = {
  domain: [['src'], ['gigs'], ['bids']],
  server: [['config'], ['db'], ['lib'], ['gigs'], ['bids'], ['app']],
  web: [['lib'], ['gigs'], ['app']],
};

describe('partOf', () => {
  test.each([
    ['apps/server/src/db/client.ts', 'server/db'],
    ['apps/server/src/lib/auth/guard.ts', 'server/lib'],
    ['apps/server/src/config.ts', 'server/config'],
    ['apps/server/src/config-env.ts', 'server/config'],
    ['apps/server/src/config-money.test.ts', null],
    ['apps/server/src/features/order-life/payment/payments.service.ts', 'server/order-life'],
    ['apps/server/src/plugins/session.ts', 'server/plugins'],
    ['apps/server/src/demo/seed-data.ts', 'server/demo'],
    ['apps/server/src/app.ts', 'server/app'],
    ['apps/server/src/operator-cli.ts', 'server/app'],
    ['apps/web/src/features/gigs/pages/gig-page.tsx', 'web/gigs'],
    ['apps/web/src/main.tsx', 'web/app'],
    ['apps/web/src/i18n/index.ts', 'web/i18n'],
    ['packages/domain/src/errors.ts', 'domain/src'],
    ['packages/domain/src/bids/bid.schema.ts', 'domain/bids'],
  ])('%s belongs to %s', (file, part) => {
    expect(partOf(file)).toBe(part);
  });

  test('tests and test helpers belong to no part: they may use any feature', () => {
    expect(partOf('apps/server/src/features/gigs/gigs.routes.test.ts')).toBeNull();
    expect(partOf('apps/web/src/test/fixtures/gigs.ts')).toBeNull();
    expect(partOf('apps/server/test/fixtures/bids.ts')).toBeNull();
  });
});

describe('findCycles', () => {
  test('a layered graph has none', () => {
    expect(
      findCycles(
        graphOf({ 'server/bids': ['server/gigs', 'server/lib'], 'server/gigs': ['server/lib'], 'server/lib': [] }),
      ),
    ).toEqual([]);
  });

  test('three features importing each other in a ring are a cycle, named from end to end', () => {
    const cycles = findCycles(
      graphOf({
        'server/bids': ['server/payments'],
        'server/payments': ['server/reviews'],
        'server/reviews': ['server/bids'],
      }),
    );
    expect(cycles).toEqual([['server/bids', 'server/payments', 'server/reviews', 'server/bids']]);
  });
});

describe('checkGraph on module lists', () => {
  const layered = [
    imports(
      'apps/server/src/features/bids/bids.service.ts',
      'apps/server/src/features/gigs/index.ts',
      'apps/server/src/lib/ids.ts',
      'packages/domain/src/bids/bid.rules.ts',
    ),
    imports('apps/server/src/features/gigs/index.ts', 'apps/server/src/db/client.ts'),
    imports('apps/server/src/lib/ids.ts', 'apps/server/src/db/client.ts'),
    imports(
      'packages/domain/src/bids/bid.rules.ts',
      'packages/domain/src/gigs/gig.process.ts',
      'packages/domain/src/limits.ts',
    ),
    imports(
      'apps/web/src/features/gigs/index.ts',
      'apps/web/src/lib/api.ts',
      'packages/domain/src/gigs/gig.process.ts',
    ),
    imports(
      'apps/server/src/features/gigs/gigs.routes.test.ts',
      'apps/server/src/features/bids/index.ts',
      'apps/server/src/app.ts',
    ),
  ];

  test('a tree that follows the layer order passes, tests importing upward included', () => {
    expect(checkGraph(layered, [], layers)).toEqual([]);
  });

  test('a feature importing one above it fails, naming the files', () => {
    const problems = checkGraph(
      [...layered, imports('apps/server/src/features/gigs/gigs.service.ts', 'apps/server/src/features/bids/index.ts')],
      [],
      layers,
    );
    expect(problems).toContain(
      'against the layer order: server/gigs (level 3) imports server/bids (level 4) ' +
        '(apps/server/src/features/gigs/gigs.service.ts -> apps/server/src/features/bids/index.ts)',
    );
    expect(problems).toContain('cycle of parts: server/bids -> server/gigs -> server/bids');
  });

  test('db importing lib fails: the database layer is below lib', () => {
    const problems = checkGraph(
      [...layered, imports('apps/server/src/db/client.ts', 'apps/server/src/lib/ids.ts')],
      [],
      layers,
    );
    expect(problems).toContain(
      'against the layer order: server/db (level 1) imports server/lib ' +
        '(level 2) (apps/server/src/db/client.ts -> apps/server/src/lib/ids.ts)',
    );
  });

  test('the domain importing an app fails, and so does a domain folder importing one above it', () => {
    const problems = checkGraph(
      [
        ...layered,
        imports(
          'packages/domain/src/gigs/gig.schema.ts',
          'apps/server/src/lib/ids.ts',
          'packages/domain/src/bids/bid.process.ts',
        ),
      ],
      [],
      layers,
    );
    expect(problems).toEqual([
      'against the layer order: domain/gigs (level 1) imports domain/bids (level 2) ' +
        '(packages/domain/src/gigs/gig.schema.ts -> packages/domain/src/bids/bid.process.ts)',
      'across sides: domain/gigs imports server/lib ' +
        '(packages/domain/src/gigs/gig.schema.ts -> ' +
        'apps/server/src/lib/ids.ts)',
      'cycle of parts: domain/bids -> domain/gigs -> domain/bids',
    ]);
  });

  test('a part the layer order does not list fails until it is given a line', () => {
    expect(
      checkGraph(
        [...layered, imports('apps/server/src/features/payouts/payouts.service.ts', 'apps/server/src/lib/ids.ts')],
        [],
        layers,
      ),
    ).toEqual(['no layer: server/payouts is not listed in tools/layers.ts']);
  });

  test("every error of dependency-cruiser's rules fails, a file cycle with its whole path", () => {
    const violation = {
      from: 'apps/server/src/lib/a.ts',
      to: 'apps/server/src/lib/b.ts',
      rule: { name: 'no-circular', severity: 'error' },
      cycle: [{ name: 'apps/server/src/lib/b.ts' }, { name: 'apps/server/src/lib/a.ts' }],
    };
    expect(checkGraph(layered, [violation], layers)).toEqual([
      'no-circular: apps/server/src/lib/a.ts -> apps/server/src/lib/b.ts -> apps/server/src/lib/a.ts',
    ]);
  });

  test('partGraph folds files into parts and drops imports inside a part and those of tests', () => {
    expect(partGraph(layered.slice(0, 2).concat(layered.slice(5)))).toEqual(
      graphOf({ 'server/bids': ['server/gigs', 'server/lib', 'domain/bids'], 'server/gigs': ['server/db'] }),
    );
  });
});

describe('the step folders of a feature', () => {
  const steps = { 'server/order-life': [['bidding'], ['payment'], ['delivery']] };
  const feature = 'apps/server/src/features/order-life';

  test.each([
    [`${feature}/payment/payments.service.ts`, 'server/order-life/payment'],
    [`${feature}/bidding/api/deep.ts`, 'server/order-life/bidding'],
    [`${feature}/index.ts`, 'server/order-life/top'],
    ['apps/server/src/features/gigs/gigs.service.ts', null],
    [`${feature}/payment/payments.routes.test.ts`, null],
  ])('%s is in step %s', (file, step) => {
    expect(stepOf(file, steps)).toBe(step);
  });

  test('steps importing lower steps, and the top importing any step, pass', () => {
    const modules = [
      imports(
        `${feature}/delivery/delivery.service.ts`,
        `${feature}/payment/escrow.ts`,
        `${feature}/bidding/bids.repository.ts`,
      ),
      imports(`${feature}/index.ts`, `${feature}/delivery/delivery.service.ts`),
      imports(`${feature}/payment/payments.routes.test.ts`, `${feature}/delivery/delivery.service.ts`),
    ];
    expect(checkGraph(modules, [], { ...layers, server: [...layers.server, ['order-life']] }, steps)).toEqual([]);
  });

  test('a step importing a higher one or the top, and a step folder the order does not list, fail', () => {
    const modules = [
      imports(`${feature}/payment/escrow.ts`, `${feature}/delivery/delivery.service.ts`, `${feature}/index.ts`),
      imports(`${feature}/refunds/refunds.ts`, `${feature}/bidding/bids.repository.ts`),
    ];
    expect(checkGraph(modules, [], { ...layers, server: [...layers.server, ['order-life']] }, steps)).toEqual([
      `against the step order: server/order-life/payment imports server/order-life/delivery ` +
        `(${feature}/payment/escrow.ts -> ${feature}/delivery/delivery.service.ts)`,
      `against the step order: server/order-life/payment imports ` +
        `server/order-life/top (${feature}/payment/escrow.ts -> ${feature}/index.ts)`,
      'no step line: server/order-life/refunds is not listed in tools/layers.ts',
    ]);
  });
});

describe('dependency-cruiser with the project rules, on a tree of its own', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  };

  test(
    'a file cycle, a domain import of an app, a db -> lib import ' +
      'and an import against the layer order all fail the check',
    () => {
      write(
        'tsconfig.json',
        JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, module: 'nodenext', noEmit: true } }),
      );
      write(
        'packages/domain/src/limits.ts',
        "import { newId } from '../../../apps/server/src/lib/ids.ts';\nexport const MAX = newId();\n",
      );
      write('apps/server/src/lib/ids.ts', "import { other } from './other.ts';\nexport const newId = () => other;\n");
      write(
        'apps/server/src/lib/other.ts',
        "import { newId } from './ids.ts';\nexport const other = 'x';\nexport const again = newId;\n",
      );
      write('apps/server/src/db/client.ts', "import { newId } from '../lib/ids.ts';\nexport const client = newId;\n");
      write(
        'apps/server/src/features/gigs/index.ts',
        "import { seed } from '../../demo/seed.ts';\nexport const gigs = seed;\n",
      );
      write('apps/server/src/demo/seed.ts', "import { client } from '../db/client.ts';\nexport const seed = client;\n");

      const { modules, violations } = cruise(root);
      const problems = checkGraph(modules, violations);

      expect(problems).toContain(
        'no-circular: apps/server/src/lib/ids.ts -> apps/server/src/lib/other.ts -> apps/server/src/lib/ids.ts',
      );
      expect(problems).toContain('domain-is-pure: packages/domain/src/limits.ts -> apps/server/src/lib/ids.ts');
      expect(problems).toContain('db-below-lib: apps/server/src/db/client.ts -> apps/server/src/lib/ids.ts');
      expect(problems.some((problem) => problem.startsWith('against the layer order: server/gigs'))).toBe(true);
      expect(problems.some((problem) => problem.startsWith('against the layer order: server/db'))).toBe(true);
    },
    30_000,
  );
});

test("the repository's own tree passes: no violation, no cycle, nothing against the layer order", () => {
  const { modules, violations } = cruise();
  expect(checkGraph(modules, violations)).toEqual([]);
}, 120_000);
