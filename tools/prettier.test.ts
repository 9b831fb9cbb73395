import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, test } from 'vitest';

/**
 * The formatter as `npm run lint` runs it (`prettier --check .`): the project's own configuration
 * and ignore file, on imagined files at real places of the tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const ignorePath = path.join(root, '.prettierignore');

async function passes(file: string, source: string): Promise<boolean> {
  const filepath = path.join(root, file);
  const options = await prettier.resolveConfig(filepath, { editorconfig: true });
  return prettier.check(source, { ...options, filepath });
}

const call = (args: string[]) => `send(${args.map((arg) => `'${arg}'`).join(', ')});\n`;

describe('the formatter', () => {
  test('a call that fits in 120 columns stays on one line; one that does not is broken', async () => {
    const fits = call(['a'.repeat(50), 'b'.repeat(57)]);
    expect(fits.trimEnd()).toHaveLength(120);
    expect(await passes('apps/server/src/new.ts', fits)).toBe(true);
    const tooLong = call(['a'.repeat(50), 'b'.repeat(58)]);
    expect(await passes('apps/server/src/new.ts', tooLong)).toBe(false);
    expect(await passes('apps/server/src/new.ts', `send(\n  '${'a'.repeat(50)}',\n  '${'b'.repeat(58)}',\n);\n`)).toBe(
      true,
    );
  });

  test('strings in single quotes, semicolons, trailing commas', async () => {
    expect(await passes('apps/web/src/new.tsx', "export const a = ['x', 'y'];\n")).toBe(true);
    expect(await passes('apps/web/src/new.tsx', 'export const a = ["x", "y"];\n')).toBe(false);
    expect(await passes('apps/web/src/new.tsx', "export const a = ['x', 'y']\n")).toBe(false);
    const broken = `export const a = [\n  '${'x'.repeat(60)}',\n  '${'y'.repeat(60)}',\n];\n`;
    expect(await passes('packages/domain/src/new.ts', broken)).toBe(true);
    expect(
      await passes('packages/domain/src/new.ts', broken.replace(`'${'y'.repeat(60)}',`, `'${'y'.repeat(60)}'`)),
    ).toBe(false);
  });

  test.each([
    'apps/server/src/app.ts',
    'apps/web/src/main.tsx',
    'apps/web/src/index.css',
    'eslint.config.js',
    '.dependency-cruiser.cjs',
    'tools/new.mjs',
  ])('covers %s', async (file) => {
    const info = await prettier.getFileInfo(path.join(root, file), { ignorePath });
    expect(info.ignored).toBe(false);
    expect(info.inferredParser).not.toBeNull();
  });

  test.each([
    'apps/web/dist/assets/index.js',
    'apps/server/dist/server.js',
    'apps/server/src/db/migrations/meta/_journal.json',
    'apps/web/src/i18n/locales/en/common.json',
    'docs/decisions/001-stack.md',
    'apps/web/index.html',
    'package-lock.json',
  ])('leaves out %s', async (file) => {
    expect((await prettier.getFileInfo(path.join(root, file), { ignorePath })).ignored).toBe(true);
  });

  test('npm run lint runs the formatter and the source lines check, and npm run format writes', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toContain('prettier --check .');
    expect(scripts.lint).toContain('tsx tools/source-lines.ts');
    expect(scripts.format).toBe('prettier --write .');
  });
});
