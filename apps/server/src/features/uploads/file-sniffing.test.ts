import { describe, expect, test } from 'vitest';
import { extensionOf, isPlainText, sniffDocument, sniffImage } from './file-sniffing.ts';
import {
  animatedGif,
  CFB_HEADER,
  MINIMAL_DOCX,
  MINIMAL_PDF,
  MINIMAL_XLSX,
  PLAIN_ZIP,
  solidImage,
  zipOf,
} from '../../../test/fixtures/files.ts';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('sniffImage', () => {
  test.each([
    ['PNG', () => solidImage(4, 4).png().toBuffer(), 'image/png'],
    ['JPEG', () => solidImage(4, 4).jpeg().toBuffer(), 'image/jpeg'],
    ['GIF', () => animatedGif(), 'image/gif'],
    ['WebP', () => solidImage(4, 4).webp().toBuffer(), 'image/webp'],
  ])('%s bytes are %s', async (_name, make, mime) => {
    expect(await sniffImage(await make())).toBe(mime);
  });

  test.each([
    ['plain text', () => text('hello')],
    ['a PDF', () => MINIMAL_PDF],
    ['a TIFF', () => solidImage(4, 4).tiff().toBuffer()],
    ['an SVG', () => text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['nothing', () => Buffer.alloc(0)],
  ])('%s is not an accepted image', async (_name, make) => {
    expect(await sniffImage(await make())).toBeNull();
  });
});

describe('sniffDocument', () => {
  test.each([
    ['a PDF', MINIMAL_PDF, 'thesis.pdf', 'application/pdf', 'pdf'],
    ['a PDF with a wrong name', MINIMAL_PDF, 'thesis.docx', 'application/pdf', 'pdf'],
    [
      'a DOCX',
      MINIMAL_DOCX,
      'chapter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    [
      'a DOCX sent as .zip',
      MINIMAL_DOCX,
      'chapter.zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['an XLSX', MINIMAL_XLSX, 'data.XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['a ZIP', PLAIN_ZIP, 'sources.zip', 'application/zip', 'zip'],
    ['a DOC (CFB named .doc)', CFB_HEADER, 'old essay.doc', 'application/msword', 'doc'],
    ['an XLS (CFB named .xls)', CFB_HEADER, 'grades.xls', 'application/vnd.ms-excel', 'xls'],
    [
      'a UTF-8 text named .txt',
      text('Bibliography\nSmith, J. (2020). Ünïcödé — “quotes”.\n'),
      'notes.txt',
      'text/plain',
      'txt',
    ],
    ['an empty-looking text of spaces', text('   \n'), 'blank.txt', 'text/plain', 'txt'],
  ])('%s is accepted as %s', async (_name, bytes, name, mime, ext) => {
    expect(await sniffDocument(bytes, name)).toEqual({ mime, ext });
  });

  test.each([
    ['a CFB container named .ppt', CFB_HEADER, 'slides.ppt'],
    ['a CFB container named .txt', CFB_HEADER, 'notes.txt'],
    ['text with a NUL byte', Buffer.from('abc\u0000def'), 'notes.txt'],
    ['bytes that are not UTF-8', Buffer.from([0x48, 0x69, 0xe9, 0x20, 0xff, 0xfe]), 'notes.txt'],
    ['plain text not named .txt', text('#!/bin/sh\nrm -rf /\n'), 'install.sh'],
    [
      'an image',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
      'figure.pdf',
    ],
    ['a Windows program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), 'essay.pdf'],
    [
      'a PowerPoint file (zip based)',
      zipOf({
        '[Content_Types].xml':
          '<?xml version="1.0"?><Types ' +
          'xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override ' +
          'PartName="/ppt/presentation.xml" ' +
          'ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
        'ppt/presentation.xml': '<p:presentation/>',
      }),
      'slides.zip',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.txt'],
  ])('%s is refused', async (_name, bytes, name) => {
    expect(await sniffDocument(bytes, name)).toBeNull();
  });
});

describe('isPlainText and extensionOf', () => {
  test.each([
    [text('plain'), true],
    [text('tabs\tand\r\nnew lines'), true],
    [Buffer.from([0xef, 0xbb, 0xbf, 0x41]), true],
    [Buffer.from([0x41, 0x00]), false],
    [Buffer.from([0xc3]), false],
  ])('%o is plain text: %s', (bytes, expected) => {
    expect(isPlainText(bytes)).toBe(expected);
  });

  test.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['no-extension', ''],
    ['trailing.dot.', ''],
    [' spaced.txt ', 'txt'],
  ])('%j has the extension %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});
