import { createContext, useContext } from 'react';

/**
 * Whether the live stream (features/live, decision 014) is on: `off` when there is none (signed
 * out, or a browser without EventSource), `down` while it is broken. The stream's provider sets it;
 * screens read it to ask the server on a timer while new messages and notifications do not arrive
 * by themselves. It lives here so that the features the stream feeds need not import the stream.
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';

export const LiveStatusContext = createContext<LiveStatus>('off');

/** Whether new messages and notifications arrive by themselves; when not, screens ask the server on a timer. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
