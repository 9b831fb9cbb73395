import type { RateLimitOptions } from '@fastify/rate-limit';
import { IMAGE_MAX_BYTES, UploadResult } from '@inkwell/domain/uploads/upload.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { servedFileHeaders } from '../../lib/served-file.ts';
import { readSingleFile } from './multipart-file.ts';
import { openUploadedImage, storeImage } from './uploads.service.ts';

/** Signed-in people upload gig covers and images; their limit only stops runaway scripts. */
export const SIGNED_IN_UPLOADS_PER_HOUR = 200;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Anonymous uploads (the registration picture) are counted per address, signed-in ones per user,
 * each with its own budget. The counters live in this process (DESIGN.md: a shared store such as
 * Redis is what several processes behind a load balancer would use).
 */
export function uploadRateLimit(config: Config): RateLimitOptions {
  return {
    timeWindow: HOUR_MS,
    max: (request: FastifyRequest) => (request.user ? SIGNED_IN_UPLOADS_PER_HOUR : config.anonymousUploadsPerHour),
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      new DomainError('TOO_MANY_REQUESTS', `Too many uploads. Please try again in ${context.after}.`, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  };
}

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads',
    {
      config: { rateLimit: uploadRateLimit(app.config) },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a picture (multipart field `file`: PNG, JPEG, GIF or WebP, at most 5 MB); stored re-encoded as WebP',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResult, ...problemResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, { field: 'file', maxBytes: IMAGE_MAX_BYTES });
      const result = await storeImage({ db: app.db, files: app.files }, { ...file, ownerId: request.user?.id ?? null });
      return reply.status(201).send(result);
    },
  );
};

/** The uploaded pictures, outside /api: immutable names, so they are cached for a year. */
export const uploadedFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded picture (404 problem details when there is none)',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const found = await openUploadedImage({ db: app.db, files: app.files }, request.params.file);
      if (!found) throw new DomainError('FILE_NOT_FOUND');
      return reply
        .headers(servedFileHeaders({ type: found.mimeType, size: found.size, cacheControl: 'public, max-age=31536000, immutable' }))
        .send(found.stream);
    },
  );
};
