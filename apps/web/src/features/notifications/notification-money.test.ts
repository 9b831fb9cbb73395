import { describe, expect, test } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { notificationView, SELLER_EARNINGS_PATH } from './notification-text.ts';
import { buildNotification } from '../../test/fixtures/notifications.ts';

/** A seller's money in the notifications list: each sentence in four languages, each leading to the earnings. */

const seller = { _id: 'seller-1', isSeller: true };
const REASON = 'The bank refused the transfer.';

async function say(language: string, notification: ReturnType<typeof buildNotification>) {
  await i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, 'notifications');
  const view = notificationView(notification, t, { viewer: seller, area: 'seller', language });
  return { ...view, text: view.text.replace(/\u202f|\u00a0/g, ' ') };
}

const cleared = () => buildNotification({ type: 'funds_cleared', actor: null, amount: 36, bidId: 'bid-1' });
const paid = () => buildNotification({ type: 'payout_paid', actor: null, gig: null, bidId: null, amount: 20 });
const failed = () =>
  buildNotification({ type: 'payout_failed', actor: null, gig: null, bidId: null, amount: 66.66, preview: REASON });
const enabled = () =>
  buildNotification({ type: 'payout_account_enabled', actor: null, gig: null, bidId: null, amount: null });

describe("a seller's money in English, each leading to the earnings", () => {
  test.each([
    ['funds cleared', cleared, '$36 from the order for “Econ paper” has cleared and is available to withdraw.'],
    ['a payout paid', paid, 'Your payout of $20 was paid to your bank account.'],
    [
      'a payout failed',
      failed,
      'Your payout of $66.66 failed and the amount is available again. Reason: The bank refused the transfer.',
    ],
    ['the payout account enabled', enabled, 'Your payout account is ready. You can withdraw your available money.'],
  ])('%s', async (_, build, text) => {
    const view = await say('en', build());
    expect(view).toEqual({ text, to: SELLER_EARNINGS_PATH });
    expect(SELLER_EARNINGS_PATH).toBe('/seller/earnings');
  });
});

describe("the same in the reader's language", () => {
  test.each([
    ['fr', 'Votre virement de 66,66 $US a échoué et le montant est de nouveau disponible. Motif : ' + REASON],
    ['de', 'Ihre Auszahlung von 66,66 $ ist fehlgeschlagen, der Betrag ist wieder verfügbar. Grund: ' + REASON],
    ['es', 'Tu pago de 66,66 US$ ha fallado y el importe vuelve a estar disponible. Motivo: ' + REASON],
  ])('a failed payout in %s', async (language, text) => {
    expect((await say(language, failed())).text).toBe(text);
  });

  test.each([
    ['fr', '36 $US de la commande pour « Econ paper » sont débloqués et peuvent être retirés.'],
    ['de', '36 $ aus der Bestellung für „Econ paper“ sind freigegeben und können ausgezahlt werden.'],
    ['es', '36 US$ del pedido de «Econ paper» se han liberado y ya puedes retirarlos.'],
  ])('funds cleared in %s', async (language, text) => {
    expect((await say(language, cleared())).text).toBe(text);
  });
});
