import { CATEGORY_IDS, type CategoryId } from '@inkwell/domain/categories';
import { UPLOADS_PATH } from '@inkwell/domain/uploads/upload.rules';
import type { FileStore } from '../lib/file-store.ts';
import { hashChosenPassword } from '../lib/passwords.ts';
import type { Database } from '../db/client.ts';
import { buildOrderRows } from './activity-rows.ts';
import { DEMO_BIDS, DEMO_LIKES } from './activity.ts';
import { demoBuyers } from './buyers.ts';
import { DEMO_OPERATOR } from './operator.ts';
import { DEMO_CONVERSATIONS } from './conversations.ts';
import { COURSEWORK_GIGS } from './gigs-coursework.ts';
import { ESSAY_GIGS } from './gigs-essays.ts';
import { LONG_FORM_GIGS } from './gigs-long-form.ts';
import { RESEARCH_GIGS } from './gigs-research.ts';
import { buildNotificationRows } from './notification-rows.ts';
import type { DemoMoney } from './money-rows.ts';
import { buildPayoutRows, DEMO_PAYOUT_SELLER } from './payout-rows.ts';
import { renderAvatar, renderCover, type RenderedImage } from './images.ts';
import { buildGigRows, buildUserRows, clockAt, idAt, type Clock } from './rows.ts';
import { DEMO_JURISDICTION_RULES } from './purposes.ts';
import { DEMO_SELLERS } from './sellers.ts';
import type { DemoUser } from './types.ts';
import { buildConversationRows, buildLikeRows } from './social-rows.ts';
import {
  bids,
  orderCancellations,
  orderDeliveries,
  orderDeliveryFiles,
  orderDisputes,
  orderEvents,
  payments,
  refunds,
} from '../db/schema/order-life.ts';
import { gigReviews, userReviews } from '../db/schema/reviews.ts';
import { conversations } from '../db/schema/conversations.ts';
import { messageFiles, messages } from '../db/schema/messages.ts';
import { files as privateFileRows } from '../db/schema/files.ts';
import { gigLikes, gigs } from '../db/schema/gigs.ts';
import { jurisdictionRules } from '../db/schema/jurisdictions.ts';
import { notifications } from '../db/schema/notifications.ts';
import { demoPaymentIntents, demoRefunds } from '../db/schema/kernel.ts';
import { ledgerEntries } from '../db/schema/ledger.ts';
import { payoutAccounts, payouts } from '../db/schema/payouts.ts';
import { uploads } from '../db/schema/uploads.ts';
import { users } from '../db/schema/users.ts';

/**
 * The demo data of the first start (see docs/demo-accounts.md): six sellers, six buyers, an
 * operator, gigs in every category with generated covers, and orders in every state of the order
 * life with their timelines, delivered documents, money (at the configured fee and clearing time,
 * and one seller's demo payout account and payouts), reviews, likes and conversations, and the
 * notifications they would have sent. Each gig's sales and stars are those of its seeded orders and
 * reviews. Images and delivered documents are written first; the rows go in one transaction, so a
 * failure leaves no rows (only unreferenced files).
 */

/** The one password of every demo account, documented in the README. */
export const DEMO_PASSWORD = 'inkwell-demo-2025';

/** Every demo account; the buyers' study years follow the year of `now`. */
export function demoUsers(now: Date): DemoUser[] {
  return [...DEMO_SELLERS, ...demoBuyers(now.getUTCFullYear()), DEMO_OPERATOR];
}
export const DEMO_GIGS = [...ESSAY_GIGS, ...COURSEWORK_GIGS, ...RESEARCH_GIGS, ...LONG_FORM_GIGS];

type UploadRow = typeof uploads.$inferInsert;

/** Stores an image under a fresh id and returns its uploads row (owner filled in by the caller). */
async function storeImage(files: FileStore, image: RenderedImage, createdAt: Date): Promise<UploadRow> {
  const id = idAt(createdAt);
  const storageKey = `${id}.webp`;
  await files.put(storageKey, image.data);
  return {
    id,
    ownerId: null,
    kind: 'image',
    mimeType: 'image/webp',
    sizeBytes: image.data.length,
    storageKey,
    originalName: '',
    width: image.width,
    height: image.height,
    createdAt,
  };
}

const urlOf = (upload: UploadRow) => `${UPLOADS_PATH}${upload.storageKey}`;

/** The oldest demo gig of each category: its cover is dated then. */
function coverDates(clock: Clock): Map<CategoryId, Date> {
  return new Map(
    CATEGORY_IDS.map((cat) => {
      const ages = DEMO_GIGS.filter((gig) => gig.cat === cat).map((gig) => gig.createdDaysAgo);
      return [cat, clock.at(Math.max(0, ...ages))];
    }),
  );
}

