import { IMAGE_MAX_SIDE } from '@inkwell/domain/uploads/upload.rules';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../lib/images.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { ImageMimeType } from './file-sniffing.ts';

/**
 * What is decoded at all is bounded before decoding, from the header alone, so that a small file
 * claiming enormous dimensions or thousands of frames (a decompression bomb) is refused in
 * milliseconds instead of taking the server's memory and time (the hostile-files decision):
 * - at most 100 megapixels, all frames together: more than any photo that fits in 5 MB;
 * - GIF at most 16 megapixels, all frames together: its decoder holds a whole frame (4 bytes a
 *   pixel) and has no shrink-on-load, so it costs several times what a PNG or JPEG does;
 * - at most 500 frames.
 * libvips checks the pixel limit again while loading, and a re-encoding that still takes longer
 * than IMAGE_TIMEOUT_SECONDS is stopped.
 */
export const IMAGE_MAX_INPUT_PIXELS = 100_000_000;
export const GIF_MAX_INPUT_PIXELS = 16_000_000;
export const IMAGE_MAX_FRAMES = 500;
export const IMAGE_TIMEOUT_SECONDS = 20;
const WEBP_QUALITY = 82;

export interface ReencodedImage {
  data: Buffer;
  width: number;
  /** Of one frame, for animations. */
  height: number;
}

/** The libvips loader name of each format the sniffer lets in. */
const LOADER_FORMAT: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const megapixels = (pixels: number) => `${pixels / 1_000_000} megapixels`;
const unreadable = () => new DomainError('IMAGE_UNREADABLE');

/**
 * Reads the header only and refuses what must not be decoded: another format than the one sniffed
 * (a loader libvips would pick by other bytes), too many pixels or frames.
 */
async function checkHeader(bytes: Buffer, sniffed: ImageMimeType): Promise<void> {
  let header: Metadata;
  try {
    header = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (header.format !== LOADER_FORMAT[sniffed] || !header.width || !header.height) throw unreadable();
  const frames = header.pages ?? 1;
  const pageHeight = header.pageHeight ?? header.height;
  if (frames > IMAGE_MAX_FRAMES) {
    throw new DomainError('FILE_TOO_LARGE', `This animation has too many frames: at most ${IMAGE_MAX_FRAMES}.`);
  }
  const limit = sniffed === 'image/gif' ? GIF_MAX_INPUT_PIXELS : IMAGE_MAX_INPUT_PIXELS;
  if (header.width * pageHeight * frames > limit) {
    throw new DomainError(
      'FILE_TOO_LARGE',
      `This picture has too many pixels: at most ${megapixels(limit)}, all frames together.`,
    );
  }
}

/**
 * Re-encodes an uploaded picture as WebP: turned upright by its EXIF orientation, then every piece
 * of metadata (GPS position, camera, comments, colour profile) left behind, resized to fit within
 * IMAGE_MAX_SIDE without enlarging. Animated GIF and WebP stay animated. Damaged or cut pictures
 * (any decoder warning) are refused rather than stored half-drawn.
 */
export async function reencodeImage(bytes: Buffer, sniffed: ImageMimeType): Promise<ReencodedImage> {
  await checkHeader(bytes, sniffed);
  try {
    const { data, info } = await (
      await loadSharp()
    )(bytes, {
      animated: true,
      autoOrient: true,
      failOn: 'warning',
      limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
    })
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new DomainError(
        'FILE_TOO_LARGE',
        `This picture has too many pixels: at most ${megapixels(IMAGE_MAX_INPUT_PIXELS)}.`,
      );
    }
    if (/timeout/i.test(message)) {
      throw new DomainError(
        'FILE_TOO_LARGE',
        'This picture takes too long to process. Please save it smaller and try again.',
      );
    }
    throw unreadable();
  }
}

const VARIANT_QUALITY = 76;

/**
 * A narrower copy of a stored picture, as WebP (animations stay animated), never wider than the
 * stored one. The input is a file this server stored, so it was checked and re-encoded already.
 */
export async function resizeImage(bytes: Buffer, width: number): Promise<Buffer> {
  return (await loadSharp())(bytes, { animated: true, limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY })
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .toBuffer();
}
