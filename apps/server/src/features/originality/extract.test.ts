import { describe, expect, it } from 'vitest';
import { textDocx, textPdf } from '../../../test/fixtures/documents.ts';
import { CFB_HEADER, MINIMAL_PDF, MINIMAL_XLSX, PLAIN_ZIP } from '../../../test/fixtures/files.ts';
import { extractText } from './extract.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TXT = 'text/plain';

describe('the text of a document', () => {
  it('reads every page of a PDF, accents included', async () => {
    const pdf = textPdf([
      ['Inflation targeting became the dominant framework', 'of monetary policy (after the oil shocks).'],
      ['La société française, die Straße, el niño.'],
    ]);
    const text = await extractText(pdf, PDF);
    expect(text).toContain('Inflation targeting became the dominant framework');
    expect(text).toContain('of monetary policy (after the oil shocks).');
    expect(text).toContain('La société française, die Straße, el niño.');
  });

  it("leaves Node's own JSON.stringify after reading a PDF (pdf.js's worker brings a core-js of its own)", async () => {
    const own = JSON.stringify;
    expect(await extractText(textPdf([['A page of text, for the worker to read.']]), PDF)).toContain('A page of text');
    expect(JSON.stringify).toBe(own);
    // core-js's JSON.stringify overflows the stack on 3,000 levels, Node's own does not.
    const deep: unknown[] = [];
    let level = deep;
    for (let depth = 0; depth < 3000; depth++) level.push((level = []));
    expect(JSON.stringify(deep)).toHaveLength(6002);
  });

  it('reads the paragraphs of a DOCX', async () => {
    const text = await extractText(
      textDocx(['First paragraph of the essay.', 'Second paragraph: résumé & conclusion.']),
      DOCX,
    );
    expect(text).toBe('First paragraph of the essay.\nSecond paragraph: résumé & conclusion.');
  });

  it.each([
    { name: 'UTF-8', data: Buffer.from('Une étude économique.\n'), expected: 'Une étude économique.' },
    {
      name: 'UTF-8 with a byte order mark',
      data: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Größe und Maß')]),
      expected: 'Größe und Maß',
    },
    {
      name: 'UTF-16 LE with its mark',
      data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Año académico', 'utf16le')]),
      expected: 'Año académico',
    },
    { name: 'Windows-1252 (not UTF-8)', data: Buffer.from('Caf\u00e9 cr\u00e8me', 'latin1'), expected: 'Café crème' },
  ])('reads plain text in $name', async ({ data, expected }) => {
    expect(await extractText(data, TXT)).toBe(expected);
  });

  it.each([
    { name: 'a PDF with no text (a scan)', data: MINIMAL_PDF, type: PDF },
    { name: 'a broken PDF', data: Buffer.from('%PDF-1.4\nnot really a pdf'), type: PDF },
    { name: 'a DOCX with no words', data: textDocx([' ', '...']), type: DOCX },
    { name: 'a file that is not a DOCX', data: PLAIN_ZIP, type: DOCX },
    { name: 'a ZIP', data: PLAIN_ZIP, type: 'application/zip' },
    {
      name: 'a spreadsheet',
      data: MINIMAL_XLSX,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { name: 'a Word 97 file', data: CFB_HEADER, type: 'application/msword' },
    { name: 'binary named .txt', data: Buffer.from([0x41, 0x00, 0x42, 0x00, 0x01]), type: TXT },
  ])('finds nothing to compare in $name, without an error', async ({ data, type }) => {
    expect(await extractText(data, type)).toBeNull();
  });

  it('gives up after its time limit', async () => {
    const pages = Array.from({ length: 300 }, (_, i) => [`Page ${i} of a long thesis with enough words on it.`]);
    expect(await extractText(textPdf(pages), PDF, 1)).toBeNull();
  });
});
