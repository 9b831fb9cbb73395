import { describe, expect, test } from 'vitest';
import { listedReads, tableOwners } from '../apps/server/src/db/schema/owners.ts';
import { checkTableOwners, treeFiles } from './table-owners.ts';

/**
 * The table-owner check of tools/table-owners.ts on the tree as it is, and on the tree with one
 * imagined file more (or one listed read more): each kind of trespass a newcomer might write fails.
 */
const tree = treeFiles();
const withFile = (file: string, source: string) => new Map([...tree, [file, source]]);
const schemaImport = "import { gigs } from '../../db/schema/gigs.ts';\n";

describe('the table-owner check', () => {
  test('passes the tree: no feature writes another one s table and every direct read is listed', () => {
    const { problems, crossWrites } = checkTableOwners(tree);
    expect(problems).toEqual([]);
    expect(crossWrites).toEqual([]);
  });

  test('every table has one owner and every listed read has a reason', () => {
    const declared = [...tree].filter(([file]) => file.startsWith('apps/server/src/db/schema/'));
    const tables = declared.flatMap(([, source]) =>
      [...source.matchAll(/pgTable\(\s*'(\w+)'/g)].map((match) => match[1]),
    );
    expect(Object.keys(tableOwners).sort()).toEqual(tables.sort());
    for (const entry of listedReads) expect(entry.reason.length).toBeGreaterThan(20);
  });

  test.each([
    [
      'a drizzle insert',
      'import { gigLikes as likes } from ' +
        "'../../db/schema/gigs.ts';\nexport const f " +
        '= (db: Db) => db.insert(likes).values(row);',
    ],
    ['a drizzle update', `${schemaImport}export const f = (db: Db) => db.update(gigs).set({ title: 'x' });`],
    ['a drizzle delete', `${schemaImport}export const f = (db: Db) => db.delete(gigs).where(x);`],
    [
      'a raw INSERT INTO a table name',
      'export const f = (db: Db) => db.execute(sql`INSERT INTO gig_likes (gig_id, user_id) VALUES (${a}, ${b})`);',
    ],
    [
      'a raw UPDATE of an interpolated table',
      `${schemaImport}export const f = (db: Db) => db.execute(sql\`UPDATE \${gigs} SET sales = sales + 1\`);`,
    ],
    [
      'a raw DELETE FROM across lines',
      'export const f = (db: Db) => db.execute(sql`DELETE\n  FROM gigs WHERE id = ${id}`);',
    ],
  ])('fails when another feature writes a table by %s', (_name, source) => {
    const { problems } = checkTableOwners(withFile('apps/server/src/features/reviews/new.repository.ts', source));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^apps\/server\/src\/features\/reviews\/new\.repository\.ts: reviews writes (gigs|gig_likes) /,
    );
  });

  test.each([
    ['an import of its schema table', `${schemaImport}export const f = (db: Db) => db.select().from(gigs);`],
    ['a raw FROM of its name', 'export const f = (db: Db) => db.execute(sql`SELECT count(*) FROM gigs`);'],
    [
      'a raw JOIN of its name',
      'export const f = (db: Db) => db.execute(sql`SELECT 1 FROM user_reviews r JOIN gig_likes l ON true`);',
    ],
  ])('fails when another feature reads a table by %s and the read is not listed', (_name, source) => {
    const { problems } = checkTableOwners(withFile('apps/server/src/features/reviews/new.repository.ts', source));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/reviews reads (gigs|gig_likes) .* list the read with its reason$/);
  });

  test('passes a listed read, and the owner writing its own table', () => {
    const file = 'apps/server/src/features/reviews/new.repository.ts';
    const files = withFile(file, 'export const f = (db: Db) => db.execute(sql`SELECT count(*) FROM gigs`);');
    files.set(
      'apps/server/src/features/gigs/new.repository.ts',
      `${schemaImport}export const f = (db: Db) => db.update(gigs).set({});`,
    );
    const listed = [...listedReads, { file, tables: ['gigs'], reason: 'an imagined read kept for the test' }];
    expect(checkTableOwners(files, tableOwners, listed).problems).toEqual([]);
  });

  test('a table named in a comment or by a test file is not an access', () => {
    const files = withFile(
      'apps/server/src/features/reviews/new.ts',
      '// we never UPDATE gigs here\n/* nor DELETE FROM gigs */\nexport const x = 1;',
    );
    files.set('apps/server/src/features/reviews/new.test.ts', 'db.execute(sql`UPDATE gigs SET sales = 0`);');
    expect(checkTableOwners(files).problems).toEqual([]);
  });

  test('fails on a listed read that the code no longer makes, and on a table without an owner', () => {
    const stale = [
      ...listedReads,
      {
        file: 'apps/server/src/features/reviews/gone.ts',
        tables: ['gigs'],
        reason: 'a read that is not there any more',
      },
    ];
    expect(checkTableOwners(tree, tableOwners, stale).problems).toEqual([
      'owners.ts lists a read of gigs by apps/server/src/features/reviews/gone.ts that the code no longer makes',
    ]);
    const { gig_likes: _dropped, ...owners } = tableOwners;
    expect(checkTableOwners(tree, owners).problems).toContainEqual('table gig_likes has no owner in owners.ts');
  });
});
