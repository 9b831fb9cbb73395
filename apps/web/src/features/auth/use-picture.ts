import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@inkwell/domain/uploads/upload.rules';
import { useEffect, useRef, useState } from 'react';

export interface Picture {
  file: File;
  previewUrl: string;
}

export type PictureProblem = 'type' | 'size';

/** Checks a chosen image before anything is sent; the server checks the bytes again. */
export function checkPicture(file: File): PictureProblem | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The chosen profile picture with its preview URL, released when replaced or when the form goes. */
export function usePicture() {
  const [picture, setPicture] = useState<Picture | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const current = useRef<Picture | null>(null);

  useEffect(() => () => release(current.current), []);

  function replace(next: Picture | null) {
    release(current.current);
    current.current = next;
    setPicture(next);
  }

  /** Returns false when the file was refused (and nothing is kept). */
  function choose(file: File | null): boolean {
    if (!file) {
      replace(null);
      setProblem(null);
      return true;
    }
    const found = checkPicture(file);
    setProblem(found);
    replace(found ? null : { file, previewUrl: URL.createObjectURL(file) });
    return !found;
  }

  return { picture, problem, choose };
}

function release(picture: Picture | null) {
  if (picture) URL.revokeObjectURL(picture.previewUrl);
}
