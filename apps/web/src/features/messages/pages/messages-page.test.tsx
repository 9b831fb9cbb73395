import { LAST_MESSAGE_PREVIEW } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { buildConversation } from '../../../test/fixtures/messages.ts';
import { signInAs, testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, json, problem } from '../../../test/responses.ts';

const page = (items: ReturnType<typeof buildConversation>[], nextCursor: string | null = null, unread = 0) => ({
  items,
  nextCursor,
  unread,
});

test(
  'the list shows each conversation with the other person, the ' +
    'last message cut at 50 characters and the unread ones marked',
  async () => {
    const long = `${'a'.repeat(LAST_MESSAGE_PREVIEW)}bcdef`;
    signInAs(testBuyer, {
      'GET /api/conversations': () =>
        json(
          200,
          page(
            [
              buildConversation({ _id: 'buyer-1_seller-1', lastMessage: long, read: false }),
              buildConversation({
                _id: 'buyer-1_seller-2',
                lastMessage: 'Thanks, see you then',
                other: {
                  _id: 'seller-2',
                  username: 'lukas.b',
                  fullName: '',
                  img: '/uploads/lukas.webp',
                  isSeller: true,
                },
              }),
            ],
            null,
            1,
          ),
        ),
    });
    renderRoute(routes, '/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('link');
    expect(first?.getAttribute('href')).toBe('/message/buyer-1_seller-1');
    expect(first?.textContent).toContain('Maria Lopez');
    expect(first?.textContent).toContain(`${'a'.repeat(LAST_MESSAGE_PREVIEW)}…`);
    expect(first?.textContent).not.toContain('bcdef');
    expect(within(first as HTMLElement).getByText('Unread')).toBeTruthy();
    // No full name: the username stands in; a read conversation carries no unread mark.
    expect(second?.textContent).toContain('lukas.b');
    expect(within(second as HTMLElement).queryByText('Unread')).toBeNull();
    expect(second?.querySelector('img')?.getAttribute('src')).toBe('/uploads/lukas.webp');
    expect(screen.getByText('1 unread conversation')).toBeTruthy();
    expect(document.title).toBe('Messages · Inkwell');
  },
);

test('in the Seller Hub the conversations open the Seller Hub chat', async () => {
  signInAs(testSeller, {
    'GET /api/conversations': () =>
      json(
        200,
        page([
          buildConversation({
            other: { _id: 'buyer-1', username: 'sam.reads', fullName: 'Sam Patel', img: '', isSeller: false },
          }),
        ]),
      ),
  });
  renderRoute(routes, '/seller/messages');

  const link = await screen.findByRole('link', { name: /Sam Patel/ });
  expect(link.getAttribute('href')).toBe('/seller/message/buyer-1_seller-1');
});

test('a failed load says Something went wrong, Unable to load the conversations; Try Again loads them', async () => {
  let calls = 0;
  signInAs(testBuyer, {
    'GET /api/conversations': () => {
      calls += 1;
      return calls === 1 ? problem(500, 'INTERNAL', 'boom') : json(200, page([buildConversation()]));
    },
  });
  const { user } = renderRoute(routes, '/messages');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(within(alert).getByText('Unable to load the conversations')).toBeTruthy();
  await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('link', { name: /Maria Lopez/ })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('while loading, the list says so; with no conversation, it says how to start one', async () => {
  const answer = deferred<Response>();
  signInAs(testBuyer, { 'GET /api/conversations': () => answer.promise });
  renderRoute(routes, '/messages');

  expect(await screen.findByText('Loading your conversations…')).toBeTruthy();
  answer.resolve(json(200, page([])));
  expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse gigs' }).getAttribute('href')).toBe(
    '/gigs',
  );
});

test('Load more asks for the next page with the cursor and adds it below', async () => {
  const { calls } = signInAs(testBuyer, {
    'GET /api/conversations': (call) =>
      call.query.get('cursor') === 'next-1'
        ? json(
            200,
            page([
              buildConversation({ _id: 'older', other: { ...buildConversation().other, fullName: 'Older Person' } }),
            ]),
          )
        : json(200, page([buildConversation()], 'next-1')),
  });
  const { user } = renderRoute(routes, '/messages');

  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /Older Person/ })).toBeTruthy();
  expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(
    calls
      .filter((call) => call.path === '/api/conversations')
      .map((call) => call.query.get('cursor'))
      .slice(0, 2),
  ).toEqual([null, 'next-1']);
});

test('without the live stream, the list asks again every 3 seconds', async () => {
  let calls = 0;
  signInAs(testBuyer, {
    'GET /api/conversations': () => {
      calls += 1;
      return json(
        200,
        page(
          calls === 1 ? [] : [buildConversation({ lastMessage: 'Arrived while polling', read: false })],
          null,
          calls === 1 ? 0 : 1,
        ),
      );
    },
  });
  renderRoute(routes, '/messages');

  expect(await screen.findByRole('heading', { name: 'No conversations yet' }, { timeout: 5000 })).toBeTruthy();
  expect(await screen.findByText('Arrived while polling', {}, { timeout: 4500 })).toBeTruthy();
});

test('a visitor is sent to sign in', async () => {
  signInAs(null);
  const { router } = renderRoute(routes, '/messages');

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});
