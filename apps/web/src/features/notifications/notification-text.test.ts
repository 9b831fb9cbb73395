import { describe, expect, test } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { notificationView } from './notification-text.ts';
import { buildNotification } from '../../test/fixtures/notifications.ts';

const seller = { _id: 'seller-1', isSeller: true };
const buyer = { _id: 'buyer-1', isSeller: false };

async function say(
  language: string,
  notification: ReturnType<typeof buildNotification>,
  viewer = seller,
  area: 'main' | 'seller' = 'main',
) {
  await i18n.changeLanguage(language);
  return notificationView(notification, i18n.getFixedT(language, 'notifications'), { viewer, area, language });
}

describe('notification sentences in English, and where each leads', () => {
  test.each([
    [
      'a bid on my gig',
      buildNotification({ type: 'bid_placed', amount: 1250 }),
      seller,
      'Sam Patel placed a bid of $1,250 on “Econ paper”.',
      '/seller/orders',
    ],
    [
      'my bid approved',
      buildNotification({
        type: 'bid_approved',
        actor: { _id: 'seller-1', username: 'maria.writes', fullName: '', img: '' },
      }),
      buyer,
      'maria.writes approved your bid on “Econ paper”. You can now pay to start the order.',
      '/orders',
    ],
    [
      'my bid not selected',
      buildNotification({
        type: 'bid_not_selected',
        actor: { _id: 'seller-1', username: 'maria.writes', fullName: 'Maria Lopez', img: '' },
      }),
      buyer,
      'Your bid on “Econ paper” was not selected: Maria Lopez chose another offer.',
      '/orders',
    ],
    [
      'a payment for my gig',
      buildNotification({ type: 'bid_paid', amount: 980.5 }),
      seller,
      'Sam Patel paid $980.50 for “Econ paper”. You can start working.',
      '/seller/orders',
    ],
    [
      'a review of my gig (a seller)',
      buildNotification({ type: 'review_received', stars: 4 }),
      seller,
      'Sam Patel gave you 4 stars for “Econ paper”.',
      '/gig/gig-1',
    ],
    [
      'a review of me as a client (a buyer)',
      buildNotification({ type: 'review_received', stars: 1 }),
      buyer,
      'Sam Patel gave you 1 star for “Econ paper”.',
      '/profile/buyer-1',
    ],
    [
      'one new message',
      buildNotification({ type: 'message_received', conversationId: 'buyer-1_seller-1', preview: 'Hello!' }),
      seller,
      'Sam Patel sent you a message: “Hello!”',
      '/message/buyer-1_seller-1',
    ],
    [
      'three new messages',
      buildNotification({
        type: 'message_received',
        conversationId: 'buyer-1_seller-1',
        preview: 'Are you there?',
        count: 3,
      }),
      seller,
      'Sam Patel sent you 3 messages: “Are you there?”',
      '/message/buyer-1_seller-1',
    ],
    [
      'a bid by a deleted account on a removed gig',
      buildNotification({ type: 'bid_placed', actor: null, gig: null, amount: 30 }),
      seller,
      'Someone placed a bid of $30 on a gig that was removed.',
      '/seller/orders',
    ],
  ])('%s', async (_name, notification, viewer, text, to) => {
    expect(await say('en', notification, viewer)).toEqual({ text, to });
  });

  test('a message opens the Seller Hub chat from the Seller Hub', async () => {
    const view = await say(
      'en',
      buildNotification({ type: 'message_received', conversationId: 'a_b', preview: 'Hi' }),
      seller,
      'seller',
    );
    expect(view.to).toBe('/seller/message/a_b');
  });
});

describe('the order’s life: each step said in English, leading to the order’s page', () => {
  const maria = { _id: 'seller-1', username: 'maria.writes', fullName: 'Maria Lopez', img: '' };
  test.each([
    ['bid_withdrawn', {}, seller, 'Sam Patel withdrew their bid on “Econ paper”.'],
    ['bid_declined', { actor: maria }, buyer, 'Maria Lopez declined your bid on “Econ paper”.'],
    ['order_cancelled', { actor: null }, buyer, 'The unpaid order for “Econ paper” was cancelled.'],
    [
      'order_delivered',
      { actor: maria },
      buyer,
      'Maria Lopez delivered the work for “Econ paper”. Accept it or ask for a revision.',
    ],
    ['revision_requested', {}, seller, 'Sam Patel asked for a revision of “Econ paper”.'],
    [
      'order_completed',
      { actor: null },
      seller,
      'The order for “Econ paper” is complete and the payment was released to the seller.',
    ],
    ['cancellation_requested', {}, seller, 'Sam Patel asked to cancel the order for “Econ paper”.'],
    ['cancellation_withdrawn', {}, seller, 'Sam Patel withdrew the request to cancel the order for “Econ paper”.'],
    ['order_refunded', {}, buyer, 'The order for “Econ paper” was cancelled and the buyer refunded.'],
    [
      'order_disputed',
      { actor: maria },
      buyer,
      'Maria Lopez opened a dispute on the order for “Econ paper”. An operator will decide.',
    ],
    ['dispute_resolved', { actor: null }, seller, 'An operator decided the dispute on the order for “Econ paper”.'],
  ] as const)('%s', async (type, overrides, viewer, text) => {
    expect(await say('en', buildNotification({ type, bidId: 'bid-9', ...overrides }), viewer)).toEqual({
      text,
      to: '/orders/bid-9',
    });
  });

  test('without its order, a step leads to the reader’s orders', async () => {
    expect((await say('en', buildNotification({ type: 'order_delivered', bidId: null }), buyer)).to).toBe('/orders');
    expect((await say('en', buildNotification({ type: 'revision_requested', bidId: null }), seller)).to).toBe(
      '/seller/orders',
    );
  });

  test.each([
    ['fr', 'Maria Lopez a livré le travail pour « Econ paper ». Acceptez-le ou demandez une révision.'],
    [
      'de',
      'Maria Lopez hat die Arbeit für „Econ paper“ geliefert. ' +
        'Nehmen Sie sie ab oder fordern Sie eine Überarbeitung an.',
    ],
    ['es', 'Maria Lopez ha entregado el trabajo de «Econ paper». Acéptalo o pide una revisión.'],
  ])('a delivery in %s', async (language, text) => {
    const view = await say(language, buildNotification({ type: 'order_delivered', actor: maria }), buyer);
    expect(view.text.replace(/\u202f|\u00a0/g, ' ')).toBe(text);
  });
});

describe("the same facts in the reader's language", () => {
  test.each([
    ['fr', 'Sam Patel a fait une offre de 1 250 $US sur « Econ paper ».'],
    ['de', 'Sam Patel hat ein Gebot über 1.250 $ auf „Econ paper“ abgegeben.'],
    ['es', 'Sam Patel ha hecho una oferta de 1250 US$ por «Econ paper».'],
  ])('%s', async (language, text) => {
    const view = await say(language, buildNotification({ type: 'bid_placed', amount: 1250 }));
    expect(view.text.replace(/\u202f|\u00a0/g, ' ')).toBe(text);
  });

  test('French stars and message counts take the plural', async () => {
    expect((await say('fr', buildNotification({ type: 'review_received', stars: 5 }))).text).toBe(
      'Sam Patel vous a donné 5 étoiles pour « Econ paper ».',
    );
    expect(
      (
        await say(
          'fr',
          buildNotification({ type: 'message_received', count: 2, preview: 'Bonjour', conversationId: 'a_b' }),
        )
      ).text,
    ).toBe('Sam Patel vous a envoyé 2 messages : « Bonjour »');
  });
});
