import type { UserReview, UserReviewList } from '@inkwell/domain/reviews/review.schema';
import type { Profile } from '@inkwell/domain/users/user.schema';

/** A profile as GET /api/users/{id} answers a signed-in reader, with the given changes. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: '0196a1c2-0000-7000-8000-00000000b001',
    username: 'noah.bennett',
    img: '',
    fullName: 'Noah Bennett',
    email: 'noah@example.com',
    phone: '+1 617 555 0187',
    country: 'US',
    nationality: 'DE',
    bio: 'Business administration student in Boston.',
    desc: '',
    isSeller: false,
    languages: ['English', 'Spanish'],
    education: [{ institution: 'University of Massachusetts Boston', qualification: 'BSc Business Administration', grade: 'GPA 3.5', start: '2023', end: '2027' }],
    experience: ['Member service representative, credit union', 'Summer intern, municipal budget office'],
    hobbies: ['Pickup basketball', 'Cooking on weekends'],
    certifications: [
      { title: 'Excel for Finance', issuer: 'Open Learning Academy', issuedOn: 'May 2024', credentialId: 'OLA-42', url: 'https://verify.example.com/ola/42' },
    ],
    social: { linkedin: 'https://linkedin.example.com/in/noah', twitter: '', github: 'javascript:alert(1)', website: 'https://noah.example.com/' },
    createdAt: '2025-01-15T09:00:00.000Z',
    ...overrides,
  };
}

/** What a visitor receives of the same profile: no email, no phone. */
export const asVisitorSees = (profile: Profile): Profile => ({ ...profile, email: null, phone: null });

let next = 0;

export function buildUserReview(overrides: Partial<UserReview> = {}): UserReview {
  next += 1;
  return {
    _id: `review-${next}`,
    bidId: `bid-${next}`,
    gigId: `gig-${next}`,
    gig: { _id: `gig-${next}`, title: `Essay on monetary policy ${next}` },
    revieweeId: '0196a1c2-0000-7000-8000-00000000b001',
    reviewer: { _id: 'seller-1', username: 'amelia.hart', fullName: 'Amelia Hart', img: '' },
    stars: 5,
    satisfaction: 'excellent',
    comment: 'Clear brief and quick answers.',
    createdAt: '2025-03-12T10:00:00.000Z',
    ...overrides,
  };
}

export const reviewPage = (items: UserReview[], summary: { average: number | null; count: number }, nextCursor: string | null = null): UserReviewList => ({
  items,
  nextCursor,
  ...summary,
});
