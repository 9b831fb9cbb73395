import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import {
  isAssetAnswer,
  securityHeaderSets,
  switchesToJson,
  type SecurityHeaders,
} from '../lib/security-header-sets.ts';

/**
 * Security headers with a Content Security Policy the app itself does not break: everything is
 * served from this origin; JSON-LD blocks are data, not scripts, so script-src stays 'self'.
 * HSTS and upgrade-insecure-requests only when the site is served over HTTPS.
 *
 * The headers are the same for every answer of a kind (no nonces), so helmet computes them once at
 * start and every request copies that object (decision 027: @fastify/helmet parsed the policy again
 * on every request, a tenth of a cached read's CPU). JSON answers carry a shorter set of their own
 * (lib/security-header-sets.ts, decision 029 "Fewer bytes per cached answer"), and so do the hashed
 * build files under /assets/ (decision 031: a page's first load fetches a few dozen of them).
 */
export function helmetOptions(app: FastifyInstance): HelmetOptions {
  const https = app.config.publicUrl.startsWith('https://');
  // Stripe Elements (the Stripe gateway only): Stripe.js, its card frames and its API.
  const stripe = app.config.payments.gateway === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripeApi],
        frameSrc: ["'self'", ...stripeFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet sets with these options, read once from a stand-in response. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Gives a reply the set of an answer of this type (the read
 * cache's hits and 304s know the type before the reply has it).
 */
export function secureAs(reply: FastifyReply, contentType: unknown): void {
  const headers = reply.server.securityHeaders;
  if (!switchesToJson(headers, contentType, reply.getHeader('content-security-policy'))) return;
  for (const name of headers.documentOnly) reply.removeHeader(name);
  reply.headers(headers.json);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers answers carry, per kind (the read cache's front door writes them itself). */
    securityHeaders: SecurityHeaders;
  }
}

/** Gives a hashed build file's answer the asset set, unless its route chose a policy of its own. */
function secureAsAsset(reply: FastifyReply): void {
  const headers = reply.server.securityHeaders;
  if (reply.getHeader('content-security-policy') !== headers.document['content-security-policy']) return;
  for (const name of headers.notForAssets) reply.removeHeader(name);
  reply.headers(headers.asset);
}

/**
 * Every answer starts with the document set (onRequest: an answer that never reaches onSend, such
 * as a hijacked stream, stays as protected as a page); a JSON answer goes out with the JSON set, a
 * hashed build file (a script, a style sheet, a font, an image under /assets/) with the asset set.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaderSets(securityHeaders(helmetOptions(app)));
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers.document);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (isAssetAnswer(request.url, type, request.headers['sec-fetch-dest'])) secureAsAsset(reply);
    else secureAs(reply, type);
    done(null, payload);
  });
});
