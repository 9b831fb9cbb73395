import fs from 'node:fs';
import path from 'node:path';

/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): the busy time (every sample but idle) by
 * package and by function, self and inclusive, as shares of the busy time.
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile> [--from-ms=N] [--to-ms=N] [--top=N]
 *
 * --from-ms leaves out the samples of the profile's first N ms (the server's start), so that a
 * profile of a process started for one load run describes the load alone; --to-ms leaves out the
 * samples from N ms on (the rows after the one of interest). A function is named by
 * its name, file and line; a package is the folder under node_modules, `node:` for Node's own
 * code, `app` for the compiled server, and V8's pseudo-functions ((garbage collector), (program))
 * by themselves.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const IDLE = '(idle)';

export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return url.includes('/apps/server/') ? 'app' : path.basename(url);
}

const functionOf = (frame: CallFrame) =>
  (
    `${frame.functionName || '(anonymous)'} ` +
    `${packageOf(frame) === frame.functionName ? '' : `${path.basename(frame.url)}:${frame.lineNumber + 1}`}`
  ).trim();

export interface Summary {
  busyMs: number;
  idleMs: number;
  packages: { name: string; selfShare: number; inclusiveShare: number }[];
  functions: { name: string; selfShare: number; inclusiveShare: number }[];
}

export function summarise(profile: CpuProfile, fromMs = 0, toMs = Infinity): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = { packages: new Map<string, number>(), functions: new Map<string, number>() };
  const inclusive = { packages: new Map<string, number>(), functions: new Map<string, number>() };
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  let busy = 0;
  let idle = 0;
  let at = 0;
  profile.samples.forEach((id, index) => {
    // A sample's time is the delta to the next one (V8 records the delta before each sample).
    const us = profile.timeDeltas[index + 1] ?? 0;
    at += profile.timeDeltas[index] ?? 0;
    if (at < fromMs * 1000 || at >= toMs * 1000) return;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === IDLE) return void (idle += us);
    busy += us;
    add(self.packages, packageOf(node.callFrame), us);
    add(self.functions, functionOf(node.callFrame), us);
    // Inclusive: every package and function on the stack, each once.
    const seen = { packages: new Set<string>(), functions: new Set<string>() };
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current)!.callFrame;
      if (frame.functionName === '(root)') continue;
      seen.packages.add(packageOf(frame));
      seen.functions.add(functionOf(frame));
    }
    for (const name of seen.packages) add(inclusive.packages, name, us);
    for (const name of seen.functions) add(inclusive.functions, name, us);
  });
  const rows = (kind: 'packages' | 'functions') =>
    [...self[kind].keys(), ...inclusive[kind].keys()]
      .filter((name, index, all) => all.indexOf(name) === index)
      .map((name) => ({
        name,
        selfShare: (self[kind].get(name) ?? 0) / busy,
        inclusiveShare: (inclusive[kind].get(name) ?? 0) / busy,
      }));
  return { busyMs: busy / 1000, idleMs: idle / 1000, packages: rows('packages'), functions: rows('functions') };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`.padStart(7);

function print(summary: Summary, top: number) {
  console.log(`busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`);
  console.log('\nby package (self, inclusive):');
  for (const row of [...summary.packages].sort((a, b) => b.selfShare - a.selfShare).slice(0, top)) {
    console.log(`${percent(row.selfShare)} ${percent(row.inclusiveShare)}  ${row.name}`);
  }
  console.log('\nby function, self:');
  for (const row of [...summary.functions].sort((a, b) => b.selfShare - a.selfShare).slice(0, top)) {
    console.log(`${percent(row.selfShare)}  ${row.name}`);
  }
  console.log('\nby function, inclusive:');
  for (const row of [...summary.functions].sort((a, b) => b.inclusiveShare - a.inclusiveShare).slice(0, top)) {
    console.log(`${percent(row.inclusiveShare)}  ${row.name}`);
  }
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const file = process.argv[2];
  if (!file)
    throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [--from-ms=N] [--to-ms=N] [--top=N]');
  const option = (name: string, fallback: number) =>
    Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  print(summarise(profile, option('from-ms', 0), option('to-ms', Infinity)), option('top', 25));
}
