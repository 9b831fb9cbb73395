/** A moment in the reader's language, with the time ("Mar 2, 2025, 10:40 AM"). */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Where a private file downloads (GET /api/files/{id}: the order's people and the operator deciding its dispute). */
export const fileDownloadUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;
