import { IMAGE_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { UploadResult } from '@inkwell/domain/uploads/upload.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error.ts';
import { limitUploads } from '../../lib/rate-limit-hooks.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { servedFileHeaders } from '../../lib/served-file.ts';
import { readSingleFile } from './multipart-file.ts';
import { openImageVariant, openUploadedImage, storeImage } from './uploads.service.ts';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads',
    {
      onRequest: limitUploads('images'),
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a picture (multipart field `file`: PNG, JPEG, GIF or WebP, at most 5 MB); stored re-encoded as WebP',
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
        .headers(servedFileHeaders({ type: found.mimeType, size: found.size, cacheControl: IMMUTABLE }))
        .send(found.stream);
    },
  );

  app.get(
    '/uploads/w:width/:file',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'An uploaded picture narrowed to one of the variant widths (160, 320, 480, 640, ' +
          '960, 1280), as WebP; made on first request and kept (404 for other widths)',
        params: z.object({ width: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const width = /^[1-9]\d{0,3}$/.test(request.params.width) ? Number(request.params.width) : NaN;
      const found = await openImageVariant({ db: app.db, files: app.files }, request.params.file, width);
      if (!found) throw new DomainError('FILE_NOT_FOUND');
      return reply
        .headers(servedFileHeaders({ type: found.mimeType, size: found.size, cacheControl: IMMUTABLE }))
        .send(found.stream);
    },
  );
};
