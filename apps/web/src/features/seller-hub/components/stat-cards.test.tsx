import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { buildStats } from '../../../test/fixtures/seller-hub.ts';
import { StatCards } from './stat-cards.tsx';

const card = (name: string) => within(screen.getByRole('article', { name }));

test('the four cards show the figures, revenue in dollars with thousands separators', () => {
  render(<StatCards stats={buildStats({ totalGigs: 1234, activeOrders: 7, totalRevenue: 12345.5, unreadConversations: 3 })} />);

  expect(screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent)).toEqual([
    'Total gigs',
    'Active orders',
    'Total revenue',
    'Unread conversations',
  ]);
  expect(card('Total gigs').getByText('1,234')).toBeTruthy();
  expect(card('Active orders').getByText('7')).toBeTruthy();
  expect(card('Total revenue').getByText('$12,345.50')).toBeTruthy();
  expect(card('Unread conversations').getByText('3')).toBeTruthy();
});

test('whole-dollar revenue has no cents, and a million has two separators', () => {
  render(<StatCards stats={buildStats({ totalRevenue: 1250000 })} />);
  expect(card('Total revenue').getByText('$1,250,000')).toBeTruthy();
});

test('each trend says which way it went and by how much, and what it compares', () => {
  render(
    <StatCards
      stats={buildStats({
        trends: {
          totalGigs: { thisMonth: 6, lastMonth: 5, percent: 20 },
          activeOrders: { thisMonth: 7, lastMonth: 8, percent: -13 },
          totalRevenue: { thisMonth: 1500.25, lastMonth: 1500.25, percent: 0 },
          unreadConversations: { thisMonth: 4, lastMonth: 0, percent: null },
        },
      })}
    />,
  );

  expect(card('Total gigs').getByText('Up 20% on last month')).toBeTruthy();
  expect(card('Total gigs').getByText('Gigs published: 6 this month, 5 last month')).toBeTruthy();
  expect(card('Active orders').getByText('Down 13% on last month')).toBeTruthy();
  expect(card('Active orders').getByText('Orders started: 7 this month, 8 last month')).toBeTruthy();
  expect(card('Total revenue').getByText('Same as last month')).toBeTruthy();
  expect(card('Total revenue').getByText('Earned: $1,500.25 this month, $1,500.25 last month')).toBeTruthy();
  // Nothing last month: no percentage can be given (the server answers null), so no "Infinity%" either.
  expect(card('Unread conversations').getByText('New this month: none last month')).toBeTruthy();
  expect(card('Unread conversations').getByText('Messages received: 4 this month, 0 last month')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/Infinity|NaN|null/);
});

test('in French the figures are written the French way', async () => {
  await i18n.changeLanguage('fr');
  render(
    <StatCards
      stats={buildStats({
        totalGigs: 1234,
        totalRevenue: 12345.5,
        trends: { ...buildStats().trends, totalRevenue: { thisMonth: 2000, lastMonth: 1000, percent: 100 } },
      })}
    />,
  );

  const normalise = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
  const revenue = screen.getByRole('article', { name: 'Revenu total' });
  expect(normalise(revenue.querySelector('p')?.textContent)).toBe('12 345,50 $US');
  expect(normalise(within(revenue).getByText(/^En hausse/).textContent)).toBe('En hausse de 100 % par rapport au mois dernier');
  expect(normalise(screen.getByRole('article', { name: 'Missions au total' }).querySelector('p')?.textContent)).toBe('1 234');
});
