import { expect, test } from 'vitest';
import { FILE_CONTENT_SECURITY_POLICY, servedContentType, servedFileHeaders } from './served-file.ts';

test.each([
  ['image/webp', 'image/webp'],
  ['application/pdf', 'application/pdf'],
  ['text/plain', 'text/plain; charset=utf-8'],
  ['text/html', 'application/octet-stream'],
  ['image/svg+xml', 'application/octet-stream'],
  ['application/xhtml+xml', 'application/octet-stream'],
  ['application/javascript', 'application/octet-stream'],
  ['', 'application/octet-stream'],
])('a file stored as %j is served as %j', (stored, served) => {
  expect(servedContentType(stored)).toBe(served);
});

test('every file answer is nosniff and sandboxed; a document is an attachment whose name cannot break headers', () => {
  const picture = servedFileHeaders({ type: 'image/webp', size: 10, cacheControl: 'public' });
  expect(picture).toEqual({
    'content-type': 'image/webp',
    'content-length': '10',
    'cache-control': 'public',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
  });
  const document = servedFileHeaders({
    type: 'application/pdf',
    size: 3,
    cacheControl: 'no-cache',
    downloadAs: 'a"\r\nb.pdf',
  });
  expect(document['content-security-policy']).toBe(FILE_CONTENT_SECURITY_POLICY);
  expect(document['content-disposition']).toBe(`attachment; filename="a___b.pdf"; filename*=UTF-8''a%22%0D%0Ab.pdf`);
});
