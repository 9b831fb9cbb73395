/**
 * A Content-Disposition header (RFC 6266) that no file name can break: a plain ASCII `filename`
 * with quotes, backslashes, control and non-ASCII characters replaced, plus the exact name in
 * `filename*` (RFC 8187, UTF-8, percent-encoded). Gig documents and private files both use it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
