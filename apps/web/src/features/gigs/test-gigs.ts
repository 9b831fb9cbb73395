import type { Gig } from '@inkwell/domain/gigs/gig.schema';

let next = 0;

/** A gig as the API answers it, with the given changes. Ids are unique per call. */
export function buildGig(overrides: Partial<Gig> = {}): Gig {
  next += 1;
  return {
    _id: `0196a1c2-0000-7000-8000-${String(next).padStart(12, '0')}`,
    userId: 'seller-1',
    title: `Research papers in economics ${next}`,
    cat: 'research-paper-writing',
    cover: '/uploads/0196a1c2-0000-7000-8000-00000000c0de.webp',
    images: [],
    desc: 'I write research papers with real data.',
    language: 'en',
    deliveryTime: 5,
    priceMin: 0,
    priceMax: 0,
    pages: 3,
    pricePerPage: 10,
    totalPrice: 30,
    discountEnabled: false,
    discountAmount: 0,
    discountCondition: '',
    status: 'available',
    hasDocument: false,
    document: null,
    likes: 4,
    liked: false,
    likedBy: [],
    totalStars: 45,
    starNumber: 10,
    sales: 12,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    seller: {
      _id: 'seller-1',
      username: 'maria.writes',
      img: '',
      country: 'GB',
      rating: 4.8,
      ratingCount: 31,
      memberSince: '2024-05-10T09:00:00.000Z',
      languages: ['English', 'Spanish'],
    },
    ...overrides,
  };
}

export const page = (items: Gig[], nextCursor: string | null = null) => ({ items, nextCursor });
