import { imageSrcSet } from '@inkwell/domain/uploads/image-variants';
import { DEFAULT_AVATAR } from '@inkwell/domain/limits';
import type { SyntheticEvent } from 'react';

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when a name is written next to the picture, so screen readers do not hear it twice. */
  alt?: string;
  className?: string;
  /** The shown size in CSS pixels (the class sets it): picks the variant width and reserves the box. */
  size?: number;
}

/** A round user picture; the default avatar stands in when there is none or it fails to load. */
export function Avatar({ src, alt = '', className = 'size-8', size = 48 }: AvatarProps) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    img.removeAttribute('srcset');
    if (!img.src.endsWith(DEFAULT_AVATAR)) img.src = DEFAULT_AVATAR;
  };
  const shown = src || DEFAULT_AVATAR;
  const srcSet = imageSrcSet(shown, 320);
  return (
    <img
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      width={size}
      height={size}
      alt={alt}
      onError={onError}
      className={`${className} shrink-0 rounded-full bg-slate-200 object-cover ring-1 ring-slate-200`}
      loading="lazy"
      decoding="async"
    />
  );
}
