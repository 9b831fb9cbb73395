import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../../../test/app-routes.ts';
import { gigPageCalls } from '../../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../../test/fixtures/gigs.ts';
import { signInAs, testSeller } from '../../../../test/fixtures/users.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { json, problem } from '../../../../test/responses.ts';

/** The gig form's purpose: required, one radio per purpose with its hint, kept on edit. */

const LAZY_PAGE = { timeout: 5000 };
const saved = buildGig({ _id: '0196a1c2-0000-7000-8000-0000000005b1', userId: testSeller._id, purpose: 'editing' });

function openForm(path: string, handlers: Parameters<typeof signInAs>[1] = {}) {
  const stub = signInAs(testSeller, { ...gigPageCalls(saved), ...handlers });
  return { ...stub, ...renderRoute(routes, path) };
}

const purposes = () => within(screen.getByRole('group', { name: 'What the work is for' }));

test('a gig without a purpose is not sent: the group says so; each purpose is a radio with its hint', async () => {
  const { user, calls } = openForm('/seller/add');
  await user.type(await screen.findByLabelText('Title', {}, LAZY_PAGE), 'Proofreading of theses in English');
  await user.selectOptions(screen.getByLabelText('Category'), 'dissertation-writing');
  await user.type(
    screen.getByLabelText(/^Description/),
    'I correct the language of your own thesis, chapter by chapter.',
  );
  await user.type(screen.getByLabelText('Delivery time (days)'), '5');

  const radios = purposes().getAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
    'model_answer',
    'editing',
    'tutoring',
    'research_help',
    'formatting',
  ]);
  const editing = purposes().getByRole('radio', { name: /Editing and proofreading/ });
  expect(editing.getAttribute('aria-describedby')).toBe('gig-purpose-editing-hint');
  expect(document.getElementById('gig-purpose-editing-hint')?.textContent).toBe(
    "Improving the buyer's own text: language, structure and clarity.",
  );

  await user.click(screen.getByRole('button', { name: 'Publish gig' }));
  const group = screen.getByRole('group', { name: 'What the work is for' });
  await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
  expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Please choose what the work is for',
  );
  expect(calls.some((call) => call.method === 'POST' && call.path === '/api/gigs')).toBe(false);

  await user.click(editing);
  await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('false'));
});

test("a purpose the server refuses is marked on the group in the reader's words", async () => {
  const { user, calls } = openForm('/seller/add', {
    'POST /api/gigs': () =>
      problem(
        400,
        'VALIDATION_FAILED',
        'Purpose must be one of …',
        { purpose: ['Please choose what the work is for'] },
        { purpose: [{ code: 'invalid_value' }] },
      ),
  });
  await user.type(await screen.findByLabelText('Title', {}, LAZY_PAGE), 'Proofreading of theses in English');
  await user.selectOptions(screen.getByLabelText('Category'), 'dissertation-writing');
  await user.click(purposes().getByRole('radio', { name: /Formatting and citations/ }));
  await user.type(
    screen.getByLabelText(/^Description/),
    'I correct the language of your own thesis, chapter by chapter.',
  );
  await user.type(screen.getByLabelText('Delivery time (days)'), '5');
  await user.click(screen.getByRole('button', { name: 'Publish gig' }));

  const group = screen.getByRole('group', { name: 'What the work is for' });
  await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Please choose what the work is for')).toBeTruthy();
  expect(
    JSON.parse(String(calls.find((call) => call.method === 'POST' && call.path === '/api/gigs')?.body)),
  ).toMatchObject({ purpose: 'formatting' });
});

test("editing starts from the gig's purpose and sends the new one", async () => {
  const { user, calls } = openForm(`/seller/add?edit=${saved._id}`, {
    [`PATCH /api/gigs/${saved._id}`]: () => json(200, { ...saved, purpose: 'tutoring' }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit gig' }, LAZY_PAGE)).toBeTruthy();
  await waitFor(() =>
    expect(purposes().getByRole('radio', { name: /Editing and proofreading/ })).toHaveProperty('checked', true),
  );
  await user.click(purposes().getByRole('radio', { name: /Tutoring and coaching/ }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
  expect(JSON.parse(String(calls.find((call) => call.method === 'PATCH')?.body))).toMatchObject({
    purpose: 'tutoring',
  });
});
