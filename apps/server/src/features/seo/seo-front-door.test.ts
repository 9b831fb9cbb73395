import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serverEntryFile } from './seo-body.ts';
import { startListeningApp } from '../../../test/fixtures/listening-app.ts';

/**
 * The front door (decision 027) and the pages the server renders per language (decision 033): a
 * page cached in one language is never handed to a visitor who asks for another, whichever path
 * answers. Uses the built web app and its server renderer (`npm run build`; CI builds first).
 */

const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');

let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  if (!fs.existsSync(serverEntryFile(webDist)))
    throw new Error('No server renderer in apps/web/dist-ssr: run `npm run build` first.');
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'inkwell-front-door-pages-'));
  ({ app, url, close } = await startListeningApp(dataDir, { WEB_DIST_DIR: webDist }));
});
afterAll(async () => close());

/** The page over HTTP, unencoded, and whether the front door answered it. */
function page(
  headers: Record<string, string>,
): Promise<{ status: number; lang: string | undefined; vary: string | undefined; byFrontDoor: boolean }> {
  const before = app.readCache.cache.frontDoorAnswers;
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            lang: /<html lang="([a-z]+)"/.exec(body)?.[1],
            vary: response.headers.vary,
            byFrontDoor: app.readCache.cache.frontDoorAnswers === before + 1,
          }),
        );
      })
      .on('error', reject);
  });
}

test(
  'a page kept in French is answered in French by the front ' +
    'door, and never to a visitor who asks for another language',
  async () => {
    const first = await page({ 'accept-language': 'fr' });
    expect(first).toMatchObject({ status: 200, lang: 'fr', byFrontDoor: false });
    expect(first.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(await page({ 'accept-language': 'fr-FR, fr;q=0.9' })).toMatchObject({
      status: 200,
      lang: 'fr',
      byFrontDoor: true,
    });

    // Another language, by header or by the language cookie: its own render, then its own front-door hits.
    expect(await page({ 'accept-language': 'de' })).toMatchObject({ lang: 'de', byFrontDoor: false });
    expect(await page({ 'accept-language': 'fr', cookie: 'inkwell_lang=es' })).toMatchObject({
      lang: 'es',
      byFrontDoor: false,
    });
    expect(await page({ 'accept-language': 'fr', cookie: 'inkwell_lang=es' })).toMatchObject({
      lang: 'es',
      byFrontDoor: true,
    });
    expect(await page({})).toMatchObject({ lang: 'en', byFrontDoor: false });
    expect(await page({ 'accept-language': 'xx' })).toMatchObject({ lang: 'en', byFrontDoor: true });
  },
);
