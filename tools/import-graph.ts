/**
 * The import graph between the parts of the code (docs/decisions/016-boundaries-and-one-source.md).
 *
 * dependency-cruiser reads every import of the apps and the domain; this script folds the files
 * into their parts (the server's kernel, plugins, each feature, app.ts; the web's app, components,
 * lib, each feature; the domain) and fails when the parts form a cycle: a feature that imports
 * another one which, through any path, imports it back. Tests and fixtures are left out: they
 * may use any feature. `npm run graph` prints the graph as Mermaid for the decision note.
 *
 *   tsx tools/import-graph.ts           check: exit 1 and name the cycle when there is one
 *   tsx tools/import-graph.ts --mermaid print the graph
 */
import { execFileSync } from 'node:child_process';

interface CruisedModule {
  source: string;
  dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[];
}

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];

/** The part a file belongs to, or null for tests, fixtures and files outside the apps. */
export function partOf(path: string): string | null {
  if (/\.test\.tsx?$/.test(path) || path.startsWith('apps/web/src/test/')) return null;
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^packages\/domain\/src\//, () => 'domain'],
    [/^apps\/server\/src\/(db|lib)\/|^apps\/server\/src\/config\.ts$/, () => 'server/kernel'],
    [/^apps\/server\/src\/plugins\//, () => 'server/plugins'],
    [/^apps\/server\/src\/features\/([^/]+)\//, (m) => `server/${m[1]}`],
    [/^apps\/server\/src\/(app|server)\.ts$/, () => 'server/app'],
    [/^apps\/web\/src\/features\/([^/]+)\//, (m) => `web/${m[1]}`],
    [/^apps\/web\/src\/(app\/|main\.tsx$)/, () => 'web/app'],
    [/^apps\/web\/src\/components\//, () => 'web/components'],
    [/^apps\/web\/src\/(lib|i18n)\//, () => 'web/lib'],
  ];
  for (const [pattern, name] of rules) {
    const match = path.match(pattern);
    if (match) return name(match);
  }
  return null;
}

function cruise(): CruisedModule[] {
  const out = execFileSync('npx', ['depcruise', ...ROOTS, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(out) as { modules: CruisedModule[] }).modules;
}

/** part -> the parts it imports (itself left out). */
export function partGraph(modules: CruisedModule[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of modules) {
    const from = partOf(module.source);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve) continue;
      const target = partOf(dependency.resolved);
      if (target && target !== from) edges.add(target);
    }
  }
  return graph;
}

/** One cycle of the graph as a path that comes back to its start, or null when there is none. */
export function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** Parts every other part of its side may use; the drawing leaves out the arrows into them. */
const FOUNDATIONS = new Set(['domain', 'server/kernel', 'web/lib', 'web/components']);

function mermaid(graph: Map<string, Set<string>>, side: 'server' | 'web'): string {
  const id = (part: string) => part.replace(/[^a-z]/g, '_');
  const lines = ['flowchart BT'];
  for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    if (!from.startsWith(side) || FOUNDATIONS.has(from)) continue;
    const shown = [...targets].filter((to) => !FOUNDATIONS.has(to)).sort();
    if (shown.length === 0) lines.push(`  ${id(from)}[${from}]`);
    for (const to of shown) lines.push(`  ${id(from)}[${from}] --> ${id(to)}[${to}]`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = partGraph(cruise());
  if (process.argv.includes('--mermaid')) {
    console.log('```mermaid\n' + mermaid(graph, 'server') + '\n```\n\n```mermaid\n' + mermaid(graph, 'web') + '\n```');
  } else {
    const cycle = findCycle(graph);
    if (cycle) {
      console.error(`import graph: a cycle runs back up: ${cycle.join(' -> ')}`);
      process.exit(1);
    }
    console.log(`import graph: ${graph.size} parts, no cycle`);
  }
}
