import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { signInAs } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { HowItWorksPage } from './how-it-works-page.tsx';

function openPage() {
  signInAs(null);
  return renderRoute([{ path: '*', element: <HowItWorksPage /> }], '/how-it-works');
}

const stepTitles = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('buyers pay into escrow, receive files and accept (or ask a revision) before the money is released', async () => {
  openPage();
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  expect(stepTitles('For buyers')).toEqual([
    '1. Find a gig',
    '2. Place your bid',
    '3. Get approved',
    '4. Pay into escrow',
    '5. Share your brief',
    '6. Receive the files',
    '7. Accept, or ask for a revision',
  ]);
  expect(screen.getByText(/Pay within 3 days, or the approval lapses/)).toBeTruthy();
  expect(screen.getByText(/With no answer 3 days after a delivery, it is accepted for you/)).toBeTruthy();
  expect(stepTitles('For sellers')).toEqual([
    '1. Create a seller account',
    '2. Publish a gig',
    '3. Approve a bid',
    '4. Start once it is paid',
    '5. Deliver the files',
    '6. Get paid on acceptance',
  ]);
  expect(screen.getByText(/Upload 1 to 10 files/)).toBeTruthy();
  // Nothing says the seller completes and collects alone any more.
  expect(document.body.textContent).not.toMatch(/until the seller completes|outside the platform/);
});

test('the escrow section says when money is released, refunded in full, or decided by an operator', async () => {
  openPage();
  const escrow = within(await screen.findByRole('region', { name: 'Your money, protected' }));
  expect(escrow.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Held in escrow',
    'Released on acceptance only',
    'Cancelled: refunded in full',
    'Disputes decided by an operator',
  ]);
  expect(escrow.getByText(/when 3 days pass after a delivery with no answer/)).toBeTruthy();
  expect(escrow.getByText(/more than 24 hours late with nothing delivered/)).toBeTruthy();
  expect(escrow.getByText(/release to the seller, refund the buyer, or split the amount/)).toBeTruthy();
});

test('a gig is a repeatable offer: its two states from the domain, and available again after each order', async () => {
  openPage();
  const lifecycle = within(await screen.findByRole('region', { name: 'The life of a gig' }));
  const stages = lifecycle.getAllByRole('listitem');
  expect(stages).toHaveLength(2);
  expect(within(stages[0]!).getByText('Available')).toBeTruthy();
  expect(within(stages[1]!).getByText('In Progress')).toBeTruthy();
  expect(lifecycle.queryByText('Completed')).toBeNull();
  expect(lifecycle.getByText('Available again after each order')).toBeTruthy();
});

test('the questions cover revisions, cancelling and disputes', async () => {
  const { user } = openPage();
  const question = await screen.findByRole('button', { name: 'What if the work is not what I asked for?' });
  await user.click(question);
  expect(document.getElementById(question.getAttribute('aria-controls') ?? '')?.textContent).toMatch(
    /\(2 unless the seller chose otherwise\)/,
  );
  expect(screen.getByRole('button', { name: 'Can I cancel an order?' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'What if we cannot agree?' })).toBeTruthy();
});

test.each([
  ['fr', 'Votre argent, protégé', 'De nouveau disponible après chaque commande'],
  ['de', 'Ihr Geld, geschützt', 'Nach jeder Bestellung wieder verfügbar'],
  ['es', 'Tu dinero, protegido', 'Disponible de nuevo tras cada pedido'],
])('in %s the page tells the same story', async (language, escrowTitle, again) => {
  await i18n.changeLanguage(language);
  openPage();
  expect(await screen.findByRole('region', { name: escrowTitle })).toBeTruthy();
  expect(screen.getByText(again)).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/\{\{|escrow\.items|lifecycle\.states/);
});
