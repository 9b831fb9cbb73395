import { MINIMAL_PDF, solidImage } from '../fixtures/files.ts';
import { gifOf, pngChunk, pngHeader, withPngChunks, zipArchive } from './hostile-files.bytes.ts';
import { REENCODED, refused, type HostileFile } from './hostile-files.case.ts';
import { hostileImageContents } from './hostile-files.images-content.ts';

/**
 * Hostile pictures for POST /api/uploads (avatars, gig covers and images): here the disguises
 * (polyglots, lying extensions and types, SVG and HTML), then what a picture holds
 * (hostile-files.images-content.ts).
 */

const SCRIPT = '<html><body><script>alert(document.domain)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

const png = () => solidImage(64, 48).png().toBuffer();
const jpeg = () => solidImage(64, 48).jpeg().toBuffer();

export const hostileImages: HostileFile[] = [
  // Polyglots: pictures that are also pages, scripts or archives come out as plain WebP.
  {
    name: 'a GIF that is also JavaScript (GIF89a/* ... */=alert())',
    filename: 'polyglot.gif',
    type: 'image/gif',
    bytes: () => Buffer.concat([gifOf(0x2a2f, 10, 1), Buffer.from('*/=alert(document.domain);//')]),
    outcome: REENCODED,
    mustNotContain: ['alert'],
  },
  {
    name: 'a GIF carrying HTML in a comment',
    filename: 'page.gif',
    type: 'image/gif',
    bytes: () => gifOf(8, 8, 1, { comment: SCRIPT }),
    outcome: REENCODED,
    mustNotContain: ['<script'],
  },
  {
    name: 'a JPEG carrying HTML in a comment segment',
    filename: 'page.jpg',
    type: 'image/jpeg',
    bytes: async () => {
      const base = await jpeg();
      const comment = Buffer.from(SCRIPT);
      const header = Buffer.from([0xff, 0xfe, 0, 0]);
      header.writeUInt16BE(comment.length + 2, 2);
      return Buffer.concat([base.subarray(0, 2), header, comment, base.subarray(2)]);
    },
    outcome: REENCODED,
    mustNotContain: ['<script'],
  },
  {
    name: 'a JPEG with a zip appended (JPEG+ZIP)',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: async () => Buffer.concat([await jpeg(), zipArchive([{ name: 'index.html', data: Buffer.from(SCRIPT) }])]),
    outcome: REENCODED,
    mustNotContain: ['index.html', '<script'],
  },
  {
    name: 'a PNG with a script in a tEXt chunk',
    filename: 'text.png',
    type: 'image/png',
    bytes: async () => withPngChunks(await png(), [pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`))]),
    outcome: REENCODED,
    mustNotContain: ['<script'],
  },
  {
    name: 'a PNG with HTML after its end',
    filename: 'tail.png',
    type: 'image/png',
    bytes: async () => Buffer.concat([await png(), Buffer.from(SCRIPT)]),
    outcome: REENCODED,
    mustNotContain: ['<script'],
  },
  {
    name: 'a WebP with a script in its XMP',
    filename: 'xmp.webp',
    type: 'image/webp',
    bytes: () =>
      solidImage(32, 32).webp().withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${SCRIPT}</x:xmpmeta>`).toBuffer(),
    outcome: REENCODED,
    mustNotContain: ['<script', 'xmpmeta'],
  },
  {
    name: 'PNG signature followed by HTML',
    filename: 'fake.png',
    type: 'image/png',
    bytes: () => Buffer.concat([pngHeader(10, 10), Buffer.from(SCRIPT)]),
    outcome: refused(415, 'IMAGE_UNREADABLE'),
  },
  {
    name: 'a zip holding a JPEG, named .jpg (ZIP first)',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: async () => zipArchive([{ name: 'photo.jpg', data: await jpeg() }]),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'a PDF named .jpg',
    filename: 'thesis.jpg',
    type: 'image/jpeg',
    bytes: () => MINIMAL_PDF,
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  // Lying extensions and types.
  {
    name: 'HTML named .png',
    filename: 'index.png',
    type: 'image/png',
    bytes: () => Buffer.from(SCRIPT),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'a Windows program named .jpg',
    filename: 'setup.jpg',
    type: 'image/jpeg',
    bytes: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'an ELF program named .gif',
    filename: 'a.gif',
    type: 'image/gif',
    bytes: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'JavaScript named .webp',
    filename: 'app.webp',
    type: 'image/webp',
    bytes: () => Buffer.from('fetch("/api/auth/me").then(r => r.text()).then(alert);\n'),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'HTML declared as image/png',
    filename: 'a.png',
    type: 'image/png',
    bytes: () => Buffer.from(`<!doctype html>${SCRIPT}`),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  { name: 'a PNG declared as text/html', filename: 'page.html', type: 'text/html', bytes: png, outcome: REENCODED },
  {
    name: 'a JPEG declared as image/svg+xml',
    filename: 'logo.svg',
    type: 'image/svg+xml',
    bytes: jpeg,
    outcome: REENCODED,
  },
  // SVG, HTML and XHTML are never pictures here.
  {
    name: 'an SVG with a script',
    filename: 'logo.svg',
    type: 'image/svg+xml',
    bytes: () => Buffer.from(SVG),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'an SVG with an XML declaration, named .png',
    filename: 'logo.png',
    type: 'image/png',
    bytes: () => Buffer.from(`<?xml version="1.0"?>${SVG}`),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'a gzipped SVG (.svgz)',
    filename: 'logo.svgz',
    type: 'image/svg+xml',
    bytes: async () => (await import('node:zlib')).gzipSync(SVG),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'an HTML page',
    filename: 'index.html',
    type: 'text/html',
    bytes: () => Buffer.from(`<!DOCTYPE html>${SCRIPT}`),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'an XHTML page',
    filename: 'index.xhtml',
    type: 'application/xhtml+xml',
    bytes: () =>
      Buffer.from(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  ...hostileImageContents,
];
