/**
 * Two rules of the source text that neither ESLint nor Prettier holds (docs/decisions/053-formatter-and-comments.md):
 *
 * - No line of code is over 120 characters. Prettier breaks code at 120 but leaves comments, strings
 *   and test names as they are; this check catches those. A line may pass 120 only where a URL
 *   crosses the limit (an address is not broken in two). Generated files (migrations, builds) are not
 *   code written by hand and are left out.
 * - Comments and texts speak of the code: no "issue" followed by a number (a tracker the reader of
 *   the repository does not have), and no mention of the spec files that are not in it, in apps/,
 *   packages/, e2e/, bench/ and tools/.
 *
 *   tsx tools/source-lines.ts    exit 1 and list each line that breaks a rule
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINE_LENGTH = 120;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const CODE = /\.(ts|tsx|js|cjs|mjs|css|lua)$/;
const GENERATED = [/(^|\/)dist(-ssr)?\//, /^apps\/server\/src\/db\/migrations\//];
const WORDED_ROOTS = ['apps/', 'packages/', 'e2e/', 'bench/', 'tools/'];
const URL = /\bhttps?:\/\/[^\s'"`)>\]]+/g;
const TRACKER = /\bissues? #?[0-9]/i;
const SPEC_FILES = /\b(SPEC|DECISIONS)\.md\b/;

const isGenerated = (file: string) => GENERATED.some((pattern) => pattern.test(file));

/** Whether a URL starts at or before the limit and ends after it: the one reason a line may be longer. */
function urlCrossesLimit(line: string): boolean {
  for (const match of line.matchAll(URL)) {
    const start = [...line.slice(0, match.index)].length;
    if (start <= MAX_LINE_LENGTH && start + [...match[0]].length > MAX_LINE_LENGTH) return true;
  }
  return false;
}

/** The problems of one file's text; `file` is its path from the repository's root, with forward slashes. */
export function lineProblems(file: string, text: string): Problem[] {
  const checksLength = CODE.test(file) && !isGenerated(file);
  const checksWords = WORDED_ROOTS.some((root) => file.startsWith(root)) && !isGenerated(file);
  const problems: Problem[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const at = { file, line: index + 1 };
    const length = [...line].length;
    if (checksLength && length > MAX_LINE_LENGTH && !urlCrossesLimit(line)) {
      problems.push({ ...at, message: `${length} characters, over ${MAX_LINE_LENGTH}` });
    }
    if (!checksWords) return;
    const tracker = line.match(TRACKER);
    if (tracker) problems.push({ ...at, message: `"${tracker[0]}...": say what the code does, not which issue asked` });
    const spec = line.match(SPEC_FILES);
    if (spec) problems.push({ ...at, message: `${spec[0]} is not in the repository: say the rule itself` });
  });
  return problems;
}

/** Every file git knows or would add (tracked, and untracked but not ignored). */
function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter(Boolean);
}

/** The problems of every text file of the repository at `root` (binary files are skipped). */
export function repositoryProblems(root: string): Problem[] {
  const problems: Problem[] = [];
  for (const file of repositoryFiles(root)) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (text.includes('\0')) continue;
    problems.push(...lineProblems(file, text));
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = repositoryProblems(path.resolve(import.meta.dirname, '..'));
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} lines break the source text's rules (tools/source-lines.ts).`);
    // Not process.exit: it would cut a long list short when stderr is a pipe.
    process.exitCode = 1;
  }
}
