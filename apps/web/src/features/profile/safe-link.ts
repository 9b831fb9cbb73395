/**
 * A link a user typed, only when it is a web address (http or https): anything else (javascript:,
 * data:, a relative path) is not shown as a link at all. Answers the normalised address, or null.
 */
export function safeWebUrl(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What a reader sees of a link: the host and path, without the scheme or a trailing slash. */
export function displayUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.host}${path}`;
}

/** rel of every link to another site a user wrote: no window.opener, no referrer, no ranking credit. */
export const EXTERNAL_REL = 'noopener noreferrer nofollow ugc';
