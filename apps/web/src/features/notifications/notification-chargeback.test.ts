import type { NotificationType } from '@inkwell/domain/notifications/notification.schema';
import { expect, test } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { notificationView } from './notification-text.ts';
import { buildNotification } from '../../test/fixtures/notifications.ts';

/**
 * A seller's share held by a card dispute, and the operator's decision of it, in the notifications list:
 * each sentence in four languages with the amount in the reader's format, each leading to the order.
 */

const seller = { _id: 'seller-1', isSeller: true };

async function say(language: string, type: NotificationType) {
  await i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, 'notifications');
  const notification = buildNotification({ type, actor: null, amount: 180, bidId: 'bid-7' });
  const view = notificationView(notification, t, { viewer: seller, area: 'seller', language });
  return { ...view, text: view.text.replace(/\u202f|\u00a0/g, ' ') };
}

test.each([
  [
    'en',
    'chargeback_held',
    'A card payment was disputed: $180 of the order for “Econ paper” is held until Inkwell decides.',
  ],
  [
    'en',
    'chargeback_won',
    'The card dispute on the order for “Econ paper” was decided for you: $180 is pending again and clears as usual.',
  ],
  [
    'en',
    'chargeback_lost',
    'The card dispute on the order for “Econ paper” was decided for the buyer: the $180 held goes back to them.',
  ],
  [
    'fr',
    'chargeback_held',
    'Un paiement par carte a été contesté : 180 $US de la commande pour « Econ paper » sont retenus jusqu’à la ' +
      'décision d’Inkwell.',
  ],
  [
    'fr',
    'chargeback_lost',
    'La contestation du paiement de la commande pour « Econ paper » a été tranchée en faveur de l’acheteur : les ' +
      '180 $US retenus lui sont rendus.',
  ],
  [
    'de',
    'chargeback_held',
    'Eine Kartenzahlung wurde angefochten: 180 $ aus der Bestellung für „Econ paper“ werden zurückgehalten, bis ' +
      'Inkwell entscheidet.',
  ],
  [
    'de',
    'chargeback_won',
    'Die Anfechtung der Zahlung für die Bestellung für „Econ paper“ wurde zu Ihren Gunsten entschieden: 180 $ sind ' +
      'wieder ausstehend und werden wie üblich freigegeben.',
  ],
  [
    'es',
    'chargeback_held',
    'Se ha impugnado un pago con tarjeta: 180 US$ del pedido de «Econ paper» quedan retenidos hasta que ' +
      'Inkwell decida.',
  ],
  [
    'es',
    'chargeback_lost',
    'La impugnación del pago del pedido de «Econ paper» se ha resuelto a favor del comprador: los 180 US$ retenidos ' +
      'se le devuelven.',
  ],
] as const)('%s: %s', async (language, type, text) => {
  expect(await say(language, type)).toEqual({ text, to: '/orders/bid-7' });
});

test('every language says each of the three, none falls back to its key', async () => {
  for (const language of ['en', 'fr', 'de', 'es']) {
    for (const type of ['chargeback_held', 'chargeback_won', 'chargeback_lost'] as const) {
      const { text } = await say(language, type);
      expect(text).not.toContain('text.');
      expect(text).toMatch(/180/);
    }
  }
});
