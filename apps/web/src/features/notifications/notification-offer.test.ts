import { expect, test } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ASSIGNMENTS_MINE_PATH, notificationView } from './notification-text.ts';
import { buildNotification } from '../../test/fixtures/notifications.ts';

/** A seller's offer on the reader's assignment: said in four languages, leading to their assignments. */

const poster = { _id: 'buyer-1', isSeller: false };
const offer = () =>
  buildNotification({
    type: 'offer_received',
    gig: null,
    bidId: null,
    amount: 175,
    preview: 'Literature review on urban heat islands',
  });

test.each([
  ['en', 'made an offer of $175 on your assignment “Literature review on urban heat islands”.'],
  ['fr', 'a fait une offre de 175 $US sur votre devoir « Literature review on urban heat islands ».'],
  ['de', 'hat ein Angebot über 175 $ für Ihre Aufgabe „Literature review on urban heat islands“ abgegeben.'],
  ['es', 'ha hecho una oferta de 175 US$ en tu tarea «Literature review on urban heat islands».'],
])('an offer in %s leads to the poster’s assignments', async (language, ending) => {
  await i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, 'notifications');
  const view = notificationView(offer(), t, { viewer: poster, area: 'main', language });
  expect(view.to).toBe(ASSIGNMENTS_MINE_PATH);
  expect(view.text.replace(/\u202f|\u00a0/g, ' ')).toMatch(
    new RegExp(`^.+ ${ending.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}$`),
  );
});
