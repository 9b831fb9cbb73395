/**
 * Compiles the server to plain JavaScript (docs/decisions/030-compiled-server-and-compression.md):
 * `npm run build` writes apps/server/dist/server.js, operator-cli.js and files-migrate-cli.js, which
 * `npm run serve`, `npm run operator` and `npm run files:migrate` run with `node` alone; the process tests compile the
 * same way into a folder of their own, so the tested server and the production one cannot drift.
 *
 * esbuild bundles the project's own modules and @inkwell/* (TypeScript sources); every other
 * package stays an import, resolved from the repository's node_modules at run time. A module that
 * reads files beside itself (db/client.ts: its migrations; config-storage.ts: the web app's build)
 * keeps its own folder: `import.meta.dirname` in each source file becomes that file's folder,
 * written relative to the output, so the checkout may move after the build.
 *
 *   tsx tools/build-server.ts            build into apps/server/dist
 */
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const serverSrc = path.join(repoRoot, 'apps/server/src');
export const defaultOutdir = path.join(repoRoot, 'apps/server/dist');
/** The programs production runs, by output name. */
export const entryPoints = {
  server: path.join(serverSrc, 'server.ts'),
  'operator-cli': path.join(serverSrc, 'operator-cli.ts'),
  'backup-cli': path.join(serverSrc, 'backup-cli.ts'),
  'files-migrate-cli': path.join(serverSrc, 'files-migrate-cli.ts'),
};

const DIRNAME_HELPER = '__inkwellSourceDir';

/**
 * Bundles the project's own modules and @inkwell/*; packages stay imports; each file keeps its own import.meta.dirname.
 */
function projectOnly(outdir: string): Plugin {
  return {
    name: 'project-only',
    setup(compiler) {
      compiler.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@inkwell/') ? undefined : { path: args.path, external: true },
      );
      compiler.onLoad({ filter: /\.ts$/ }, async (args) => {
        const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: (await fs.readFile(args.path, 'utf8')).replaceAll(
            'import.meta.dirname',
            `${DIRNAME_HELPER}(${JSON.stringify(relative)})`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

export type EntryName = keyof typeof entryPoints;

export interface ServerBuild {
  /** Output name (server, operator-cli) -> the compiled module's path. */
  files: Partial<Record<EntryName, string>>;
  /** Every package the compiled code imports at run time. */
  imports: string[];
}

/** Compiles the server and the operator CLI (or the `only` ones) into `outdir` as ES modules: `<name><suffix>.js`. */
export async function buildServer(
  options: { outdir?: string; suffix?: string; only?: EntryName[] } = {},
): Promise<ServerBuild> {
  const outdir = path.resolve(options.outdir ?? defaultOutdir);
  const suffix = options.suffix ?? '';
  const names = options.only ?? (Object.keys(entryPoints) as EntryName[]);
  await fs.mkdir(outdir, { recursive: true });
  const result = await build({
    entryPoints: names.map((name) => ({ in: entryPoints[name], out: `${name}${suffix}` })),
    outdir,
    outExtension: { '.js': '.js' },
    bundle: true,
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    // Characters beyond ASCII as escapes: one beyond Latin-1 would make V8 keep the whole bundle's
    // source as a two-byte string (decision 030). Regular expressions and String.raw it cannot
    // escape are written with \u escapes in their sources.
    charset: 'ascii',
    logLevel: 'warning',
    metafile: true,
    banner: {
      js:
        `import { join as __inkwellJoin } from 'node:path';\nconst ${DIRNAME_HELPER} ` +
        `= (relative) => __inkwellJoin(import.meta.dirname, relative);`,
    },
    plugins: [projectOnly(outdir)],
  });
  const files: ServerBuild['files'] = Object.fromEntries(
    names.map((name) => [name, path.join(outdir, `${name}${suffix}.js`)]),
  );
  return { files, imports: externalImports(result.metafile) };
}

export interface CompiledProgram {
  file: string;
  /**
   * Removes the file if the caller built it (a shared build stays); synchronous, so that an exit handler may call it.
   */
  remove(): void;
}

/**
 * The compiled program `name` for a test: the one in BUILT_SERVER_DIR when it is set (.ci/run
 * builds once, with `npm run build`, before every test run, and nothing rewrites it meanwhile),
 * else a build of the caller's own into `outdir` (locally a build running meanwhile may rewrite
 * apps/server/dist under the test).
 */
export async function compiledProgram(
  name: EntryName,
  options: { outdir: string; suffix: string },
): Promise<CompiledProgram> {
  const shared = process.env.BUILT_SERVER_DIR;
  if (shared) {
    const file = path.resolve(shared, `${name}.js`);
    await fs.access(file).catch(() => {
      throw new Error(`BUILT_SERVER_DIR has no ${name}.js: run \`npm run build\` first`);
    });
    return { file, remove: () => {} };
  }
  const file = (await buildServer({ outdir: options.outdir, suffix: options.suffix, only: [name] })).files[name];
  if (!file) throw new Error(`the build made no ${name}`);
  return { file, remove: () => [file, `${file}.map`].forEach((made) => rmSync(made, { force: true })) };
}

function externalImports(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) if (imported.external) names.add(imported.path);
  }
  return [...names].sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { files } = await buildServer();
  const sizes = await Promise.all(
    Object.values(files).map(
      async (file) => `${path.relative(repoRoot, file)} ${Math.round((await fs.stat(file)).size / 1024)} KB`,
    ),
  );
  console.log(`server built in ${Date.now() - started} ms: ${sizes.join(', ')}`);
}
