import type { FastifyReply } from 'fastify';
import { servedFileHeaders } from '../served-file.ts';

/**
 * Answers a paper's PDF as a download: `application/pdf`, an attachment under `filename`, and
 * `private, no-store` (a receipt or a statement is its reader's alone: no cache keeps it), with the
 * headers of every file this site serves (nosniff, a sandboxing Content Security Policy).
 */
export function sendPdf(reply: FastifyReply, bytes: Buffer, filename: string): FastifyReply {
  return reply
    .headers(
      servedFileHeaders({
        type: 'application/pdf',
        size: bytes.length,
        cacheControl: 'private, no-store',
        downloadAs: filename,
      }),
    )
    .send(bytes);
}
