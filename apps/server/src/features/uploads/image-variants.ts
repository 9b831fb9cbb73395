import { Readable } from 'node:stream';
import { IMAGE_VARIANT_WIDTHS } from '@inkwell/domain/uploads/image-variants';
import { readAll, type FileStore } from '../../lib/file-store.ts';
import { resizeImage } from './image-processing.ts';

/**
 * The width variants of uploaded pictures (/uploads/w{width}/{file}), made on first request and
 * kept in the uploads store beside the picture as `<id>.w<width>`: every picture already stored
 * (the demo seed's, older uploads) gets them with no migration, an upload stays as fast as before,
 * and only the widths browsers ask for take disk space. A variant is served only while its picture
 * is (the caller opens the picture first, with its name rule and row check), so a removed
 * picture's variants are never served; they are removed with it. Private files live in another
 * store and are never reached from here.
 */

export interface StoredPicture {
  stream: Readable;
  size: number;
  mimeType: string;
}

const variantKey = (storageKey: string, width: number) => `${storageKey.slice(0, storageKey.indexOf('.'))}.w${width}`;

/** Requests for the same variant while it is being made share one resize. */
const inFlight = new Map<string, Promise<Buffer>>();

/** The variant of an open picture (which this closes or reads), made and kept when it is not yet. */
export async function variantOf(
  files: FileStore,
  storageKey: string,
  picture: StoredPicture,
  width: number,
): Promise<StoredPicture> {
  const key = variantKey(storageKey, width);
  const kept = await files.get(key);
  let making = kept ? undefined : inFlight.get(key);
  if (kept || making) picture.stream.destroy();
  if (kept) return { ...kept, mimeType: 'image/webp' };
  if (!making) {
    making = (async () => {
      const data = await resizeImage(await readAll(picture.stream), width);
      await files.put(key, data);
      return data;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  const data = await making;
  return { stream: Readable.from([data]), size: data.length, mimeType: 'image/webp' };
}

/** Removes a picture's variants (removeUpload calls it with the picture's own removal). */
export async function removeImageVariants(files: FileStore, storageKey: string): Promise<void> {
  await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => files.delete(variantKey(storageKey, width)).catch(() => {})));
}
