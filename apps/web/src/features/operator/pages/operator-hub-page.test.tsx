import type { ReportCase, ReportQueueItem } from '@inkwell/domain/integrity/report.schema';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { openDisputes, testOperator } from '../../../test/fixtures/operator.ts';
import { testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { json } from '../../../test/responses.ts';

/** The operators' hub: the open reports, a report's case and its actions. */

const LAZY_PAGE = { timeout: 5000 };
const page = <T,>(items: T[], nextCursor: string | null = null) => json(200, { items, nextCursor });
const at = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

function queueItem(overrides: Partial<ReportQueueItem> = {}): ReportQueueItem {
  return {
    reportId: 'report-1',
    targetType: 'gig',
    targetId: 'gig-1',
    label: 'Exam sitting for any course',
    reasons: ['contract_cheating', 'fraud'],
    count: 2,
    firstAt: at,
    lastAt: at,
    ...overrides,
  };
}

function reportCase(): ReportCase {
  const report = {
    _id: 'report-1',
    targetType: 'gig' as const,
    targetId: 'gig-1',
    reason: 'contract_cheating' as const,
    details: 'Sits exams for you.',
    status: 'open' as const,
    createdAt: at,
    reporter: { _id: testBuyer._id, username: testBuyer.username },
    resolvedAt: null,
    originalDetails: null,
  };
  return {
    report,
    gig: {
      _id: 'gig-1',
      title: 'Exam sitting for any course',
      desc: 'I sit your online exam. Text me: [contact hidden]',
      cover: '',
      owner: { _id: testSeller._id, username: testSeller.username },
      hiddenAt: null,
      hiddenReason: null,
      deleted: false,
      originalText: { desc: 'I sit your online exam. Text me: 07700 900123' },
    },
    user: {
      _id: testSeller._id,
      username: testSeller.username,
      img: '',
      country: 'GB',
      desc: '',
      isSeller: true,
      isOperator: false,
      createdAt: at,
      deleted: false,
      suspendedAt: null,
      suspensionMessage: '',
      originalText: null,
    },
    message: null,
    reports: [report],
    audit: [],
  };
}

test.each([
  ['a visitor', null],
  ['a buyer', testBuyer],
])("%s is told the hub is for operators; the operators' API is never asked", async (_name, user) => {
  const { calls } = openDisputes(user, {}, '/operator');
  expect(await screen.findByRole('heading', { level: 1, name: 'For operators only' }, LAZY_PAGE)).toBeTruthy();
  expect(calls.some((call) => call.path.startsWith('/api/operator'))).toBe(false);
});

test('the hub lists the open reports with count, reasons and age, and links to the other operator pages', async () => {
  const { user, calls } = openDisputes(
    testOperator,
    {
      'GET /api/operator/reports': (call) =>
        call.query.get('cursor') === 'p2'
          ? page([
              queueItem({
                reportId: 'report-2',
                targetType: 'user',
                targetId: 'u-2',
                label: 'spam.account',
                reasons: ['spam'],
                count: 1,
              }),
            ])
          : page([queueItem()], 'p2'),
    },
    '/operator',
  );
  const queue = within(await screen.findByRole('region', { name: 'Open reports' }, LAZY_PAGE));
  const link = await queue.findByRole('link', { name: 'Exam sitting for any course' });
  expect(link.getAttribute('href')).toBe('/operator/reports/report-1');
  expect(queue.getByText('2 reports')).toBeTruthy();
  expect(queue.getByText("Work meant to be handed in as one's own · Fraud or a scam")).toBeTruthy();
  expect(queue.getByText('First reported 2 hours ago')).toBeTruthy();
  const nav = within(screen.getByRole('navigation', { name: 'Operator pages' }));
  expect(
    ['Reports', 'Disputes', 'Rules per country', 'Audit log'].map((name) =>
      nav.getByRole('link', { name }).getAttribute('href'),
    ),
  ).toEqual(['/operator', '/operator/disputes', '/operator/rules', '/operator/audit']);
  await user.click(queue.getByRole('button', { name: 'Show more reports' }));
  expect(await queue.findByRole('link', { name: 'spam.account' })).toBeTruthy();
  expect(calls.filter((call) => call.path === '/api/operator/reports').map((call) => call.query.get('cursor'))).toEqual(
    [null, 'p2'],
  );
});

test('a case shows the gig, its history and hides it with the note; a suspension needs its message', async () => {
  let current = reportCase();
  const { user, calls } = openDisputes(
    testOperator,
    {
      'GET /api/operator/reports/report-1': () => json(200, current),
      'POST /api/operator/gigs/gig-1/hide': () => {
        current = {
          ...current,
          gig: { ...current.gig!, hiddenAt: at, hiddenReason: 'operator' },
          report: { ...current.report, status: 'actioned' },
        };
        return json(200, { reportIds: ['report-1'] });
      },
    },
    '/operator/reports/report-1',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Reported gig' }, LAZY_PAGE)).toBeTruthy();
  expect(screen.getByText('Sits exams for you.')).toBeTruthy();
  expect(screen.getByText('Shown to everyone')).toBeTruthy();
  // The masked text as everyone reads it, and beside it the original only operators receive.
  expect(screen.getByText('I sit your online exam. Text me: [contact hidden]')).toBeTruthy();
  expect(screen.getByText('I sit your online exam. Text me: 07700 900123')).toBeTruthy();
  const actions = within(screen.getByRole('region', { name: 'Act on it' }));

  await user.click(actions.getByRole('button', { name: 'Suspend the account' }));
  expect(actions.getByText('Please write the message the person will read.')).toBeTruthy();
  expect(calls.some((call) => call.path.includes('/suspend'))).toBe(false);

  await user.type(actions.getByLabelText('Note for the audit log (optional)'), 'Exam sitting.');
  await user.click(actions.getByRole('button', { name: 'Hide the gig' }));
  expect(await actions.findByText('The gig is hidden from every list, search and page.')).toBeTruthy();
  const hide = calls.find((call) => call.method === 'POST' && call.path === '/api/operator/gigs/gig-1/hide');
  expect(JSON.parse(String(hide?.body))).toEqual({ note: 'Exam sitting.', reportId: 'report-1' });
  expect(await screen.findByText('Hidden by an operator')).toBeTruthy();
  expect(actions.getByRole('button', { name: 'Show the gig again' })).toBeTruthy();
});
