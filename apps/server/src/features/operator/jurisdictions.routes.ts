import {
  JurisdictionParams,
  JurisdictionRule,
  JurisdictionRuleInput,
  JurisdictionRuleList,
} from '@inkwell/domain/integrity/jurisdiction.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { listJurisdictionRules, removeJurisdictionRule, setJurisdictionRule } from '../jurisdictions/index.ts';

const OPERATORS = '401 for visitors, 403 OPERATOR_ONLY for anyone but an operator';

/** Who may call is settled before the body or the country is looked at: nobody else learns anything from a 400. */
const operatorsOnly = async (request: FastifyRequest) => {
  requireRole(request.user, 'operator');
};

/** The operators' rules per buyer country (the jurisdictions feature keeps them and applies them to bids). */
export const operatorJurisdictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/jurisdictions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary:
          `The operators' rules per buyer country: which gig purposes ` +
          `buyers from each country may order (no rule: all). ${OPERATORS}.`,
        response: { 200: JurisdictionRuleList, ...problemResponses(401, 403) },
      },
    },
    async (request) => listJurisdictionRules(app.db, request.user),
  );

  app.put(
    '/operator/jurisdictions/:country',
    {
      onRequest: signedIn,
      preValidation: operatorsOnly,
      schema: {
        tags: ['operator'],
        summary:
          `Set the rule of one buyer country (ISO 3166-1 alpha-2): the ` +
          `purposes allowed (an empty list allows none) and a note. ` +
          `Written to the operators' audit log. ${OPERATORS}; 400 for an unknown country or purpose.`,
        params: JurisdictionParams,
        body: JurisdictionRuleInput,
        response: { 200: JurisdictionRule, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => setJurisdictionRule(app.db, request.user, request.params.country, request.body),
  );

  app.delete(
    '/operator/jurisdictions/:country',
    {
      onRequest: signedIn,
      preValidation: operatorsOnly,
      schema: {
        tags: ['operator'],
        summary:
          `Remove the rule of one country (its buyers may order every purpose ` +
          `again); audited. ${OPERATORS}; 404 JURISDICTION_RULE_NOT_FOUND.`,
        params: JurisdictionParams,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeJurisdictionRule(app.db, request.user, request.params.country);
      return reply.status(204).send(null);
    },
  );
};
