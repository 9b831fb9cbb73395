import type Sharp from 'sharp';
import { firstUse } from './first-use.ts';

/**
 * sharp (libvips), loaded the first time an image is processed rather than at start-up (decision
 * 030): its native libraries and their set-up make about 25 MB of resident memory that a server
 * answering reads never needs. Its operation cache is off: every uploaded image is a new one, so
 * the cache only held memory.
 */
export const loadSharp = firstUse(async (): Promise<typeof Sharp> => {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
});
