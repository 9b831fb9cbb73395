import { IMAGE_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import sharp from 'sharp';
import { jpegWithGps, solidImage } from '../fixtures/files.ts';
import { gifOf, pngBomb, pngChunk, pngHeader, pngOf } from './hostile-files.bytes.ts';
import { REENCODED, refused, type HostileFile } from './hostile-files.case.ts';

/**
 * Hostile pictures for POST /api/uploads by what they hold: decompression bombs and huge dimensions,
 * GIF frames, cut files, metadata, names and sizes (their disguises: hostile-files.images.ts).
 */

/** Pseudo-random pixels: they compress badly, so cuts land in the middle of real image data. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const png = () => solidImage(64, 48).png().toBuffer();
const jpeg = () => solidImage(64, 48).jpeg().toBuffer();

const FORMATS = {
  png: () => noise(96, 96).png().toBuffer(),
  jpeg: () => noise(96, 96).jpeg({ quality: 90 }).toBuffer(),
  gif: () => noise(96, 96).gif().toBuffer(),
  webp: () => noise(96, 96).webp({ quality: 90 }).toBuffer(),
};

const truncated: HostileFile[] = Object.entries(FORMATS).flatMap(([format, make]) =>
  [0.25, 0.5, 0.9, 'last byte' as const].map((cut) => ({
    name: `a ${format.toUpperCase()} cut ${cut === 'last byte' ? 'before its last byte' : `at ${cut * 100}%`}`,
    filename: `cut.${format}`,
    type: `image/${format}`,
    bytes: async () => {
      const whole = await make();
      return whole.subarray(0, cut === 'last byte' ? whole.length - 1 : Math.floor(whole.length * cut));
    },
    // A PNG without the last byte of its IEND checksum, a GIF without its trailer: every pixel is there.
    outcome:
      cut === 'last byte' && (format === 'png' || format === 'gif') ? REENCODED : refused(415, 'IMAGE_UNREADABLE'),
  })),
);

/** A JPEG whose frame header (SOF0) claims other dimensions. */
async function jpegClaiming(width: number, height: number) {
  const bytes = Buffer.from(await jpeg());
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** A lossy WebP whose VP8 frame header claims 16383 x 16383 pixels, the format's largest. */
async function webpClaimingLargest() {
  const bytes = Buffer.from(await solidImage(16, 16).webp().toBuffer());
  const vp8 = bytes.indexOf(Buffer.from('VP8 '));
  bytes.writeUInt16LE(0x3fff, vp8 + 14);
  bytes.writeUInt16LE(0x3fff, vp8 + 16);
  return bytes;
}

/** A JPEG padded with comment segments to exactly `size` bytes. */
async function jpegOfSize(size: number) {
  const base = await jpeg();
  const segments: Buffer[] = [];
  let missing = size - base.length;
  while (missing > 0) {
    const body = Math.min(65_533, missing - 4);
    if (body < 1) throw new Error('cannot pad by less than 5 bytes');
    const header = Buffer.from([0xff, 0xfe, 0, 0]);
    header.writeUInt16BE(body + 2, 2);
    segments.push(header, Buffer.alloc(body, 0x20));
    missing -= body + 4;
  }
  return Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
}

function animatedWebp(frames: number) {
  const side = 16;
  const pixels = Buffer.alloc(side * side * 3 * frames);
  // Neighbouring frames differ by far, so the encoder cannot merge them into one.
  for (let frame = 0; frame < frames; frame++)
    pixels.fill((frame * 53) % 256, frame * side * side * 3, (frame + 1) * side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .webp({ loop: 0, lossless: true })
    .toBuffer();
}

export const hostileImageContents: HostileFile[] = [
  // Decompression bombs and huge dimensions: refused from the header, in milliseconds.
  {
    name: 'a PNG claiming 50000 x 50000 pixels',
    filename: 'huge.png',
    type: 'image/png',
    bytes: () =>
      pngOf(50_000, 50_000, [pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))]),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'a 4.5 MB PNG that inflates to 4.6 GB (68000 x 68000)',
    filename: 'bomb.png',
    type: 'image/png',
    bytes: () => pngBomb(68_000, 68_000),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'a 16-bit RGBA PNG of 10001 x 10000 pixels (800 MB inflated)',
    filename: 'deep.png',
    type: 'image/png',
    bytes: () =>
      pngOf(10_001, 10_000, [pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))], 16, 6),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'a JPEG claiming 65500 x 65500 pixels',
    filename: 'huge.jpg',
    type: 'image/jpeg',
    bytes: () => jpegClaiming(65_500, 65_500),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'a WebP claiming 16383 x 16383 pixels',
    filename: 'huge.webp',
    type: 'image/webp',
    bytes: webpClaimingLargest,
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  // GIF decoders draw the frames, not the screen the header claims: this one is a 1 x 1 picture.
  {
    name: 'a GIF whose screen claims 65535 x 65535 pixels',
    filename: 'huge.gif',
    type: 'image/gif',
    bytes: () => gifOf(65_535, 65_535, 1),
    outcome: REENCODED,
  },
  {
    name: 'a GIF whose frame claims 5000 x 5000 pixels (over the GIF limit)',
    filename: 'big.gif',
    type: 'image/gif',
    bytes: () => gifOf(5000, 5000, 1, { frameSide: 5000 }),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'a GIF whose frame claims 65535 x 65535 pixels',
    filename: 'huger.gif',
    type: 'image/gif',
    bytes: () => gifOf(65_535, 65_535, 1, { frameSide: 65_535 }),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'an animated GIF of 2000 frames',
    filename: 'long.gif',
    type: 'image/gif',
    bytes: () => gifOf(1, 1, 2000),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'an animated GIF of 10000 frames',
    filename: 'longer.gif',
    type: 'image/gif',
    bytes: () => gifOf(2, 2, 10_000),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'an animated WebP of 600 frames',
    filename: 'long.webp',
    type: 'image/webp',
    bytes: () => animatedWebp(600),
    outcome: refused(413, 'FILE_TOO_LARGE'),
    bomb: true,
  },
  {
    name: 'an animated GIF of 400 frames (under the limit) stays animated',
    filename: 'ok.gif',
    type: 'image/gif',
    bytes: () => gifOf(4, 4, 400),
    outcome: REENCODED,
    frames: 400,
  },
  {
    name: 'a PNG of 1 x 60000 pixels',
    filename: 'thin.png',
    type: 'image/png',
    bytes: () => solidImage(1, 60_000).png().toBuffer(),
    outcome: REENCODED,
  },
  ...truncated,
  {
    name: 'a PNG of its signature only',
    filename: 'sig.png',
    type: 'image/png',
    bytes: () => pngHeader(1, 1).subarray(0, 8),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  // Metadata that must not come back out.
  {
    name: 'a JPEG with GPS position and camera in EXIF',
    filename: 'holiday.jpg',
    type: 'image/jpeg',
    bytes: () => jpegWithGps(),
    outcome: REENCODED,
    mustNotContain: ['Inkwell Test Camera', 'Pinhole'],
  },
  {
    name: 'a PNG with EXIF GPS and a camera name',
    filename: 'gps.png',
    type: 'image/png',
    bytes: () =>
      solidImage(40, 30)
        .png()
        .withExif({ IFD0: { Make: 'Inkwell Spy Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
        .toBuffer(),
    outcome: REENCODED,
    mustNotContain: ['Inkwell Spy Camera'],
  },
  {
    name: 'a WebP with EXIF and an ICC profile',
    filename: 'icc.webp',
    type: 'image/webp',
    bytes: () =>
      solidImage(40, 30)
        .webp()
        .withExif({ IFD0: { Artist: 'Inkwell Secret Artist' } })
        .withIccProfile('p3')
        .toBuffer(),
    outcome: REENCODED,
    mustNotContain: ['Inkwell Secret Artist'],
  },
  // Names: never used to store or serve a picture.
  {
    name: 'a name with a NUL byte',
    filename: 'avatar\u0000.png.html',
    type: 'image/png',
    bytes: png,
    outcome: REENCODED,
  },
  { name: 'a path traversal name', filename: '../../../etc/passwd', type: 'image/png', bytes: png, outcome: REENCODED },
  {
    name: 'a name with quotes and a right-to-left override',
    filename: 'a"b\'c\u202Egnp.exe',
    type: 'image/png',
    bytes: png,
    outcome: REENCODED,
  },
  // Sizes.
  {
    name: 'an empty file',
    filename: 'empty.png',
    type: 'image/png',
    bytes: () => Buffer.alloc(0),
    outcome: refused(400, 'FILE_MISSING'),
  },
  {
    name: 'a single byte',
    filename: 'one.png',
    type: 'image/png',
    bytes: () => Buffer.from([0x89]),
    outcome: refused(415, 'UNSUPPORTED_FILE_TYPE'),
  },
  {
    name: 'a JPEG of exactly 5 MB',
    filename: 'five.jpg',
    type: 'image/jpeg',
    bytes: () => jpegOfSize(IMAGE_MAX_BYTES),
    outcome: REENCODED,
  },
  {
    name: 'a JPEG of 5 MB and one byte',
    filename: 'over.jpg',
    type: 'image/jpeg',
    bytes: () => jpegOfSize(IMAGE_MAX_BYTES + 1),
    outcome: refused(413, 'FILE_TOO_LARGE'),
  },
];
