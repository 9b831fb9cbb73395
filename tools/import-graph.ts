/**
 * The import graph, checked on every `npm run lint` (docs/decisions/049-lint-and-layers.md).
 *
 * dependency-cruiser reads every import of the apps and the domain and applies the rules of
 * .dependency-cruiser.cjs (no cycle between files, the domain imports no app, db/ imports no lib/).
 * This script fails on each of its violations, then folds the files into their parts (a folder of
 * the domain, the server's db, lib, plugins, demo, app and each feature, the web's lib, components,
 * app and each feature: see tools/layers.ts) and fails on a cycle between parts, on an import
 * against the layer order of tools/layers.ts, on an import from one side into another (the domain
 * into an app, the web into the server) and on a part the layer order does not list. Tests and test
 * helpers belong to no part: they may use anything. `npm run graph` prints the graph as Mermaid.
 *
 *   tsx tools/import-graph.ts           check: exit 1 with the list of what is wrong
 *   tsx tools/import-graph.ts --mermaid print the graph
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAYERS, levelOf, STEPS, type Side } from './layers.ts';

export interface CruisedModule {
  source: string;
  dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[];
}
/** One broken rule of .dependency-cruiser.cjs, as its JSON report gives it. */
export interface CruiseViolation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}
type Layers = Record<Side, readonly (readonly string[])[]>;

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];

