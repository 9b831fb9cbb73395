/** GET /api/gigs/{id}/document: shown in the browser when it is a PDF, downloaded otherwise. */
export function gigDocumentUrl(id: string): string {
  return `/api/gigs/${encodeURIComponent(id)}/document`;
}
