import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { buildStats } from '../../../test/fixtures/seller-hub.ts';
import { StatCards } from './stat-cards.tsx';

const card = (name: string) => within(screen.getByRole('article', { name }));

test('the cards show the figures, money in dollars with thousands separators, and the money of the orders', () => {
  render(
    <StatCards
      stats={buildStats({
        totalGigs: 1234,
        activeOrders: 7,
        totalRevenue: 12345.5,
        unreadConversations: 3,
        money: {
          heldInEscrow: 420,
          released: 9800.25,
          refunded: 60,
          youEarn: { heldInEscrow: 378, released: 8820.23 },
        },
      })}
    />,
  );

  expect(screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent)).toEqual([
    'Total gigs',
    'Active orders',
    'Total revenue',
    'Unread conversations',
    'Held in escrow',
    'Released to you',
    'Refunded to buyers',
  ]);
  expect(card('Total gigs').getByText('1,234')).toBeTruthy();
  expect(card('Active orders').getByText('7')).toBeTruthy();
  expect(card('Total revenue').getByText('$12,345.50')).toBeTruthy();
  expect(card('Unread conversations').getByText('3')).toBeTruthy();
  expect(card('Held in escrow').getByText('$420')).toBeTruthy();
  expect(card('Held in escrow').getByText('Paid by buyers, released when they accept your work')).toBeTruthy();
  expect(card('Released to you').getByText('$9,800.25')).toBeTruthy();
  expect(card('Refunded to buyers').getByText('$60')).toBeTruthy();
  // What the seller earns of the money that is theirs; a refund is not.
  expect(card('Held in escrow').getByText('You earn $378 of it, after the Inkwell fee')).toBeTruthy();
  expect(card('Released to you').getByText('You earn $8,820.23 of it, after the Inkwell fee')).toBeTruthy();
  expect(card('Refunded to buyers').queryByText(/You earn/)).toBeNull();
  expect(card('Total revenue').queryByText(/You earn/)).toBeNull();
  expect(screen.getByRole('region', { name: 'Money on your orders' })).toBeTruthy();
});

test('no money held or released: no "You earn" line on its card', () => {
  render(<StatCards stats={buildStats()} />);
  expect(card('Held in escrow').getByText('$0')).toBeTruthy();
  expect(screen.queryByText(/You earn/)).toBeNull();
});

test('whole-dollar revenue has no cents, and a million has two separators', () => {
  render(<StatCards stats={buildStats({ totalRevenue: 1250000 })} />);
  expect(card('Total revenue').getByText('$1,250,000')).toBeTruthy();
});

test('each trend measures the figure on its own card against the same figure a month ago', () => {
  render(
    <StatCards
      stats={buildStats({
        totalGigs: 6,
        activeOrders: 7,
        totalRevenue: 1500.25,
        money: { heldInEscrow: 90, released: 100, refunded: 0, youEarn: { heldInEscrow: 81, released: 90 } },
        trends: {
          totalGigs: { now: 6, monthAgo: 5, percent: 20 },
          activeOrders: { now: 7, monthAgo: 8, percent: -13 },
          totalRevenue: { now: 1500.25, monthAgo: 1500.25, percent: 0 },
          heldInEscrow: { now: 90, monthAgo: 220, percent: -59 },
          released: { now: 100, monthAgo: 0, percent: null },
          refunded: { now: 0, monthAgo: 0, percent: null },
        },
      })}
    />,
  );

  expect(card('Total gigs').getByText('Up 20% on a month ago')).toBeTruthy();
  expect(card('Total gigs').getByText('A month ago: 5')).toBeTruthy();
  expect(card('Active orders').getByText('Down 13% on a month ago')).toBeTruthy();
  expect(card('Active orders').getByText('A month ago: 8')).toBeTruthy();
  // A quiet month is no fall: the same total as a month ago is "same", never "Down 100%".
  expect(card('Total revenue').getByText('Same as a month ago')).toBeTruthy();
  expect(card('Total revenue').getByText('A month ago: $1,500.25')).toBeTruthy();
  expect(card('Held in escrow').getByText('Down 59% on a month ago')).toBeTruthy();
  expect(card('Held in escrow').getByText('A month ago: $220')).toBeTruthy();
  // Nothing a month ago: no trend at all rather than "new", "Infinity%" or "Up 100%".
  for (const name of ['Released to you', 'Refunded to buyers']) {
    expect(card(name).getByText('Nothing a month ago to compare with')).toBeTruthy();
    expect(card(name).queryByText(/Up|Down|Same/)).toBeNull();
  }
  // Unread conversations have no history, so no trend line.
  expect(card('Unread conversations').queryByText(/month ago/)).toBeNull();
  expect(document.body.textContent).not.toMatch(/Infinity|NaN|null/);
});

test('in French the figures are written the French way', async () => {
  await i18n.changeLanguage('fr');
  render(
    <StatCards
      stats={buildStats({
        totalGigs: 1234,
        totalRevenue: 12345.5,
        trends: { ...buildStats().trends, totalRevenue: { now: 12345.5, monthAgo: 6172.75, percent: 100 } },
      })}
    />,
  );

  const normalise = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
  const revenue = screen.getByRole('article', { name: 'Revenu total' });
  expect(normalise(revenue.querySelector('p')?.textContent)).toBe('12 345,50 $US');
  expect(normalise(within(revenue).getByText(/^En hausse/).textContent)).toBe(
    'En hausse de 100 % par rapport à il y a un mois',
  );
  expect(normalise(within(revenue).getByText(/^Il y a un mois/).textContent)).toBe('Il y a un mois : 6 172,75 $US');
  expect(normalise(screen.getByRole('article', { name: 'Missions au total' }).querySelector('p')?.textContent)).toBe(
    '1 234',
  );
  expect(screen.getByRole('region', { name: 'L’argent de vos commandes' })).toBeTruthy();
});