/** The part a file belongs to (`side/name`), or null for tests, test helpers and files outside the roots. */
export function partOf(path: string): string | null {
  if (/\.test\.tsx?$/.test(path) || path.startsWith('apps/web/src/test/')) return null;
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^packages\/domain\/src\/([^/]+)\//, (m) => `domain/${m[1]}`],
    [/^packages\/domain\/src\/[^/]+$/, () => 'domain/src'],
    [/^apps\/server\/src\/features\/([^/]+)\//, (m) => `server/${m[1]}`],
    [/^apps\/server\/src\/(db|lib|plugins|demo)\//, (m) => `server/${m[1]}`],
    [/^apps\/server\/src\/config(-[a-z-]+)?\.ts$/, () => 'server/config'],
    [/^apps\/server\/src\/[^/]+\.ts$/, () => 'server/app'],
    [/^apps\/web\/src\/features\/([^/]+)\//, (m) => `web/${m[1]}`],
    [/^apps\/web\/src\/(lib|i18n|components|app)\//, (m) => `web/${m[1]}`],
    [/^apps\/web\/src\/[^/]+\.tsx?$/, () => 'web/app'],
  ];
  for (const [pattern, name] of rules) {
    const match = path.match(pattern);
    if (match) return name(match);
  }
  return null;
}

const sideOf = (part: string) => part.split('/')[0] as Side;

/** Every import between two parts, with the first pair of files that makes it. */
function partImports(modules: CruisedModule[]): Map<string, Map<string, string>> {
  const imports = new Map<string, Map<string, string>>();
  for (const module of modules) {
    const from = partOf(module.source);
    if (!from) continue;
    const targets = imports.get(from) ?? new Map<string, string>();
    imports.set(from, targets);
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve) continue;
      const to = partOf(dependency.resolved);
      if (to && to !== from && !targets.has(to)) targets.set(to, `${module.source} -> ${dependency.resolved}`);
    }
  }
  return imports;
}

/** part -> the parts it imports (itself left out). */
export function partGraph(modules: CruisedModule[]): Map<string, Set<string>> {
  return new Map([...partImports(modules)].map(([from, targets]) => [from, new Set(targets.keys())]));
}

/** Every cycle of the graph (one per strongly connected set of parts), each as a path back to its start. */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The step folder of a file of a feature listed in `steps`
 * (`server/order-life/payment`), `<feature>/top` for its top files.
 */
export function stepOf(path: string, steps: Record<string, readonly (readonly string[])[]> = STEPS): string | null {
  const part = partOf(path);
  const match = path.match(/^apps\/(?:server|web)\/src\/features\/[^/]+\/(.+)$/);
  if (!part || !match || !steps[part]) return null;
  const folders = match[1]!.split('/');
  return `${part}/${folders.length === 1 ? 'top' : folders[0]}`;
}

/**
 * Imports between the step folders of one feature that run against
 * its step order, or land in a folder the order does not list.
 */
function stepProblems(modules: CruisedModule[], steps: Record<string, readonly (readonly string[])[]>): string[] {
  const levelIn = (step: string) => {
    const feature = step.slice(0, step.lastIndexOf('/'));
    const name = step.slice(step.lastIndexOf('/') + 1);
    const levels = steps[feature]!;
    return name === 'top' ? levels.length : levels.findIndex((line) => line.includes(name));
  };
  const problems = new Set<string>();
  for (const module of modules) {
    const from = stepOf(module.source, steps);
    if (!from) continue;
    if (levelIn(from) === -1) problems.add(`no step line: ${from} is not listed in tools/layers.ts`);
    for (const dependency of module.dependencies) {
      const to = dependency.coreModule || dependency.couldNotResolve ? null : stepOf(dependency.resolved, steps);
      if (!to || to === from || !to.startsWith(from.slice(0, from.lastIndexOf('/') + 1))) continue;
      const [fromLevel, toLevel] = [levelIn(from), levelIn(to)];
      if (fromLevel !== -1 && toLevel !== -1 && toLevel >= fromLevel) {
        problems.add(`against the step order: ${from} imports ${to} (${module.source} -> ${dependency.resolved})`);
      }
    }
  }
  return [...problems].sort();
}

/** What `npm run lint` fails on, one line each; empty when the graph holds. */
export function checkGraph(
  modules: CruisedModule[],
  violations: CruiseViolation[] = [],
  layers: Layers = LAYERS,
  steps: Record<string, readonly (readonly string[])[]> = STEPS,
): string[] {
  const problems = violations
    .filter((violation) => violation.rule.severity === 'error')
    .map((violation) => {
      const path = violation.cycle
        ? [violation.from, ...violation.cycle.map((step) => step.name)]
        : [violation.from, violation.to];
      return `${violation.rule.name}: ${path.join(' -> ')}`;
    });
  const imports = partImports(modules);
  for (const part of [...imports.keys()].sort()) {
    if (levelOf(part, layers) === null) problems.push(`no layer: ${part} is not listed in tools/layers.ts`);
  }
  for (const [from, targets] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
    const fromLevel = levelOf(from, layers);
    for (const [to, files] of [...targets].sort(([a], [b]) => a.localeCompare(b))) {
      const toLevel = levelOf(to, layers);
      if (sideOf(to) !== sideOf(from) && sideOf(to) !== 'domain')
        problems.push(`across sides: ${from} imports ${to} (${files})`);
      else if (sideOf(to) === sideOf(from) && fromLevel !== null && toLevel !== null && toLevel >= fromLevel) {
        problems.push(
          `against the layer order: ${from} (level ${fromLevel}) imports ${to} (level ${toLevel}) (${files})`,
        );
      }
    }
  }
  for (const cycle of findCycles(partGraph(modules))) problems.push(`cycle of parts: ${cycle.join(' -> ')}`);
  problems.push(...stepProblems(modules, steps));
  return problems;
}

/** The figures decision 049 quotes: files, imports between files, parts, imports between parts. */
export function graphCounts(modules: CruisedModule[]): {
  files: number;
  imports: number;
  parts: number;
  partImports: number;
} {
  const own = modules.filter((module) => ROOTS.some((root) => module.source.startsWith(`${root}/`)));
  const imports = own.reduce(
    (sum, module) =>
      sum +
      module.dependencies.filter((d) => !d.coreModule && !d.couldNotResolve && !d.resolved.includes('node_modules'))
        .length,
    0,
  );
  const graph = partGraph(own);
  return {
    files: own.length,
    imports,
    parts: graph.size,
    partImports: [...graph.values()].reduce((sum, targets) => sum + targets.size, 0),
  };
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * dependency-cruiser's module list and violations for the roots of `cwd` (the repository, or a tree built by a test).
 */
export function cruise(cwd = repoRoot): { modules: CruisedModule[]; violations: CruiseViolation[] } {
  const roots = ROOTS.filter((root) => existsSync(path.join(cwd, root)));
  const binary = path.join(repoRoot, 'node_modules/.bin/depcruise');
  const config = path.join(repoRoot, '.dependency-cruiser.cjs');
  const out = execFileSync(binary, [...roots, '--config', config, '--output-type', 'json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(out) as { modules: CruisedModule[]; summary: { violations: CruiseViolation[] } };
  return { modules: report.modules, violations: report.summary.violations };
}

/** Parts every other part of its side may use; the drawing leaves out the arrows into them. */
const FOUNDATIONS = new Set(['server/config', 'server/db', 'server/lib', 'web/lib', 'web/i18n', 'web/components']);

function mermaid(graph: Map<string, Set<string>>, side: 'server' | 'web'): string {
  const id = (part: string) => part.replace(/[^a-z]/g, '_');
  const lines = ['flowchart BT'];
  for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    if (sideOf(from) !== side || FOUNDATIONS.has(from)) continue;
    const shown = [...targets].filter((to) => sideOf(to) === side && !FOUNDATIONS.has(to)).sort();
    if (shown.length === 0) lines.push(`  ${id(from)}[${from}]`);
    for (const to of shown) lines.push(`  ${id(from)}[${from}] --> ${id(to)}[${to}]`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { modules, violations } = cruise();
  const graph = partGraph(modules);
  if (process.argv.includes('--mermaid')) {
    console.log('```mermaid\n' + mermaid(graph, 'server') + '\n```\n\n```mermaid\n' + mermaid(graph, 'web') + '\n```');
  } else {
    const problems = checkGraph(modules, violations);
    const counts = graphCounts(modules);
    const figures =
      `${counts.files} files, ${counts.imports} imports; ${counts.parts} ` +
      `parts, ${counts.partImports} imports between parts`;
    if (problems.length > 0) {
      console.error(
        `import graph (${figures}): ${problems.length} ` +
          `problem(s)\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
      );
      process.exit(1);
    }
    console.log(`import graph: ${figures}; 0 imports against the layer order, 0 cycles`);
  }
}
