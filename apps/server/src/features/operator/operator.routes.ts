import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorDisputesRoutes } from './disputes.routes.ts';
import { operatorFinanceRoutes } from './finance.routes.ts';
import { operatorJurisdictionsRoutes } from './jurisdictions.routes.ts';
import { operatorReportsRoutes } from './reports.routes.ts';

/**
 * Every /operator/* route: the reports' queue and actions with the audit log, the disputes, and the
 * jurisdiction rules. Each answers 401 to visitors and 403 OPERATOR_ONLY to anyone but an operator;
 * the work is done by the reports, order-life and jurisdictions features through their index.ts.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorReportsRoutes);
  await app.register(operatorDisputesRoutes);
  await app.register(operatorJurisdictionsRoutes);
  await app.register(operatorFinanceRoutes);
};
