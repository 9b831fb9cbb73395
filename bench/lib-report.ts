import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib-servers.ts';

/** Where a bench's figures go: a gitignored JSON file and a decision note's marked section. */

export interface RunInfo {
  date: string;
  machine: string;
  node: string;
  commit: string;
  /** The 1-minute load average when the run started (the machine may be shared). */
  loadAverage: number;
}

export function runInfo(): RunInfo {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    if (dirty) commit += ' (with uncommitted changes)';
  } catch {
    // Not a git checkout.
  }
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine:
      `${os.type()} ${os.release()}, ${cpus.length} ` +
      `× ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB`,
    node: process.version,
    commit,
    loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

export const describeRun = (info: RunInfo) =>
  `${info.date}, ${info.machine}, Node ${info.node}, commit ` +
  `${info.commit}, load average ${info.loadAverage} at the start`;

export async function writeResult(name: string, data: unknown): Promise<string> {
  const file = path.join(repoRoot, 'bench/results', `${name}.local.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}

/** Decision 029's measurement log: the bench's tables go there, the note keeps the conclusions. */
export const NOTE = path.join(repoRoot, 'bench/results/029-http-reads.md');

/**
 * Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->` in the note (appends
 * the marked section at the end when the markers are missing).
 */
export async function writeNoteSection(name: string, body: string, file = NOTE): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  await fs.writeFile(file, next);
}
