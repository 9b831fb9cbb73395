/**
 * One hostile file and what Inkwell must do with it: refuse it with a given status and code, or
 * accept it (a picture re-encoded as WebP; a document kept as it came and served as an inert
 * download of the given type). Never anything else, never a 5xx.
 */
export type Outcome =
  | {
      refused: 400 | 413 | 415;
      code:
        | 'FILE_MISSING'
        | 'FILE_TOO_LARGE'
        | 'UNSUPPORTED_FILE_TYPE'
        | 'IMAGE_UNREADABLE'
        | 'DOCUMENT_TYPE_NOT_ALLOWED'
        | 'BAD_REQUEST';
    }
  | { reencoded: true }
  | { stored: string };

export interface HostileFile {
  name: string;
  /** The file name the sender declares (raw, as a hostile client may write it). */
  filename: string;
  /** The Content-Type the sender declares for the part. */
  type: string;
  bytes: () => Buffer | Promise<Buffer>;
  outcome: Outcome;
  /** Text that must not survive into what is served (scripts, GPS, camera names). */
  mustNotContain?: string[];
  /** A bomb: it must be answered within BOMB_MS, without decoding it. */
  bomb?: boolean;
  /** Pictures only: the number of frames the re-encoded animation keeps. */
  frames?: number;
  /** Documents only: the name the download must carry. */
  downloadName?: string;
}

export const refused = (status: 400 | 413 | 415, code: Extract<Outcome, { refused: number }>['code']): Outcome => ({
  refused: status,
  code,
});
export const REENCODED: Outcome = { reencoded: true };
export const stored = (contentType: string): Outcome => ({ stored: contentType });
