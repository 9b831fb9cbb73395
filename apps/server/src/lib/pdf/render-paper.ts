import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';
import { firstUse } from '../first-use.ts';
import type { Paper, PaperLine, PaperSection, PaperTable } from './paper.ts';

/**
 * Lays a paper (paper.ts) out on A4 pages with pdfkit, on the server: no browser, a few
 * milliseconds a page. pdfkit loads on the first paper asked for (decision 030: a process that
 * only answers reads never pays its memory). The text is set in DejaVu Sans, embedded (the subset
 * of the glyphs used), so accents, the euro sign and French spacing print wherever the PDF is
 * opened; the font files come from the `dejavu-fonts-ttf` package, found at run time from this
 * module as the packages are, so the compiled server finds them too.
 */

/** A4 in PostScript points (210 x 297 mm). */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const FOOTER_SPACE = 28;
const BOTTOM = A4.height - MARGIN - FOOTER_SPACE;
const WIDTH = A4.width - 2 * MARGIN;

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

const resolveFont = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
const FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

const loadPdfKit = firstUse(async () => ({
  PDFDocument: (await import('pdfkit')).default,
  fonts: { regular: resolveFont(FONTS.regular), bold: resolveFont(FONTS.bold) },
}));

type Doc = PDFKit.PDFDocument;

/** Renders a paper to the bytes of a PDF. */
export async function renderPaper(paper: Paper, createdAt = new Date()): Promise<Buffer> {
  const { PDFDocument, fonts } = await loadPdfKit();
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    font: fonts.regular,
    bufferPages: true,
    lang: paper.language,
    displayTitle: true,
    info: { Title: `Inkwell: ${paper.title} ${paper.subtitle}`, Author: 'Inkwell', CreationDate: createdAt },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, paper);
  for (const section of paper.sections) drawSection(doc, section);
  if (paper.notes.length > 0) {
    room(doc, 30);
    doc.moveDown(0.5);
    for (const note of paper.notes)
      doc.font('regular').fontSize(8.5).fillColor(MUTED).text(note, MARGIN, doc.y, { width: WIDTH });
  }
  footers(doc, paper.pageFooter);
  doc.end();
  return ended;
}

/** A new page when fewer than `height` points are left above the footer. */
function room(doc: Doc, height: number): boolean {
  if (doc.y + height <= BOTTOM) return false;
  doc.addPage();
  return true;
}

function header(doc: Doc, paper: Paper): void {
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(MUTED)
    .text('Inkwell', MARGIN, MARGIN, { width: WIDTH / 2 });
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(INK)
    .text(paper.title, MARGIN, doc.y + 6, { width: WIDTH / 2 + 40 });
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(MUTED)
    .text(paper.subtitle, MARGIN, doc.y + 2, { width: WIDTH / 2 + 40 });
  const below = doc.y;
  // The facts on the right, label over value.
  let y = MARGIN;
  const x = MARGIN + WIDTH / 2 + 60;
  const width = WIDTH / 2 - 60;
  for (const fact of paper.facts) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(fact.label, x, y, { width });
    doc
      .font(fact.strong ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(INK)
      .text(fact.value, x, doc.y, { width });
    y = doc.y + 6;
  }
  doc.y = Math.max(below, y) + 18;
  rule(doc, INK, 1);
  doc.y += 14;
}

function rule(doc: Doc, color: string, width: number): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

function drawSection(doc: Doc, section: PaperSection): void {
  room(doc, 70);
  doc.font('bold').fontSize(13).fillColor(INK).text(section.title, MARGIN, doc.y, { width: WIDTH });
  if (section.note)
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(section.note, MARGIN, doc.y + 2, { width: WIDTH });
  doc.y += 6;
  if ('lines' in section) for (const line of section.lines) drawLine(doc, line);
  else drawTable(doc, section.table);
  doc.y += 18;
}

function drawLine(doc: Doc, line: PaperLine): void {
  doc.font(line.strong ? 'bold' : 'regular').fontSize(10.5);
  // The label takes what it needs, up to 45 % of the width; the value (a title may be long) the rest.
  const labelWidth = Math.min(doc.widthOfString(line.label) + 2, WIDTH * 0.45);
  const valueWidth = WIDTH - labelWidth - 16;
  const height = Math.max(
    doc.heightOfString(line.label, { width: labelWidth }),
    doc.heightOfString(line.value, { width: valueWidth }),
  );
  room(doc, height + 10);
  if (line.strong) rule(doc, INK, 0.75);
  const y = doc.y + 5;
  doc.fillColor(INK).text(line.label, MARGIN, y, { width: labelWidth });
  doc.text(line.value, MARGIN + WIDTH - valueWidth, y, { width: valueWidth, align: 'right' });
  doc.y = y + height + 4;
  if (!line.strong) rule(doc, RULE, 0.5);
}

function drawTable(doc: Doc, table: PaperTable): void {
  if (table.rows.length === 0) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(table.empty, MARGIN, doc.y + 4, { width: WIDTH });
    return;
  }
  const share = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / share) * WIDTH);
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const GAP = 8;

  const drawRow = (cells: string[], font: 'regular' | 'bold', color: string, size: number): void => {
    doc.font(font).fontSize(size);
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - GAP })),
    );
    if (room(doc, height + 10)) {
      drawHeader();
      doc.font(font).fontSize(size);
    }
    const y = doc.y + 4;
    cells.forEach((cell, index) =>
      doc.fillColor(color).text(cell, xs[index] ?? MARGIN, y, {
        width: (widths[index] ?? 0) - GAP,
        align: table.columns[index]?.align ?? 'left',
      }),
    );
    doc.y = y + height + 4;
  };
  const drawHeader = (): void => {
    drawRow(
      table.columns.map((column) => column.label),
      'bold',
      MUTED,
      8.5,
    );
    rule(doc, INK, 0.75);
  };

  room(doc, 40);
  drawHeader();
  for (const row of table.rows) {
    drawRow(row, 'regular', INK, 9.5);
    rule(doc, RULE, 0.5);
  }
  if (table.total) {
    drawRow(table.total, 'bold', INK, 9.5);
    rule(doc, INK, 0.75);
  }
}

/** Each page's footer, once every page exists ("Page 2 of 3"). */
function footers(doc: Doc, template: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would open a new page: the footer writes with none.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const text = template.replace('{page}', String(index + 1)).replace('{pages}', String(count));
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, MARGIN, A4.height - MARGIN + 8, { width: WIDTH, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
}
