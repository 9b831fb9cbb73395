import {
  AssignmentAnswer,
  AssignmentList,
  AssignmentListQuery,
  MakeOfferInput,
  OfferAnswer,
  PostAssignmentInput,
} from '@inkwell/domain/assignments/assignment.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { startSweeper } from '../../lib/sweeper.ts';
import { checkedByService } from '../../lib/validation.ts';
import {
  closeAssignment,
  getAssignment,
  listMyAssignments,
  listOpenAssignments,
  postAssignment,
  sweepPastDeadline,
} from './assignments.service.ts';
import { makeOffer, ONLY_SELLERS_OFFER, withdrawOffer } from './offers.service.ts';

/** Any text: an id that is not an assignment's or an offer's (unknown or malformed) is a 404, never a 400. */
const AssignmentParams = z.object({ id: z.string().max(100) });
const OfferParams = AssignmentParams.extend({ offerId: z.string().max(100) });

const sellersOnly = async (request: FastifyRequest) => {
  requireRole(request.user, 'seller', 'Only sellers can browse assignments.');
};

export interface AssignmentsRoutesOptions {
  /** How often this process closes open assignments past their deadline (ms); 0 turns the sweeper off. */
  sweepMs?: number;
}

export const ASSIGNMENT_SWEEP_MS = 60_000;

export const assignmentsRoutes: FastifyPluginAsyncZod<AssignmentsRoutesOptions> = async (app, options) => {
  // No cached read shows an assignment: the sweep answers nothing, so it never empties the read caches.
  startSweeper(app, 'closing assignments past their deadline', options.sweepMs ?? ASSIGNMENT_SWEEP_MS, async () => {
    await sweepPastDeadline(app.db);
  });

  app.post(
    '/assignments',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['assignments'],
        summary:
          'Post an assignment (buyers). Checked in order: signed in (401), a buyer (403 ASSIGNMENT_BUYERS_ONLY), ' +
          'the honor code accepted (403 HONOR_CODE_NOT_ACCEPTED), then the fields (400 ASSIGNMENT_DEADLINE_INVALID, ' +
          'ASSIGNMENT_DEADLINE_TOO_SOON, BID_AMOUNT_INVALID or VALIDATION_FAILED, with `errors` per field), the ' +
          'purpose for the buyer’s country (403 PURPOSE_NOT_ALLOWED_IN_COUNTRY), the files (400 FILE_NOT_ATTACHABLE).',
        body: PostAssignmentInput,
        response: { 201: AssignmentAnswer, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ assignment: await postAssignment(app.db, request.user, request.body as unknown) }),
  );

  app.get(
    '/assignments',
    {
      onRequest: signedIn,
      preValidation: sellersOnly,
      schema: {
        tags: ['assignments'],
        summary:
          'Open assignments, newest first (sellers); filters purpose, workType, level and search (title or subject). ' +
          'The poster is shown by username and country only.',
        querystring: AssignmentListQuery,
        response: { 200: AssignmentList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listOpenAssignments(app.db, request.user, request.query),
  );

  app.get(
    '/assignments/mine',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assignments'],
        summary: "The caller's own assignments, every status, newest first",
        querystring: PageQuery,
        response: { 200: AssignmentList, ...problemResponses(400, 401) },
      },
    },
    async (request) => listMyAssignments(app.db, request.user, request.query),
  );

  app.get(
    '/assignments/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assignments'],
        summary:
          'One assignment: its poster reads every offer and the files, a seller their own offer (and the files ' +
          'once they offered). 404 ASSIGNMENT_NOT_FOUND for anyone else, and for sellers once it is not open ' +
          'unless they offered.',
        params: AssignmentParams,
        response: { 200: AssignmentAnswer, ...problemResponses(401, 404) },
      },
    },
    async (request) => ({ assignment: await getAssignment(app.db, request.user, request.params.id) }),
  );

  app.post(
    '/assignments/:id/close',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assignments'],
        summary:
          'Close an open assignment (its poster): open -> closed. 404 ASSIGNMENT_NOT_FOUND, ' +
          '403 ASSIGNMENT_POSTER_ONLY (a seller who may read it), 409 ASSIGNMENT_NOT_OPEN, changing nothing.',
        params: AssignmentParams,
        response: { 200: AssignmentAnswer, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({ assignment: await closeAssignment(app.db, request.user, request.params.id) }),
  );

  app.post(
    '/assignments/:id/offers',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['assignments'],
        summary:
          `Make an offer (sellers; 403 SELLERS_ONLY "${ONLY_SELLERS_OFFER}", 403 HONOR_CODE_NOT_ACCEPTED). ` +
          '404 ASSIGNMENT_NOT_FOUND, 409 ASSIGNMENT_NOT_OPEN, 409 OFFER_ALREADY_MADE (one live offer per seller), ' +
          'then the fields (400 OFFER_DELIVER_BY_OUT_OF_RANGE, BID_PROPOSAL_TOO_SHORT, BID_AMOUNT_INVALID or ' +
          'VALIDATION_FAILED).',
        params: AssignmentParams,
        body: MakeOfferInput,
        response: { 201: OfferAnswer, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ offer: await makeOffer(app.db, request.user, request.params.id, request.body as unknown) }),
  );

  app.post(
    '/assignments/:id/offers/:offerId/withdraw',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assignments'],
        summary:
          'Withdraw a pending offer (its seller): pending -> withdrawn; the seller may offer again. 404 ' +
          'OFFER_NOT_FOUND, 409 ASSIGNMENT_NOT_OPEN or OFFER_NOT_PENDING, changing nothing.',
        params: OfferParams,
        response: { 200: OfferAnswer, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      offer: await withdrawOffer(app.db, request.user, request.params.id, request.params.offerId),
    }),
  );
};
