/**
 * Tables with owners (docs/decisions/050-table-owners.md).
 *
 * Every table has one owning feature (apps/server/src/db/schema/owners.ts). This check reads the
 * server's feature files (tests left out: they build their own rows) and finds:
 *
 * - writes: drizzle's insert / update / delete on a table object, and raw SQL INSERT INTO, UPDATE,
 *   DELETE FROM on a table's name or on an interpolated table object;
 * - direct reads: an import of a table from db/schema, and raw SQL FROM / JOIN of a table's name.
 *
 * A write by another feature than the owner fails; a read by another feature fails unless it is
 * listed with its reason in owners.ts's `listedReads`, and a listed read that the code no longer
 * makes fails too, so the list stays true.
 *
 *   tsx tools/table-owners.ts           check: exit 1 and name each problem
 *   tsx tools/table-owners.ts --list    print every cross-feature access found
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ListedRead, listedReads, tableOwners } from '../apps/server/src/db/schema/owners.ts';

export interface Access {
  file: string;
  feature: string;
  table: string;
  kind: 'write' | 'read';
  /** The code that made it, e.g. `.insert(bids)` or `JOIN order_deliveries`. */
  how: string;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const SCHEMA_DIR = 'apps/server/src/db/schema';
const FEATURES_DIR = 'apps/server/src/features';

/** The feature a server file belongs to, or null outside the features and for tests. */
export function featureOf(file: string): string | null {
  if (/\.test\.ts$|\.test-data\.ts$/.test(file)) return null;
  const match = file.match(/^apps\/server\/src\/features\/([^/]+)\//);
  if (!match?.[1]) return null;
  return match[1];
}

/** Schema export name -> SQL table name, from the files of db/schema. */
export function schemaTables(files: Map<string, string>): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [file, source] of files) {
    if (!file.startsWith(`${SCHEMA_DIR}/`)) continue;
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(match[1]!, match[2]!);
  }
  return tables;
}

/** Comments out: a table named in a sentence is not an access. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1')
    .replace(/--\s.*$/gm, '');
}

/** Local name -> SQL table name, for the tables a file imports from db/schema. */
function importedTables(source: string, tables: Map<string, string>): Map<string, string> {
  const imported = new Map<string, string>();
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/db\/schema\/[\w-]+(?:\.ts)?'/g)) {
    for (const specifier of match[1]!.split(',')) {
      const [name, alias] = specifier.trim().split(/\s+as\s+/);
      if (!name || name.startsWith('type ')) continue;
      const table = tables.get(name);
      if (table) imported.set(alias ?? name, table);
    }
  }
  return imported;
}

/** Every table access of one feature file. */
export function accessesOf(file: string, source: string, tables: Map<string, string>): Access[] {
  const feature = featureOf(file);
  if (!feature) return [];
  const code = withoutComments(source);
  const imported = importedTables(code, tables);
  const sqlNames = new Set(tables.values());
  const found: Access[] = [];
  const add = (table: string | undefined, kind: Access['kind'], how: string) => {
    if (table) found.push({ file, feature, table, kind, how: how.replace(/\s+/g, ' ') });
  };
  const tableIn = (interpolated: string | undefined, named: string | undefined) =>
    interpolated ? imported.get(interpolated) : named && sqlNames.has(named) ? named : undefined;

  for (const match of code.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g))
    add(imported.get(match[2]!), 'write', match[0]);
  for (const match of code.matchAll(/\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:\$\{\s*(\w+)\s*\}|"?([a-z_]+)\b)/g)) {
    add(tableIn(match[2], match[3]), 'write', match[0]);
  }
  for (const match of code.matchAll(/(?<!DELETE\s+)\b(FROM|JOIN)\s+(?:\$\{\s*(\w+)\s*\}|"?([a-z_]+)\b)/g)) {
    add(tableIn(match[2], match[3]), 'read', match[0]);
  }
  for (const [local, table] of imported) add(table, 'read', `import ${local}`);
  return found;
}

export interface Problem {
  message: string;
}

/** What fails the lint, for the given files (path from the repository's root -> source). */
export function checkTableOwners(
  files: Map<string, string>,
  owners: Record<string, string> = tableOwners,
  listed: readonly ListedRead[] = listedReads,
): { problems: string[]; crossReads: Access[]; crossWrites: Access[] } {
  const problems: string[] = [];
  const tables = schemaTables(files);
  const sqlNames = new Set(tables.values());
  for (const table of sqlNames) if (!owners[table]) problems.push(`table ${table} has no owner in owners.ts`);
  for (const table of Object.keys(owners))
    if (!sqlNames.has(table)) problems.push(`owners.ts names ${table}, which no schema file declares`);

  const accesses = [...files].flatMap(([file, source]) => accessesOf(file, source, tables));
  const foreign = accesses.filter((access) => owners[access.table] && owners[access.table] !== access.feature);
  const crossWrites = foreign.filter((access) => access.kind === 'write');
  for (const write of crossWrites) {
    problems.push(
      `${write.file}: ${write.feature} writes ${write.table} (${write.how}), ` +
        `which ${owners[write.table]} owns; call the owner's index`,
    );
  }
  const written = new Set(crossWrites.map((write) => `${write.file}|${write.table}`));
  const crossReads = dedupe(
    foreign.filter((access) => access.kind === 'read' && !written.has(`${access.file}|${access.table}`)),
  );
  const listedKeys = new Set(listed.flatMap((entry) => entry.tables.map((table) => `${entry.file}|${table}`)));
  for (const read of crossReads) {
    if (!listedKeys.has(`${read.file}|${read.table}`)) {
      problems.push(
        `${read.file}: ${read.feature} reads ${read.table} (${read.how}), which ` +
          `${owners[read.table]} owns; use the owner's index or list the read with its reason`,
      );
    }
  }
  const readKeys = new Set(crossReads.map((read) => `${read.file}|${read.table}`));
  for (const entry of listed) {
    for (const table of entry.tables) {
      if (!readKeys.has(`${entry.file}|${table}`))
        problems.push(`owners.ts lists a read of ${table} by ${entry.file} that the code no longer makes`);
    }
    if (!entry.reason.trim()) problems.push(`owners.ts lists reads by ${entry.file} without a reason`);
  }
  return { problems, crossReads, crossWrites };
}

/** One access per file and table: the first way the file reaches it. */
function dedupe(accesses: Access[]): Access[] {
  const seen = new Map<string, Access>();
  for (const access of accesses) {
    const key = `${access.file}|${access.table}`;
    if (!seen.has(key)) seen.set(key, access);
  }
  return [...seen.values()];
}

/** The schema files and the features' source files of the tree. */
export function treeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.ts')) files.set(relative, readFileSync(path.join(ROOT, relative), 'utf8'));
    }
  };
  walk(SCHEMA_DIR);
  walk(FEATURES_DIR);
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { problems, crossReads, crossWrites } = checkTableOwners(treeFiles());
  if (process.argv.includes('--list')) {
    for (const access of [...crossWrites, ...crossReads])
      console.log(`${access.kind}\t${access.table}\t${access.file}\t${access.how}`);
    console.log(
      `${crossWrites.length} cross-feature writes, ${crossReads.length} cross-feature reads (file and table)`,
    );
  } else if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`table owners: ${problems.length} problem(s); see docs/decisions/050-table-owners.md`);
    process.exit(1);
  } else {
    console.log(`table owners: 0 cross-feature writes, ${crossReads.length} listed cross-feature reads`);
  }
}
