import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for the text the server makes per request (decision 030): JSON, problem details,
 * HTML pages, SVG, XML (the sitemap), plain text, from 1 KB up. Brotli at quality 4, which
 * compresses about as well as gzip 6 for a fraction of quality 11's CPU; the web app's files are
 * compressed at build time at the highest quality instead (tools/precompress.ts, served by
 * plugins/web-app.ts).
 *
 * Left alone: an answer that already has a Content-Encoding (the read cache's own precompressed
 * variants, the web app's .br/.gz files), the live events stream (text/event-stream must reach the
 * browser event by event; it is hijacked and never passes onSend anyway), and binary types (images,
 * PDFs and other files compress poorly or are compressed already).
 *
 * @fastify/compress adds its onSend hook to every route registered after it: app.ts registers it
 * before the routes, and after the read cache so that the cache's hook runs first.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:json|javascript|xml|manifest\+json)|\+json(?:;|$)|\+xml(?:;|$)/;

function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === name)) return;
  reply.header('vary', [...values, name].join(', '));
}

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: COMPRESSIBLE_TYPES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Request bodies stay as they are: a compressed upload would get around the body limits.
      globalDecompression: false,
    });
    // A text answer depends on Accept-Encoding even when it goes out plain (the client took no
    // encoding): a shared cache must not hand that copy to a client that takes brotli, nor the
    // reverse. @fastify/compress says so only when it compresses.
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && COMPRESSIBLE_TYPES.test(type)) addVary(reply, 'accept-encoding');
      return payload;
    });
  },
  { name: 'compression' },
);
