import { FileDto } from '@inkwell/domain/files/file.schema';
import { DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../lib/auth/guard.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { readSingleFile } from '../uploads/index.ts';
import { limitUploads } from '../../lib/rate-limit-hooks.ts';
import { servedFileHeaders } from '../../lib/served-file.ts';
import { openFile, storeFile } from './files.service.ts';

export interface FilesRoutesOptions {
  /** The private store (config.privateFilesDir): a folder /uploads never serves. */
  store: FileStore;
}

/** Any text: an id that is not a readable file's (unknown, malformed, someone else's) is a 404. */
const FileParams = z.object({ id: z.string().max(100) });

/** What the multipart body holds; read from the stream by the handler, so the schema only documents it. */
const FileUpload = z
  .object({
    file: z
      .any()
      .meta({ type: 'string', format: 'binary', description: 'PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX, at most 20 MB' }),
  })
  .nullish();

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, { store }) => {
  const deps = { db: app.db, store };

  app.post(
    '/files',
    {
      onRequest: signedIn,
      preHandler: limitUploads('documents'),
      schema: {
        tags: ['files'],
        summary:
          'Upload a private file (multipart field `file`: PDF, DOC, DOCX, ' +
          'TXT, ZIP, XLS or XLSX told by its bytes, at most 20 MB), ' +
          'to hand over in an order or a conversation; only the people it is shared with can download it',
        consumes: ['multipart/form-data'],
        body: FileUpload,
        response: { 201: FileDto, ...problemResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request.user);
      const file = await readSingleFile(request, { field: 'file', maxBytes: DOCUMENT_MAX_BYTES });
      return reply.status(201).send(await storeFile(deps, owner, file));
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary:
          'Download a private file as an attachment with its stored type; only for ' +
          'the people it is shared with (its uploader, and those a registered ' +
          'reader lets in: the people of a conversation whose message carries it). ' +
          ('Anyone else, a visitor, an unknown or malformed id: 404. With files in a bucket ' +
            '(S3_BUCKET) the answer is a 302 to a signed address of the file that works for 60 seconds'),
        params: FileParams,
        produces: ['application/octet-stream'],
        response: {
          200: z.any().describe('The file'),
          302: z.null().describe('Files in a bucket: Location is a signed address of the file for 60 seconds'),
          ...problemResponses(404),
        },
      },
    },
    async (request, reply) => {
      const opened = await openFile(deps, request.params.id, request.user);
      if (opened.signedUrl !== undefined)
        return reply.header('cache-control', 'private, no-store').redirect(opened.signedUrl, 302);
      return reply
        .headers(
          servedFileHeaders({
            type: opened.file.contentType,
            size: opened.size,
            cacheControl: 'private, no-store',
            downloadAs: opened.file.name,
          }),
        )
        .send(opened.stream);
    },
  );
};
