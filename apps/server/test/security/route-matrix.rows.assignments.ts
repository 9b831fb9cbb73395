import { buildAssignment, buildOffer } from '../fixtures/assignments.ts';
import { ownGet, SELLERS, type Row } from './route-matrix.rows.shared.ts';

/**
 * The route matrix's rows: assignments that buyers post and sellers' offers. In the scene the other
 * (a buyer) posted the assignment and the owner (a seller) offered on it; the unrelated seller may
 * still read and offer while it is open.
 */
export const ASSIGNMENTS_ROWS: readonly Row[] = [
  {
    route: 'POST /api/assignments',
    scene: 'people',
    url: '/api/assignments',
    body: buildAssignment(),
    allow: ['buyer', 'stranger', 'other', 'operator'],
    deny: { visitor: 401, seller: 403, owner: 403 },
  },
  {
    route: 'GET /api/assignments',
    scene: 'assignmentOffer',
    url: '/api/assignments',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  ownGet('GET /api/assignments/mine', '/api/assignments/mine'),
  {
    route: 'GET /api/assignments/:id',
    scene: 'assignmentOffer',
    url: '/api/assignments/{assignment}',
    allow: ['other', 'owner', 'seller'],
    deny: { visitor: 401, rest: 404 },
  },
  {
    route: 'POST /api/assignments/:id/close',
    scene: 'assignmentOffer',
    url: '/api/assignments/{assignment}/close',
    allow: ['other'],
    deny: { visitor: 401, owner: 403, seller: 403, rest: 404 },
    fresh: true,
  },
  {
    route: 'POST /api/assignments/:id/offers',
    scene: 'assignmentOffer',
    url: '/api/assignments/{assignment}/offers',
    body: buildOffer(),
    allow: ['seller'],
    deny: { visitor: 401, owner: 409, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/assignments/:id/offers/:offerId/withdraw',
    scene: 'assignmentOffer',
    url: '/api/assignments/{assignment}/offers/{offer}/withdraw',
    allow: ['owner'],
    deny: { visitor: 401, seller: 404, rest: 403 },
    fresh: true,
  },
];
