import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { findPriceCard, openGigPage } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { buildConversation, chatHandlers } from '../../../test/fixtures/messages.ts';
import { testBuyer } from '../../../test/fixtures/users.ts';
import { json, problem } from '../../../test/responses.ts';

/**
 * The conversation of testBuyer (buyer-1) with the gig's seller (seller-1): its id is the two ids sorted and joined.
 */
const conversation = buildConversation({ _id: 'buyer-1_seller-1', id: 'buyer-1_seller-1' });
const SINGLE = 'GET /api/conversations/single/buyer-1_seller-1';
const notFound = () =>
  problem(404, 'CONVERSATION_NOT_FOUND', "This conversation doesn't exist or you don't have access to it");

function gigOfSeller1() {
  const gig = buildGig();
  return { ...gig, userId: 'seller-1', seller: { ...gig.seller, _id: 'seller-1' } };
}

test('Contact Seller with no conversation yet starts one (404, then POST { to }) and opens the chat', async () => {
  const { user, router, calls } = openGigPage(gigOfSeller1(), testBuyer, {
    handlers: {
      ...chatHandlers(conversation),
      [SINGLE]: notFound,
      'POST /api/conversations': () => json(201, conversation),
    },
  });
  await findPriceCard();

  await user.click(screen.getByRole('button', { name: 'Contact Seller' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/message/buyer-1_seller-1'));
  const start = calls.find((call) => call.method === 'POST' && call.path === '/api/conversations');
  expect(JSON.parse(String(start?.body))).toEqual({ to: 'seller-1' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeTruthy();
});

test('Contact Seller with a conversation already there opens it without starting another', async () => {
  const { user, router, calls } = openGigPage(gigOfSeller1(), testBuyer, { handlers: chatHandlers(conversation) });
  await findPriceCard();

  await user.click(screen.getByRole('button', { name: 'Contact Seller' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/message/buyer-1_seller-1'));
  expect(calls.some((call) => call.method === 'POST' && call.path === '/api/conversations')).toBe(false);
});

test.each([
  [
    'the server text when starting fails',
    { [SINGLE]: notFound, 'POST /api/conversations': () => problem(403, 'CONVERSATION_NOT_ALLOWED', 'x') },
    'You cannot message this user',
  ],
  [
    '"Failed to start conversation" when starting fails without a reason',
    { [SINGLE]: notFound, 'POST /api/conversations': () => new Response('', { status: 502 }) },
    'Failed to start conversation',
  ],
  [
    '"Failed to open conversation" when asking for it fails',
    { [SINGLE]: () => new Response('', { status: 500 }) },
    'Failed to open conversation',
  ],
])('Contact Seller says %s and stays on the gig', async (_name, handlers, text) => {
  const { user, router } = openGigPage(gigOfSeller1(), testBuyer, { handlers });
  await findPriceCard();

  await user.click(screen.getByRole('button', { name: 'Contact Seller' }));
  expect((await screen.findByRole('alert')).textContent).toBe(text);
  expect(router.state.location.pathname).toMatch(/^\/gig\//);
});
