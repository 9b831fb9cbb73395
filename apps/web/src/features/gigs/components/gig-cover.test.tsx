import { IMAGE_SIZES, IMAGE_VARIANT_WIDTHS } from '@inkwell/domain/uploads/image-variants';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { GigCover } from './gig-cover.tsx';

const cover = '/uploads/019f0edd-6f5e-7215-b41a-d1f96ba7382e.webp';
const variants = (url: string, widths: readonly number[]) =>
  widths.map((w) => `/uploads/w${w}/${url.slice('/uploads/'.length)} ${w}w`).join(', ');
const img = (container: HTMLElement) => container.querySelector('img')!;

test('a card cover lists its width variants with the card sizes, reserves its box and loads lazily', () => {
  const picture = img(render(<GigCover src={cover} cat="essay-writing" className="aspect-[16/10] w-full" />).container);
  expect(picture.getAttribute('src')).toBe(cover);
  expect(picture.getAttribute('srcset')).toBe(variants(cover, IMAGE_VARIANT_WIDTHS));
  expect(picture.getAttribute('sizes')).toBe(IMAGE_SIZES.gigCard);
  expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['640', '400']);
  expect(picture.getAttribute('loading')).toBe('lazy');
  expect(picture.getAttribute('fetchpriority')).toBeNull();
});

test('the LCP cover of the gig page loads at once with high priority and the page sizes', () => {
  const picture = img(render(<GigCover src={cover} cat="essay-writing" place="page" priority alt="Cover" />).container);
  expect(picture.getAttribute('sizes')).toBe(IMAGE_SIZES.gigPage);
  expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1280', '720']);
  expect(picture.getAttribute('loading')).toBe('eager');
  expect(picture.getAttribute('fetchpriority')).toBe('high');
});

test('an address that is not an upload of this site gets no srcset', () => {
  const picture = img(render(<GigCover src="/img/empty-state.svg" cat="essay-writing" />).container);
  expect(picture.getAttribute('srcset')).toBeNull();
  expect(picture.getAttribute('sizes')).toBeNull();
});

test('an avatar lists the small variants for its shown size and reserves a square box', () => {
  const picture = img(render(<Avatar src={cover} className="size-20" size={80} />).container);
  expect(picture.getAttribute('srcset')).toBe(variants(cover, [160, 320]));
  expect(picture.getAttribute('sizes')).toBe('80px');
  expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['80', '80']);
  const fallback = img(render(<Avatar src="" />).container);
  expect(fallback.getAttribute('src')).toBe('/img/default-avatar.svg');
  expect(fallback.getAttribute('srcset')).toBeNull();
  expect(fallback.getAttribute('width')).toBe('48');
});
