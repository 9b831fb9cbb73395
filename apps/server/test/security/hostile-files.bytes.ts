import zlib from 'node:zlib';

/**
 * Byte-level builders for the hostile files: PNG chunks, GIF streams and zip archives written by
 * hand, and deflate streams of zeros that inflate to gigabytes while only megabytes are sent.
 * Everything is made in memory when the test runs; nothing big is committed.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function pngHeader(width: number, height: number, bitDepth = 8, colourType = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)]);
}

/** A PNG made of the given chunks between its header and IEND. */
export function pngOf(width: number, height: number, chunks: Buffer[], bitDepth = 8, colourType = 0): Buffer {
  return Buffer.concat([pngHeader(width, height, bitDepth, colourType), ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}

/** Inserts chunks just before the IEND chunk (the last 12 bytes) of a PNG. */
export function withPngChunks(png: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), ...chunks, png.subarray(png.length - 12)]);
}

const SEGMENT = 1024 * 1024;
let zeroSegment: Buffer | undefined;

/** Raw deflate blocks (not final, byte-aligned) holding `size` zero bytes; one MB deflates to about 1 KB. */
function deflatedZeros(size: number): Buffer {
  zeroSegment ??= zlib.deflateRawSync(Buffer.alloc(SEGMENT), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const whole = Math.floor(size / SEGMENT);
  const rest = size % SEGMENT;
  const blocks: Buffer[] = new Array<Buffer>(whole).fill(zeroSegment);
  if (rest > 0)
    blocks.push(zlib.deflateRawSync(Buffer.alloc(rest), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }));
  return Buffer.concat(blocks);
}

const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A complete raw deflate stream of `size` zeros. */
export const deflateRawZeros = (size: number) => Buffer.concat([deflatedZeros(size), FINAL_EMPTY_BLOCK]);

/** A zlib stream (as in PNG's IDAT) of `size` zeros, with the right Adler-32. */
export function zlibZeros(size: number): Buffer {
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflateRawZeros(size), adler]);
}

/**
 * A valid 8-bit grey PNG whose image data inflates to height * (width + 1) zero bytes: black
 * pixels, every row with filter 0. 68,000 x 68,000 is a 4.5 MB file that inflates to 4.6 GB.
 */
export const pngBomb = (width: number, height: number) =>
  pngOf(width, height, [pngChunk('IDAT', zlibZeros(height * (width + 1)))]);

const zeroCrcs = new Map<number, number>();

/** The CRC-32 of `size` zero bytes, a megabyte at a time (remembered: the bombs reuse sizes). */
export function crc32OfZeros(size: number): number {
  const known = zeroCrcs.get(size);
  if (known !== undefined) return known;
  const block = Buffer.alloc(Math.min(size, SEGMENT));
  let crc = 0;
  for (let left = size; left > 0; left -= block.length)
    crc = zlib.crc32(left >= block.length ? block : block.subarray(0, left), crc);
  zeroCrcs.set(size, crc >>> 0);
  return crc >>> 0;
}

export interface ZipEntry {
  name: string;
  /** Stored as is, or already deflated: then `size` and `crc` describe the inflated data. */
  data: Buffer;
  deflated?: { size: number; crc: number };
}

/** A zip archive (stored or deflated entries, no zip64: each entry under 4 GB). */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.deflated ? 8 : 0;
    const size = entry.deflated?.size ?? entry.data.length;
    const crc = entry.deflated?.crc ?? zlib.crc32(entry.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry of `size` zero bytes, deflated. */
export function zeroEntry(name: string, size: number): ZipEntry {
  return { name, data: deflateRawZeros(size), deflated: { size, crc: crc32OfZeros(size) } };
}

/**
 * A GIF89a whose logical screen is `width` x `height`, with `frames` frames that each hold one
 * pixel of data: one colour index, LZW-coded by hand (minimum code size 2: a clear code, the pixel
 * and the end code, three bits each). `frameSide` makes the frames claim a larger size than the
 * data they carry.
 */
export function gifOf(
  width: number,
  height: number,
  frames: number,
  options: { comment?: string; frameSide?: number } = {},
): Buffer {
  const { comment, frameSide = 1 } = options;
  const parts: Buffer[] = [Buffer.from('GIF89a')];
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x81; // a global colour table of 4 entries
  parts.push(screen, Buffer.from([0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255]));
  if (frames > 1) parts.push(Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('NETSCAPE2.0'), Buffer.from([3, 1, 0, 0, 0]));
  if (comment !== undefined) {
    const text = Buffer.from(comment).subarray(0, 255);
    parts.push(Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0]));
  }
  for (let frame = 0; frame < frames; frame++) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0x04, 2, 0, 0, 0])); // 20 ms a frame
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(frameSide, 5);
    descriptor.writeUInt16LE(frameSide, 7);
    parts.push(descriptor, Buffer.from([2]), lzwBlock(frame % 4), Buffer.from([0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** One data sub-block of 3-bit codes, least significant bit first: clear (4), the pixel, end (5). */
function lzwBlock(index: number): Buffer {
  const bits = 4 | (index << 3) | (5 << 6);
  return Buffer.from([2, bits & 0xff, bits >> 8]);
}
