/**
 * A small, valid PDF writer for the demo's delivered documents: one A4 page (595 x 842 points)
 * in the standard Helvetica fonts, with a title, a few lines under it and wrapped paragraphs.
 * No dependency and no network; the bytes are exactly what `pdfinfo` and the browsers expect
 * (header, objects, a cross-reference table with real offsets, trailer).
 */

export const A4_WIDTH = 595;
export const A4_HEIGHT = 842;

const MARGIN = 64;
const TEXT_WIDTH = A4_WIDTH - 2 * MARGIN;

export interface PdfBlock {
  text: string;
  size: number;
  bold?: boolean;
  /** Points of space above the block. */
  gap?: number;
}

/**
 * Helvetica's text is stored in WinAnsi: Latin-1 characters as they are, typographic ones mapped, anything else "?".
 */
function toWinAnsi(text: string): string {
  const mapped: Record<string, string> = {
    '\u2018': "'",
    '\u2019': "'",
    '\u201c': '"',
    '\u201d': '"',
    '\u2013': '-',
    '\u2014': '-',
    '\u2026': '...',
  };
  return [...text].map((c) => mapped[c] ?? (c.charCodeAt(0) <= 0xff ? c : '?')).join('');
}

function escapeText(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)');
}

/** Lines of at most TEXT_WIDTH points, by Helvetica's average glyph width (about half the font size). */
function wrap(text: string, size: number, bold: boolean): string[] {
  const perLine = Math.floor(TEXT_WIDTH / (size * (bold ? 0.56 : 0.5)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

function pageContent(blocks: PdfBlock[]): string {
  const ops: string[] = [];
  let y = A4_HEIGHT - MARGIN;
  for (const block of blocks) {
    y -= block.gap ?? 0;
    for (const line of wrap(toWinAnsi(block.text), block.size, block.bold ?? false)) {
      y -= block.size * 1.35;
      if (y < MARGIN) return ops.join('\n');
      ops.push(
        `BT /${block.bold ? 'F2' : 'F1'} ${block.size} Tf ${MARGIN} ${y.toFixed(1)} Td (${escapeText(line)}) Tj ET`,
      );
    }
  }
  return ops.join('\n');
}

/** The document's bytes; the text is Latin-1, so its length in bytes is its length in characters. */
export function renderPdf(title: string, blocks: PdfBlock[]): Buffer {
  const content = pageContent(blocks);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4_WIDTH} ${A4_HEIGHT}] ` +
      `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapeText(toWinAnsi(title))}) /Producer (Inkwell demo data) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body +=
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ` +
    `${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
