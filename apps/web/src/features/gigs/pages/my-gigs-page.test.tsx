import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { buildGig, page } from '../../../test/fixtures/gigs.ts';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem } from '../../../test/responses.ts';

type Handlers = Parameters<typeof signInAs>[1];

function openMyGigs(gigs: Gig[], handlers: Handlers = {}, path = '/seller/mygigs') {
  let list = gigs;
  const stub = signInAs(testSeller, {
    'GET /api/gigs': () => json(200, page(list)),
    ...handlers,
  });
  const removeFromList = (id: string) => {
    list = list.filter((gig) => gig._id !== id);
  };
  return { ...stub, ...renderRoute(routes, path), removeFromList };
}

const items = () => screen.getAllByRole('article');

test("the seller's own gigs are listed with status, bid count, edit and delete", async () => {
  const essay = buildGig({ title: 'Essay gig', status: 'available', totalPrice: 80 });
  const busy = buildGig({ title: 'Busy gig', status: 'in_progress' });
  const { calls } = openMyGigs([essay, busy], {
    [`GET /api/bids/gig/${essay._id}/count`]: () => json(200, { count: 3 }),
    [`GET /api/bids/gig/${busy._id}/count`]: () => problem(404, 'NOT_FOUND', 'Not found.'),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'My gigs' })).toBeTruthy();
  await waitFor(() => expect(items()).toHaveLength(2));
  const [first, second] = items() as [HTMLElement, HTMLElement];
  expect(within(first).getByText('Available')).toBeTruthy();
  expect(within(second).getByText('In Progress')).toBeTruthy();
  await waitFor(() => expect(within(first).getByText('Bids:').nextElementSibling?.textContent).toBe('3'));
  // docs/product.md#user-facing-sentences: a count that cannot be loaded shows 0.
  await waitFor(() => expect(within(second).getByText('Bids:').nextElementSibling?.textContent).toBe('0'));
  expect(within(first).getByRole('link', { name: 'Edit: Essay gig' }).getAttribute('href')).toBe(
    `/seller/add?edit=${essay._id}`,
  );
  expect(within(first).getByRole('button', { name: 'Delete: Essay gig' })).toBeTruthy();
  const listQuery = calls.find((call) => call.path === '/api/gigs')?.query;
  expect(listQuery?.get('userId')).toBe(testSeller._id);
  expect(listQuery?.get('sort')).toBe('createdAt');
});

test('delete asks "Delete this gig?" first; Cancel keeps the gig', async () => {
  const gig = buildGig({ title: 'Keep me' });
  const { user, calls } = openMyGigs([gig], { [`GET /api/bids/gig/${gig._id}/count`]: () => json(200, { count: 0 }) });

  await user.click(await screen.findByRole('button', { name: 'Delete: Keep me' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this gig?' });
  expect(within(dialog).getByText('Keep me')).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  expect(screen.getByRole('link', { name: 'Keep me' })).toBeTruthy();
});

test('a confirmed delete removes the gig and says so', async () => {
  const gig = buildGig({ title: 'Old gig' });
  let removeFromList: (id: string) => void = () => undefined;
  const view = openMyGigs([gig], {
    [`GET /api/bids/gig/${gig._id}/count`]: () => json(200, { count: 1 }),
    [`DELETE /api/gigs/${gig._id}`]: () => {
      removeFromList(gig._id);
      return new Response(null, { status: 204 });
    },
  });
  removeFromList = view.removeFromList;

  await view.user.click(await screen.findByRole('button', { name: 'Delete: Old gig' }));
  await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete gig' }));

  expect(await screen.findByText('“Old gig” was deleted.')).toBeTruthy();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(await screen.findByRole('heading', { name: 'You have no gigs yet' })).toBeTruthy();
  expect(view.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
});

test('a gig with an active order cannot be deleted: the server says why inside the dialog', async () => {
  const gig = buildGig({ title: 'Busy gig', status: 'in_progress' });
  const detail = 'This gig has an approved or in-progress order and cannot be deleted until the order is completed.';
  const { user } = openMyGigs([gig], {
    [`GET /api/bids/gig/${gig._id}/count`]: () => json(200, { count: 1 }),
    [`DELETE /api/gigs/${gig._id}`]: () => problem(409, 'GIG_HAS_ACTIVE_ORDER', detail),
  });

  await user.click(await screen.findByRole('button', { name: 'Delete: Busy gig' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete gig' }));

  expect((await within(dialog).findByRole('alert')).textContent).toBe(detail);
  // Behind the open dialog the list is hidden from assistive technology, but the gig is still there.
  expect(screen.getByRole('link', { name: 'Busy gig', hidden: true })).toBeTruthy();
  expect(screen.getByRole('alertdialog')).toBe(dialog);
});

test('a seller without gigs is invited to create one', async () => {
  openMyGigs([], {}, '/mygigs');
  expect(await screen.findByRole('heading', { name: 'You have no gigs yet' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Create your first gig' }).getAttribute('href')).toBe('/seller/add');
});
