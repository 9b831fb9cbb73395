/** The live stream, mounted once above every layout by app/. */
export { LiveEventsProvider } from './live-events.tsx';
