import type { CategoryId } from '@inkwell/domain/categories';

/**
 * One look per category for the generated gig covers: a two-colour gradient and a line icon
 * drawn in a 240 x 240 box (white strokes, no fill).
 */
export interface CoverArt {
  from: string;
  to: string;
  icon: string;
}

export const COVER_ART: Record<CategoryId, CoverArt> = {
  'essay-writing': {
    from: '#1e3a8a',
    to: '#3b82f6',
    icon:
      '<path d="M120 20 L185 110 L145 205 H95 L55 110 Z"/><path d="M120 20 ' +
      'V128"/><circle cx="120" cy="142" r="14"/><path d="M85 225 H155"/>',
  },
  'college-essay-writing': {
    from: '#7c2d12',
    to: '#ea580c',
    icon:
      '<path d="M15 90 L120 42 L225 90 L120 138 Z"/><path d="M58 110 V165 C58 195 182 ' +
      '195 182 165 V110"/><path d="M225 90 V160"/><circle cx="225" cy="172" r="10"/>',
  },
  'coursework-writing': {
    from: '#064e3b',
    to: '#10b981',
    icon:
      '<rect x="50" y="25" width="150" height="195" rx="14"/><path d="M85 75 H170 ' +
      'M85 115 H170 M85 155 H140"/><path d="M50 60 H30 M50 110 H30 M50 160 H30"/>',
  },
  'dissertation-writing': {
    from: '#4c1d95',
    to: '#8b5cf6',
    icon:
      '<rect x="55" y="25" width="135" height="190" rx="10"/><path d="M80 25 V215"/><path ' +
      'd="M145 25 V85 L160 72 L175 85 V25"/><path d="M100 130 H170 M100 160 H170"/>',
  },
  'custom-essay-writing': {
    from: '#831843',
    to: '#ec4899',
    icon:
      '<path d="M45 200 L65 138 L170 33 L212 75 L107 180 Z"/><path d="M45 ' +
      '200 L107 180"/><path d="M150 53 L192 95"/><path d="M30 225 H210"/>',
  },
  'research-paper-writing': {
    from: '#0c4a6e',
    to: '#06b6d4',
    icon:
      '<rect x="30" y="20" width="125" height="165" rx="12"/><path d="M60 60 H125 ' +
      'M60 95 H110"/><circle cx="150" cy="150" r="42"/><path d="M180 180 L222 222"/>',
  },
  'term-paper-writing': {
    from: '#78350f',
    to: '#d97706',
    icon:
      '<rect x="30" y="50" width="180" height="160" rx="16"/><path d="M30 95 H210"/><path d="M80 30 ' +
      'V70 M160 30 V70"/><path d="M70 130 H90 M110 130 H130 M150 130 H170 M70 170 H90 M110 170 H130"/>',
  },
  'thesis-writing': {
    from: '#312e81',
    to: '#6366f1',
    icon:
      '<path d="M120 25 C70 25 45 65 55 105 C62 132 85 145 88 168 H152 C155 145 178 132 185 105 C195 65 170 ' +
      '25 120 25 Z"/><path d="M90 195 H150 M100 222 H140"/><path d="M120 168 V110 L100 90 M120 110 L140 90"/>',
  },
  'case-study-writing': {
    from: '#134e4a',
    to: '#14b8a6',
    icon:
      '<rect x="25" y="75" width="190" height="130" rx="16"/><path d="M88 75 V50 C88 42 94 36 102 36 H138 C146 ' +
      '36 152 42 152 50 V75"/><path d="M25 130 H215"/><rect x="105" y="118" width="30" height="24" rx="5"/>',
  },
  'literature-review-writing': {
    from: '#7f1d1d',
    to: '#ef4444',
    icon:
      '<rect x="35" y="160" width="175" height="45" rx="8"/><rect x="55" ' +
      'y="110" width="150" height="45" rx="8"/><rect x="25" y="60" width="170" ' +
      'height="45" rx="8"/><path d="M60 60 V105 M90 110 V155 M70 160 V205"/>',
  },
};
