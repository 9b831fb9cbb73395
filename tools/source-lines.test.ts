import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { lineProblems, MAX_LINE_LENGTH, repositoryProblems } from './source-lines.ts';

// The words this check refuses are put together here, so that this file does not break the rule it tests.
const ISSUE = ['iss', 'ue'].join('');
const SPEC = ['SP', 'EC.md'].join('');
const DECISIONS = ['DECIS', 'IONS.md'].join('');

const line = (length: number) => `const text = '${'x'.repeat(length - 16)}';`;

describe('the length of a line of code', () => {
  test('a line of code over 120 characters fails; one of exactly 120 passes', () => {
    expect(line(MAX_LINE_LENGTH)).toHaveLength(120);
    expect(lineProblems('apps/server/src/new.ts', `${line(120)}\n${line(121)}\n`)).toEqual([
      { file: 'apps/server/src/new.ts', line: 2, message: '121 characters, over 120' },
    ]);
  });

  test.each(['tsx', 'js', 'cjs', 'mjs', 'css', 'lua'])('holds in .%s files too', (extension) => {
    expect(lineProblems(`apps/web/src/new.${extension}`, line(121))).toHaveLength(1);
  });

  test('characters are counted, not bytes', () => {
    expect(lineProblems('packages/domain/src/new.ts', `const text = '${'é'.repeat(104)}';`)).toEqual([]);
  });

  test('a URL may cross the limit; text past a URL that ended before it may not', () => {
    const url = `https://example.org/${'a'.repeat(60)}`;
    const crossing = `// See ${'the notes '.repeat(8)}at ${url} for the reason.`;
    expect(lineProblems('bench/new.ts', crossing)).toEqual([]);
    const after = `// See ${url} where ${'it says so again '.repeat(5)}.`;
    expect(lineProblems('bench/new.ts', after)).toHaveLength(1);
  });

  test('generated files, builds and texts that are not code are left out', () => {
    for (const file of [
      'apps/server/src/db/migrations/0001_initial_schema.sql',
      'apps/server/src/db/migrations/meta/0001_snapshot.json',
      'apps/web/dist/assets/index.js',
      'apps/web/src/i18n/locales/en/common.json',
      'docs/decisions/001-stack.md',
      'apps/web/index.html',
    ]) {
      expect(lineProblems(file, line(200)), file).toEqual([]);
    }
  });
});

describe('comments that speak of the code', () => {
  test.each([
    [`// The account page (${ISSUE} 16): one's devices.`, `"${ISSUE} 1..."`],
    [` * ${ISSUE.replace('i', 'I')} 17: the honor code.`, `"${ISSUE.replace('i', 'I')} 1..."`],
    [`/** Memory after ${ISSUE}s 17 and 18. */`, `"${ISSUE}s 1..."`],
    [`// as ${ISSUE} #12 asked`, `"${ISSUE} #1..."`],
  ])('a tracker number fails: %s', (text, quoted) => {
    const [problem] = lineProblems('apps/server/src/new.ts', text);
    expect(problem?.message).toContain(quoted);
  });

  test.each([SPEC, DECISIONS])('a mention of %s fails', (name) => {
    expect(lineProblems('packages/domain/src/new.ts', `/** As ${name} says: off by default. */`)).toEqual([
      { file: 'packages/domain/src/new.ts', line: 1, message: `${name} is not in the repository: say the rule itself` },
    ]);
  });

  test('it holds in every file of apps/, packages/, e2e/, bench/ and tools/, and nowhere else', () => {
    const text = `The ${ISSUE} 16 fix.`;
    for (const file of [
      'e2e/README.md',
      'bench/results/run.txt',
      'tools/new.ts',
      'apps/web/src/i18n/locales/en/x.json',
    ]) {
      expect(lineProblems(file, text), file).toHaveLength(1);
    }
    for (const file of ['docs/decisions/053-formatter-and-comments.md', 'README.md', 'apps/web/dist/assets/x.js']) {
      expect(lineProblems(file, text), file).toEqual([]);
    }
  });

  test('words that only look alike pass', () => {
    const text = "// The issues of a gig's title are listed; an issue is raised once per 10 minutes. SPEC_VERSION.md";
    expect(lineProblems('apps/server/src/new.ts', text)).toEqual([]);
  });
});

describe('the whole repository', () => {
  test('every file git knows is read, untracked ones too, binary ones skipped', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'source-lines-'));
    try {
      execFileSync('git', ['init', '-q'], { cwd: root });
      mkdirSync(path.join(root, 'apps/server/src'), { recursive: true });
      writeFileSync(path.join(root, 'apps/server/src/clean.ts'), `${line(120)}\n`);
      writeFileSync(path.join(root, 'apps/server/src/long.ts'), `// ok\n${line(130)}\n`);
      writeFileSync(path.join(root, 'apps/server/src/picture.ts'), `\0${line(130)}`);
      writeFileSync(path.join(root, '.gitignore'), 'ignored.ts\n');
      writeFileSync(path.join(root, 'ignored.ts'), line(130));
      expect(repositoryProblems(root)).toEqual([
        { file: 'apps/server/src/long.ts', line: 2, message: '130 characters, over 120' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
