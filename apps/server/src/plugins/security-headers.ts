import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a Content Security Policy the app itself does not break: everything is
 * served from this origin; JSON-LD blocks are data, not scripts, so script-src stays 'self'.
 * HSTS and upgrade-insecure-requests only when the site is served over HTTPS.
 *
 * The headers are the same for every answer (no nonces), so helmet computes them once at start
 * and every request copies that object (decision 027: @fastify/helmet parsed the policy again on
 * every request, a tenth of a cached read's CPU).
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries (the read cache's front door writes them itself). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = Object.freeze(securityHeaders(helmetOptions(app)));
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