/**
 * `files` is the uploads store (covers, avatars: public under /uploads); `privateFiles` the private
 * files store (config.privateFilesDir) that GET /api/files/{id} reads the delivered documents from;
 * `money` the money settings (config.money) the demo's fees, clearings and payouts follow.
 */
export async function seedDemoData(
  db: Database,
  files: FileStore,
  privateFiles: FileStore,
  money: DemoMoney,
): Promise<void> {
  const now = new Date();
  const clock = clockAt(now.getTime());
  const people = demoUsers(now);
  const [passwordHash, coverImages, avatarImages] = await Promise.all([
    hashChosenPassword(DEMO_PASSWORD),
    Promise.all(CATEGORY_IDS.map((cat) => renderCover(cat))),
    Promise.all(people.map((user) => renderAvatar(user.fullName, user.avatarColor))),
  ]);

  const dates = coverDates(clock);
  const coverUploads = await Promise.all(
    CATEGORY_IDS.map((cat, i) => storeImage(files, coverImages[i]!, dates.get(cat)!)),
  );
  const avatarUploads = await Promise.all(
    people.map((user, i) => storeImage(files, avatarImages[i]!, clock.at(user.joinedDaysAgo))),
  );

  const avatarUrls = new Map(people.map((user, i) => [user.username, urlOf(avatarUploads[i]!)]));
  const userRows = buildUserRows(people, clock, passwordHash, avatarUrls);
  const usersByName = new Map(userRows.map((row) => [row.username, row]));
  avatarUploads.forEach((upload, i) => {
    upload.ownerId = userRows[i]!.id;
  });

  const coverUrls = new Map(CATEGORY_IDS.map((cat, i) => [cat, urlOf(coverUploads[i]!)]));
  const gigsByKey = buildGigRows(DEMO_GIGS, clock, usersByName, coverUrls);
  const operator = usersByName.get(DEMO_OPERATOR.username)!;
  const orders = buildOrderRows(DEMO_BIDS, clock, { usersByName, operator }, gigsByKey, money);
  const paying = buildPayoutRows(usersByName.get(DEMO_PAYOUT_SELLER)!, orders.ledger, money, now);
  const likes = buildLikeRows(DEMO_LIKES, clock, usersByName, gigsByKey);
  const chats = buildConversationRows(DEMO_CONVERSATIONS, clock, usersByName);
  const told = buildNotificationRows(orders, chats, clock);
  const documents = [...orders.files, ...chats.files];
  await Promise.all(documents.map((file) => privateFiles.put(file.row.storageKey, file.bytes)));

  await db.transaction(async (tx) => {
    // In the order of the foreign keys; every list has rows (the tests count them).
    await tx.insert(users).values(userRows);
    await tx.insert(uploads).values([...coverUploads, ...avatarUploads]);
    await tx.insert(gigs).values([...gigsByKey.values()]);
    await tx.insert(gigLikes).values(likes);
    await tx.insert(bids).values(orders.bids);
    await tx.insert(orderEvents).values(orders.events);
    await tx.insert(privateFileRows).values(documents.map((file) => file.row));
    await tx.insert(orderDeliveries).values(orders.deliveries);
    await tx.insert(orderDeliveryFiles).values(orders.deliveryFiles);
    await tx.insert(orderCancellations).values(orders.cancellations);
    await tx.insert(orderDisputes).values(orders.disputes);
    await tx.insert(demoPaymentIntents).values(orders.demoIntents);
    await tx.insert(payments).values(orders.payments);
    await tx.insert(payoutAccounts).values(paying.accounts);
    await tx.insert(payouts).values(paying.payouts);
    await tx.insert(ledgerEntries).values([...orders.ledger, ...paying.ledger]);
    await tx.insert(refunds).values(orders.refunds);
    await tx.insert(demoRefunds).values(orders.demoRefunds);
    await tx.insert(userReviews).values(orders.userReviews);
    await tx.insert(gigReviews).values(orders.gigReviews);
    await tx.insert(conversations).values(chats.conversations);
    await tx.insert(messages).values(chats.messages);
    await tx.insert(messageFiles).values(chats.messageFiles);
    await tx.insert(notifications).values(told);
    await tx
      .insert(jurisdictionRules)
      .values(DEMO_JURISDICTION_RULES.map((rule) => ({ ...rule, updatedBy: operator.id, updatedAt: clock.at(20) })));
  });
}
