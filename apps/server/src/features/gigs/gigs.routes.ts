import { Gig, GigInput, GigList, GigListQuery, GigPatchInput, LikeResult } from '@inkwell/domain/gigs/gig.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHonorCode, requireRole, requireVerifiedEmail } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { readGigFormParts } from './gig-form-parts.ts';
import { likedGigsRoutes } from './liked.routes.ts';
import { servedFileHeaders } from '../../lib/served-file.ts';
import {
  assertGigOwner,
  createGig,
  deleteGig,
  getGig,
  listGigs,
  ONLY_SELLERS_WRITE_GIGS,
  openGigDocument,
  toggleGigLike,
  updateGig,
  type AttachedDocument,
} from './gigs.service.ts';

/** Any text: an id that is not a gig's (unknown or malformed) is a 404, never a 400 or a 500. */
const GigParams = z.object({ id: z.string().max(100) });

/** Documents sent with a multipart gig form, kept from preValidation to the handler. */
const documents = new WeakMap<FastifyRequest, AttachedDocument>();

/** A multipart form becomes the body the schema checks; its `document` part is set aside. */
async function acceptMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const { fields, document } = await readGigFormParts(request);
  request.body = fields;
  if (document) documents.set(request, document);
}

const paramId = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';

export const gigsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(likedGigsRoutes);
  const deps = { db: app.db, files: app.files };

  app.get(
    '/gigs',
    {
      schema: {
        tags: ['gigs'],
        summary:
          "Gigs by category, words (ranked full-text search in the gig's " +
          'language, typo-tolerant on titles), budget on the total price, ' +
          ('seller; sorted by relevance (default when searching), sales (default ' +
            'otherwise) or newest; paged with an opaque cursor. A signed-in buyer ' +
            'does not see gigs they have an approved or in-progress bid on.'),
        querystring: GigListQuery,
        response: { 200: GigList, ...problemResponses(400) },
      },
    },
    async (request) => listGigs(app.db, request.query, request.user),
  );

  app.get(
    '/gigs/single/:id',
    {
      schema: {
        tags: ['gigs'],
        summary: "One gig with the seller's public card",
        params: GigParams,
        response: { 200: Gig, ...problemResponses(404) },
      },
    },
    async (request) => getGig(app.db, request.params.id, request.user),
  );

  app.post(
    '/gigs',
    {
      // Who may write is settled before the body is read: a visitor or a buyer learns nothing from a 400.
      preValidation: async (request) => {
        requireHonorCode(
          requireVerifiedEmail(requireRole(request.user, 'seller', ONLY_SELLERS_WRITE_GIGS), app.config),
        );
        await acceptMultipart(request);
      },
      schema: {
        tags: ['gigs'],
        summary:
          'Publish a gig (sellers): JSON, or multipart/form-data ' +
          'with the same fields and an optional `document` file ' +
          ('(PDF, DOC, DOCX, TXT, ZIP, XLS, XLSX, at most 20 MB). ' +
            'pricePerPage and totalPrice are computed by the server.'),
        consumes: ['application/json', 'multipart/form-data'],
        body: GigInput,
        response: { 201: Gig, ...problemResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const gig = await createGig(deps, request.user, request.body, documents.get(request));
      return reply.status(201).send(gig);
    },
  );

  app.patch(
    '/gigs/:id',
    {
      preValidation: async (request) => {
        await assertGigOwner(app.db, request.user, paramId(request));
        await acceptMultipart(request);
      },
      schema: {
        tags: ['gigs'],
        summary:
          "Edit one's own gig: the fields sent replace the stored ones and the result is checked as a whole gig; " +
          'a `document` part replaces the document, removeDocument=true removes it.',
        consumes: ['application/json', 'multipart/form-data'],
        params: GigParams,
        body: GigPatchInput,
        response: { 200: Gig, ...problemResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => updateGig(deps, request.user, request.params.id, request.body, documents.get(request)),
  );

  app.delete(
    '/gigs/:id',
    {
      schema: {
        tags: ['gigs'],
        summary:
          "Delete one's own gig; 409 while an order of it is " +
          'approved or in progress; its pending bids become cancelled',
        params: GigParams,
        response: { 204: z.null().describe('Deleted'), ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteGig(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/gigs/:id/like',
    {
      schema: {
        tags: ['gigs'],
        summary: 'Like or unlike a gig (signed-in users); answers the new state and the number of likes',
        params: GigParams,
        response: { 200: LikeResult, ...problemResponses(401, 404) },
      },
    },
    async (request) => toggleGigLike(app.db, request.user, request.params.id),
  );

  app.get(
    '/gigs/:id/document',
    {
      schema: {
        tags: ['gigs'],
        summary:
          "The gig's supporting document with its real type, always as a download (attachment, nosniff, sandboxed)",
        params: GigParams,
        produces: ['application/octet-stream'],
        response: { 200: z.any().describe('The document'), ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await openGigDocument(deps, request.params.id);
      return reply
        .headers(
          servedFileHeaders({
            type: file.mimeType,
            size: file.size,
            cacheControl: 'no-cache',
            downloadAs: file.filename,
          }),
        )
        .send(file.stream);
    },
  );
};
