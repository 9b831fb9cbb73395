/**
 * The public face of the events feature: the live stream's routes, and publishing
 * live events in a transaction (notifications, conversations, messages).
 */
export { eventsRoutes, type EventsRoutesOptions, type UnreadCounts } from './events.routes.ts';
export { deliver, openLiveStreams } from './live-hubs.ts';
export { eventLocksAfter } from './events.repository.ts';
export { publish, type OutgoingEvent, type StoredEvent } from './events.service.ts';
