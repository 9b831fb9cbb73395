/** The live stream, mounted once above every layout by app/. */
export { LiveEventsProvider, preloadLiveStream } from './live-events.tsx';
