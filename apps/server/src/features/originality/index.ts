/**
 * The public face of the originality feature (issue 17, decision 038): the checks that run after
 * a delivery (app.ts starts them; the orders feature queues one in the delivery's transaction) and
 * the evidence of an order's deliveries as a reader may see it.
 */
export { queueOriginalityCheck, startOriginalityChecks, ORIGINALITY_SWEEP_MS, type OriginalityOptions } from './originality.checks.ts';
export { originalityOfDeliveries, runOriginalityChecks, type OriginalityContext, type OriginalityViewer } from './originality.service.ts';
