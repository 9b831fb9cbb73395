import { CATEGORIES, type CategoryId } from '@inkwell/domain/categories';
import { loadSharp } from '../lib/images.ts';
import { COVER_ART } from './cover-art.ts';

/**
 * Demo images drawn as SVG and encoded to WebP locally (no network): one cover per category and
 * an initials avatar per user. WebP effort 2 keeps the whole set to about a second of CPU.
 */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 800;
export const AVATAR_SIZE = 256;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

async function toWebp(svg: string, width: number, height: number): Promise<RenderedImage> {
  const data = await (await loadSharp())(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
  return { data, width, height };
}

/** "Literature review writing service" -> ["Literature review", "writing service"]. */
function splitCategoryName(name: string): [string, string] {
  const at = name.indexOf(' writing service');
  return at > 0 ? [name.slice(0, at), name.slice(at + 1)] : [name, ''];
}

export function coverSvg(cat: CategoryId): string {
  const art = COVER_ART[cat];
  const name = CATEGORIES.find((c) => c.id === cat)?.name ?? cat;
  const [first, second] = splitCategoryName(name);
  return `<svg xmlns="http://www.w3.org/2000/svg"
  width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${art.from}"/>
      <stop offset="1" stop-color="${art.to}"/>
    </linearGradient>
  </defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>
  <circle cx="1060" cy="120" r="300" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="120" cy="820" r="260" fill="#000000" fill-opacity="0.08"/>
  <g stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
    <path d="M0 250 H1200 M0 310 H1200 M0 370 H1200 M0 430 H1200"/>
  </g>
  <circle cx="880" cy="330" r="190" fill="#ffffff" fill-opacity="0.12"/>
  <g transform="translate(760 210)" fill="none" stroke="#ffffff" stroke-width="11"
    stroke-linecap="round" stroke-linejoin="round">${art.icon}</g>
  <text x="80" y="110" font-family="${FONT}" font-size="34" font-weight="700" letter-spacing="8"
    fill="#ffffff" fill-opacity="0.85">INKWELL</text>
  <text x="80" y="620" font-family="${FONT}" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(first)}</text>
  <text x="80" y="690" font-family="${FONT}" font-size="44" fill="#ffffff"
    fill-opacity="0.9">${escapeXml(second)}</text>
</svg>`;
}

export function renderCover(cat: CategoryId): Promise<RenderedImage> {
  return toWebp(coverSvg(cat), COVER_WIDTH, COVER_HEIGHT);
}

export function initials(fullName: string): string {
  const words = fullName.split(/[\s-]+/).filter((word) => word !== '');
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
}

export function renderAvatar(fullName: string, color: string): Promise<RenderedImage> {
  const size = AVATAR_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${color}"/>
  <circle cx="${size}" cy="0" r="${size * 0.6}" fill="#ffffff" fill-opacity="0.1"/>
  <text x="${size / 2}" y="${size / 2 + 36}" text-anchor="middle" font-family="${FONT}" font-size="100"
    font-weight="700" fill="#ffffff">${escapeXml(initials(fullName))}</text>
</svg>`;
  return toWebp(svg, size, size);
}
