import type { DemoUser } from './types.ts';

/**
 * The demo's operator (docs/product.md#order-life): an ordinary account with the operator flag,
 * which in real life only `npm run operator -- <username>` sets. It decides the demo's disputes.
 */
export const DEMO_OPERATOR: DemoUser = {
  username: 'inkwell.operator',
  fullName: 'Inkwell Operations',
  email: 'inkwell.operator@example.com',
  isSeller: false,
  isOperator: true,
  country: 'GB',
  nationality: 'GB',
  phone: '+44 20 7946 0958',
  desc: '',
  bio:
    'The Inkwell operations desk. When a buyer or a seller opens a dispute, we read ' +
    'the brief, the conversation and every delivered file, and decide fairly: release ' +
    'the payment, refund it, or split it. We usually answer within two working days.',
  languages: ['English', 'French', 'German', 'Spanish'],
  education: [],
  experience: [],
  hobbies: [],
  certifications: [],
  social: { linkedin: '', twitter: '', github: '', website: '' },
  joinedDaysAgo: 420,
  avatarColor: '#0f172a',
};
