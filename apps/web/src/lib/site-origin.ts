import { createContext, useContext } from 'react';

/** The site's origin: the server renderer provides its public address, the browser has its own location. */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
