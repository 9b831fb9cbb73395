import { DEFAULT_AVATAR } from '@inkwell/domain/limits';
import type { SyntheticEvent } from 'react';

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when a name is written next to the picture, so screen readers do not hear it twice. */
  alt?: string;
  className?: string;
}

/** A round user picture; the default avatar stands in when there is none or it fails to load. */
export function Avatar({ src, alt = '', className = 'size-8' }: AvatarProps) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (!img.src.endsWith(DEFAULT_AVATAR)) img.src = DEFAULT_AVATAR;
  };
  return (
    <img
      src={src || DEFAULT_AVATAR}
      alt={alt}
      onError={onError}
      className={`${className} shrink-0 rounded-full bg-slate-200 object-cover ring-1 ring-slate-200`}
      loading="lazy"
      decoding="async"
    />
  );
}
