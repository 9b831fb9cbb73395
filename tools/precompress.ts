/**
 * Precompresses the built web app (docs/decisions/030-compiled-server-and-compression.md): beside
 * every text file of apps/web/dist (js, css, html, svg, json, txt, xml, map, webmanifest), a `.br`
 * at brotli's highest quality and a `.gz` at gzip's, which @fastify/static sends as they are
 * (`preCompressed`) to a browser that accepts them. Done once at build time, so no request pays for
 * the compression. A variant is written only when it is smaller than the file itself.
 *
 *   tsx tools/precompress.ts [folder]    default apps/web/dist
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const TEXT_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
];

export interface Precompressed {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

async function* textFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (entry.isFile() && TEXT_EXTENSIONS.includes(path.extname(entry.name).toLowerCase())) yield file;
  }
}

async function writeVariant(file: string, original: Buffer, compressed: Buffer): Promise<number | null> {
  if (compressed.length >= original.length) {
    await fs.rm(file, { force: true });
    return null;
  }
  await fs.writeFile(file, compressed);
  return compressed.length;
}

/** Writes `<file>.br` and `<file>.gz` for every text file under `folder` (replacing older ones). */
export async function precompress(folder: string): Promise<Precompressed[]> {
  const done: Precompressed[] = [];
  for await (const file of textFiles(folder)) {
    const bytes = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    done.push({
      file,
      bytes: bytes.length,
      br: await writeVariant(`${file}.br`, bytes, br),
      gz: await writeVariant(`${file}.gz`, bytes, gz),
    });
  }
  return done;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  const started = Date.now();
  const done = await precompress(folder);
  const sum = (pick: (entry: Precompressed) => number) =>
    Math.round(done.reduce((total, entry) => total + pick(entry), 0) / 1024);
  console.log(
    `precompressed ${done.length} files of ` +
      `${path.relative(process.cwd(), folder) || '.'} ` +
      `in ${Date.now() - started} ms: ` +
      (`${sum((entry) => entry.bytes)} KB -> brotli ` +
        `${sum((entry) => entry.br ?? entry.bytes)} KB, ` +
        `gzip ${sum((entry) => entry.gz ?? entry.bytes)} KB`),
  );
}
