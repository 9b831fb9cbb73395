// pdf.js and mammoth load with the first document to read, not with the server (they are large).
import { firstUse } from '../../lib/first-use.ts';
import { keepingOwnBuiltIns } from '../../lib/own-built-ins.ts';
import { keptText, MAX_WORDS } from './winnow.ts';

/**
 * The text of a delivered or sample document (decision 038): PDF through pdf.js (Mozilla's
 * pdfjs-dist), DOCX through mammoth, plain text as UTF-8 (or UTF-16 with its byte order mark,
 * or Windows-1252 when it is not valid UTF-8). Anything else, and a document with no words (a
 * scanned PDF), is unreadable: null, never an error. Bounded in time and in words kept.
 */

export const EXTRACTION_TIMEOUT_MS = 30_000;
const PDF_PAGES_MAX = 2000;

export const READABLE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;

function plainText(data: Buffer): string | null {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  // A NUL byte in the first 8 KB: a binary file named .txt.
  if (data.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/**
 * pdf.js's legacy build, without the built-ins its core-js would replace for the whole process
 * (lib/own-built-ins.ts). On Node pdf.js runs its worker in this thread, a second module with a
 * core-js of its own that it would import at the first document, after the guard: it is loaded
 * here, under the same guard, and handed to pdf.js as `globalThis.pdfjsWorker`, which it uses
 * instead of importing.
 */
const loadPdfjs = firstUse(() =>
  keepingOwnBuiltIns(async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  }),
);

async function pdfText(data: Buffer, signal: AbortSignal, deadline: number): Promise<string | null> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    let words = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, PDF_PAGES_MAX) && words <= MAX_WORDS; number++) {
      // pdf.js may keep the event loop's timers waiting: the clock is read page by page too.
      if (signal.aborted || Date.now() > deadline) return null;
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      words += text.split(/\s+/).length;
      pages.push(text);
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}

async function rawText(
  data: Buffer,
  contentType: string,
  signal: AbortSignal,
  deadline: number,
): Promise<string | null> {
  if (contentType === 'text/plain') return plainText(data);
  if (contentType === 'application/pdf') return pdfText(data, signal, deadline);
  if (contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    const { default: mammoth } = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: data })).value;
  }
  return null;
}

/** The kept text of a document, or null when it has none to compare (unreadable, empty, too slow). */
export async function extractText(
  data: Buffer,
  contentType: string,
  timeoutMs = EXTRACTION_TIMEOUT_MS,
): Promise<string | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const raw = await Promise.race([
      rawText(data, contentType, controller.signal, Date.now() + timeoutMs).catch(() => null),
      timeout,
    ]);
    if (raw === null) return null;
    const text = keptText(raw);
    return /[\p{L}\p{N}]/u.test(text) ? text : null;
  } finally {
    clearTimeout(timer);
  }
}
