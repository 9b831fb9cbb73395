import { IMAGE_MAX_SIDE } from '@inkwell/domain/uploads/upload.schema';
import sharp from 'sharp';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * The largest picture (all frames together) that is decoded at all: 200 megapixels covers the
 * biggest phone cameras, and stops a small file that claims enormous dimensions (a decompression
 * bomb) before it takes the memory of the server.
 */
export const IMAGE_MAX_INPUT_PIXELS = 200_000_000;
const WEBP_QUALITY = 82;

export interface ReencodedImage {
  data: Buffer;
  width: number;
  /** Of one frame, for animations. */
  height: number;
}

/**
 * Re-encodes an uploaded picture as WebP: turned upright by its EXIF orientation, then every piece
 * of metadata (GPS position, camera, comments, colour profile) left behind, resized to fit within
 * IMAGE_MAX_SIDE without enlarging. Animated GIF and WebP stay animated.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage> {
  try {
    const { data, info } = await sharp(bytes, { animated: true, autoOrient: true, limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new DomainError('FILE_TOO_LARGE', `This picture has too many pixels: at most ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
    }
    throw new DomainError('IMAGE_UNREADABLE');
  }
}
