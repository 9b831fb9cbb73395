import { screen, waitFor, within } from '@testing-library/react';
import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import {
  buildDispute,
  buildDisputedOrder,
  buildMessage,
  openDisputes,
  testOperator,
} from '../../../test/fixtures/operator.ts';
import { daysFromNow } from '../../../test/fixtures/orders.ts';
import { testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { json } from '../../../test/responses.ts';

const page = <T,>(items: T[], nextCursor: string | null = null) => json(200, { items, nextCursor });
/** The page is a lazy route: its first load in a file can take a while on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };

test('a visitor is told the page is for operators and may sign in; nothing is asked of the operator API', async () => {
  const { calls } = openDisputes(null);
  expect(await screen.findByRole('heading', { level: 1, name: 'For operators only' }, LAZY_PAGE)).toBeTruthy();
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  expect(calls.some((call) => call.path.startsWith('/api/operator'))).toBe(false);
});

test.each([
  ['a buyer', testBuyer],
  ['a seller', testSeller],
])('%s who is not an operator is refused clearly', async (_name, user) => {
  const { calls } = openDisputes(user);
  expect(await screen.findByRole('heading', { level: 1, name: 'For operators only' })).toBeTruthy();
  expect(screen.getByText(/Your account is not an operator's/)).toBeTruthy();
  expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Sign in' })).toBeNull();
  expect(calls.some((call) => call.path.startsWith('/api/operator'))).toBe(false);
});

test('the queue shows the open disputes, the oldest first, a page at a time', async () => {
  const first = buildDispute({ gigTitle: 'Thesis chapter', amount: 250.5, openedBy: 'seller' });
  const second = buildDispute({ gigTitle: 'Lab report' });
  const { user, calls } = openDisputes(testOperator, {
    'GET /api/operator/disputes': (call) =>
      call.query.get('cursor') === 'page-2' ? page([second]) : page([first], 'page-2'),
  });

  const queue = within(await screen.findByRole('region', { name: 'Open disputes' }, LAZY_PAGE));
  const item = within(await queue.findByRole('button', { name: /Thesis chapter/ }));
  expect(item.getByText('$250.50')).toBeTruthy();
  expect(item.getByText('sam.reads (buyer) and maria.writes (seller)')).toBeTruthy();
  expect(item.getByText(/^Opened by the seller on/)).toBeTruthy();
  expect(screen.getByText('Choose a dispute to read its order and decide it.')).toBeTruthy();

  await user.click(queue.getByRole('button', { name: 'Show more disputes' }));
  expect(await queue.findByRole('button', { name: /Lab report/ })).toBeTruthy();
  expect(queue.queryByRole('button', { name: 'Show more disputes' })).toBeNull();
  expect(
    calls.filter((call) => call.path === '/api/operator/disputes').map((call) => call.query.get('cursor')),
  ).toEqual([null, 'page-2']);
});

test('no dispute waiting says so', async () => {
  openDisputes(testOperator, { 'GET /api/operator/disputes': () => page([]) });
  expect(await screen.findByText('No dispute is waiting')).toBeTruthy();
});

test(
  'the chosen dispute shows the order, its money, the reason, the ' +
    'delivered files, the timeline and the conversation with its files',
  async () => {
    const dispute = buildDispute();
    const order = buildDisputedOrder({ _id: dispute.bidId });
    const { user, router } = openDisputes(testOperator, {
      'GET /api/operator/disputes': () => page([dispute]),
      [`GET /api/orders/${dispute.bidId}`]: () => json(200, order),
      [`GET /api/operator/disputes/${dispute.bidId}/messages`]: () =>
        page([
          buildMessage({
            userId: testSeller._id,
            desc: 'Draft attached.',
            files: [
              {
                _id: 'file-9',
                name: 'draft.docx',
                size: 4096,
                contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              },
            ],
          }),
          buildMessage({ userId: testBuyer._id, desc: 'Here are my marking criteria.' }),
        ]),
    });

    await user.click(await screen.findByRole('button', { name: new RegExp(dispute.gigTitle) }));
    expect(router.state.location.search).toBe(`?order=${dispute.bidId}`);
    const money = within(await screen.findByRole('region', { name: 'Money' }));
    expect(money.getAllByText('$120')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'The dispute' })).getByText('The data section is missing.'),
    ).toBeTruthy();
    const deliveries = within(screen.getByRole('region', { name: 'Deliveries' }));
    expect(deliveries.getByRole('link', { name: 'paper.pdf' }).getAttribute('href')).toBe('/api/files/file-1');
    // The delivery's originality evidence, as the order's people see it (the operator sees every match's other side).
    const evidence = within(deliveries.getByRole('group', { name: 'Originality evidence' }));
    expect(evidence.getByText('42%')).toBeTruthy();
    expect(evidence.getByText('inflation targeting became the dominant framework')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getByText('Buyer: Paid into escrow')).toBeTruthy();

    const conversation = within(screen.getByRole('region', { name: 'Their conversation' }));
    const messages = await conversation.findAllByRole('listitem');
    // The oldest first: the page came newest first.
    expect(messages[0]!.textContent).toMatch(/^sam\.reads \(Buyer\).*Here are my marking criteria\./);
    expect(conversation.getByRole('link', { name: 'draft.docx' }).getAttribute('href')).toBe('/api/files/file-9');
  },
);

test('a message whose contact details were hidden shows the operator the text as written beside it', async () => {
  const dispute = buildDispute();
  const written = 'Pay me on paypal.me/maria42 instead';
  openDisputes(
    testOperator,
    {
      'GET /api/operator/disputes': () => page([dispute]),
      [`GET /api/orders/${dispute.bidId}`]: () => json(200, buildDisputedOrder({ _id: dispute.bidId })),
      [`GET /api/operator/disputes/${dispute.bidId}/messages`]: () =>
        page([
          buildMessage({
            userId: testSeller._id,
            desc: `Pay me on ${CONTACT_MASK_TOKEN} instead`,
            masked: true,
            originalDesc: written,
          }),
        ]),
    },
    `/operator/disputes?order=${dispute.bidId}`,
  );
  const conversation = within(await screen.findByRole('region', { name: 'Their conversation' }, LAZY_PAGE));
  const [message] = await conversation.findAllByRole('listitem');
  expect(message!.textContent).toContain('Pay me on [contact hidden] instead');
  expect(message!.textContent).toContain(`As written (only operators see this)${written}`);
});

test('a timeline note whose contact details were hidden shows the operator the note as written beside it', async () => {
  const dispute = buildDispute();
  const written = 'Write to maria@example.com instead';
  const order = buildDisputedOrder({
    _id: dispute.bidId,
    originalText: { 'brief.subject': 'Economics, call 07700 900123' },
  });
  order.timeline = [
    ...order.timeline,
    {
      type: 'dispute',
      actor: 'buyer',
      note: `Write to ${CONTACT_MASK_TOKEN} instead`,
      originalNote: written,
      amount: null,
      at: daysFromNow(-1),
    },
  ];
  openDisputes(
    testOperator,
    {
      'GET /api/operator/disputes': () => page([dispute]),
      [`GET /api/orders/${dispute.bidId}`]: () => json(200, order),
      [`GET /api/operator/disputes/${dispute.bidId}/messages`]: () => page([]),
    },
    `/operator/disputes?order=${dispute.bidId}`,
  );
  const timeline = within(await screen.findByRole('region', { name: 'Timeline' }, LAZY_PAGE));
  const steps = await timeline.findAllByRole('listitem');
  expect(steps.at(-1)!.textContent).toContain('Write to [contact hidden] instead');
  expect(steps.at(-1)!.textContent).toContain(`As written (only operators see this)${written}`);
  // A note nothing was hidden in has no original beside it.
  expect(steps[0]!.textContent).not.toContain('As written');
  const brief = within(screen.getByRole('region', { name: 'The brief' }));
  expect(brief.getByText('Economics, call 07700 900123')).toBeTruthy();
});

test('the desk speaks French', async () => {
  await i18n.changeLanguage('fr');
  openDisputes(testOperator, { 'GET /api/operator/disputes': () => page([buildDispute()]) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Litiges à trancher' })).toBeTruthy();
  await waitFor(() => expect(screen.getByText('sam.reads (acheteur) et maria.writes (vendeur)')).toBeTruthy());
});
