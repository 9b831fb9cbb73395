/**
 * The public face of the originality feature (decision 038): the checks that run after
 * a delivery (app.ts starts them; the order-life module queues one in the delivery's transaction),
 * the evidence of an order's deliveries as a reader may see it, and the read model of the
 * deliveries that the order-life module declares and app.ts registers.
 */
export {
  queueOriginalityCheck,
  startOriginalityChecks,
  ORIGINALITY_SWEEP_MS,
  type OriginalityOptions,
} from './originality.checks.ts';
export { registerDeliveryReadModel, type DeliveryReadModel } from './delivery-read-model.ts';
export {
  originalityOfDeliveries,
  runOriginalityChecks,
  type OriginalityContext,
  type OriginalityViewer,
} from './originality.service.ts';
