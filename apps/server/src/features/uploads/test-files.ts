import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real files for the upload tests, made on the fly: images drawn with sharp, Office documents as
 * genuine zip containers, and the signatures of the formats that cannot be drawn here.
 */

export const MULTIPART_BOUNDARY = '----inkwell-test-boundary';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

/** A multipart/form-data body as a browser sends it; a part with a filename is a file. */
export function multipartBody(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"${filename}${type}\r\n\r\n`));
    chunks.push(Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export function solidImage(width: number, height: number, colour = { r: 200, g: 80, b: 40 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A JPEG carrying GPS coordinates, a camera name and the "rotate 90°" orientation flag. */
export function jpegWithGps(width = 320, height = 200): Promise<Buffer> {
  return solidImage(width, height)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Inkwell Test Camera', Model: 'Pinhole 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
    })
    .toBuffer();
}

/** A three-frame animated GIF, 60 x 40 pixels per frame. */
export function animatedGif(): Promise<Buffer> {
  const frames = [
    { r: 255, g: 0, b: 0 },
    { r: 0, g: 255, b: 0 },
    { r: 0, g: 0, b: 255 },
  ];
  const strip = Buffer.concat(frames.map((c) => Buffer.alloc(60 * 40 * 3, Buffer.from([c.r, c.g, c.b]))));
  return sharp(strip, { raw: { width: 60, height: 40 * frames.length, channels: 3, pageHeight: 40 } })
    .gif({ loop: 0, delay: [100, 100, 100] })
    .toBuffer();
}

/** Random noise compresses badly, so a PNG of it is as big as the pixels ask. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The header of a Compound File Binary container, as Word 97-2003 and Excel 97-2003 files start. */
export const CFB_HEADER = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** A zip archive of stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (part: string, type: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="${part}" ContentType="${type}"/></Types>`;

export const MINIMAL_DOCX = zipOf({
  '[Content_Types].xml': contentTypes(
    '/word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ),
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});

export const MINIMAL_XLSX = zipOf({
  '[Content_Types].xml': contentTypes('/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  'xl/workbook.xml': '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
});

export const PLAIN_ZIP = zipOf({ 'chapter-1.txt': 'The first chapter of the thesis.\n', 'sources.txt': 'Smith, J. (2020).\n' });
