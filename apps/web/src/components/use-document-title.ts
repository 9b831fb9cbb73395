import { useEffect } from 'react';

export const SITE_NAME = 'Inkwell';

/** Sets the browser tab title for a page: "Page · Inkwell", or just the site name's own title. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
