import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@inkwell/domain/uploads/upload.rules';
import { useEffect, useRef, useState } from 'react';
import { uploadImage } from '../uploads/index.ts';

export interface ChosenImage {
  file: File;
  previewUrl: string;
}

export type ImageProblem = 'type' | 'size' | 'tooMany';

/** Images only (PNG, JPEG, GIF, WebP) of at most 5 MB; the server checks the bytes again. */
export function imageProblem(file: File): ImageProblem | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Images chosen in a file input and waiting for their Upload button: previews, checks, and the
 * upload itself (POST /api/uploads, one file at a time). `room` is how many more may be chosen.
 */
export function useImageUploads(room: number) {
  const [chosen, setChosen] = useState<ChosenImage[]>([]);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const current = useRef<ChosenImage[]>([]);

  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  function replace(next: ChosenImage[]) {
    current.current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    current.current = next;
    setChosen(next);
  }

  /** Returns false when the files were refused (nothing is kept, the input should be emptied). */
  function choose(files: File[]): boolean {
    setFailure(null);
    const found = files.length > room ? 'tooMany' : (files.map(imageProblem).find(Boolean) ?? null);
    setProblem(found);
    replace(found ? [] : files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) })));
    return !found;
  }

  /** Uploads what was chosen; resolves to the stored URLs, or null when an upload failed. */
  async function upload(): Promise<string[] | null> {
    setUploading(true);
    setFailure(null);
    try {
      const urls: string[] = [];
      for (const image of current.current) urls.push((await uploadImage(image.file)).secure_url);
      replace([]);
      return urls;
    } catch (error) {
      setFailure(error);
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { chosen, problem, uploading, failure, choose, upload, clear: () => choose([]) };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;

export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);
