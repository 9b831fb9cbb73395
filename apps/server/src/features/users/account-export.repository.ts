import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bids, gigReviews, userReviews } from '../../db/schema/bids.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { files } from '../../db/schema/files.ts';
import { gigLikes, gigs } from '../../db/schema/gigs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orderDeliveries, orderDeliveryFiles, orderEvents } from '../../db/schema/orders.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { sessions, users } from '../../db/schema/users.ts';

/**
 * What GET /users/me/export gathers (issue 16): everything about one person, read only (each table
 * stays written by its own feature). Other people appear by username only: never their email,
 * phone, card or anything else of theirs that is private.
 */
const other = alias(users, 'other');
const author = alias(users, 'author');

export function accountExportRepository(db: Executor) {
  return {
    gigsOf: (userId: string) =>
      db
        .select({
          id: gigs.id, title: gigs.title, cat: gigs.cat, desc: gigs.desc, language: gigs.language, cover: gigs.cover, images: gigs.images,
          pages: gigs.pages, deliveryTime: gigs.deliveryTime, revisions: gigs.revisions, totalPriceCents: gigs.totalPriceCents,
          status: gigs.status, sales: gigs.sales, createdAt: gigs.createdAt, deletedAt: gigs.deletedAt, hiddenAt: gigs.hiddenAt,
        })
        .from(gigs)
        .where(eq(gigs.userId, userId))
        .orderBy(asc(gigs.createdAt)),

    /** Bids the person placed or received, orders included; the other side by username. */
    bidsOf: (userId: string) =>
      db
        .select({
          id: bids.id, gigId: bids.gigId, gigTitle: gigs.title, role: sql<'buyer' | 'seller'>`CASE WHEN ${bids.bidderId} = ${userId} THEN 'buyer' ELSE 'seller' END`,
          otherParty: other.username, amountCents: bids.amountCents, days: bids.days, proposal: bids.message, status: bids.status,
          declineReason: bids.declineReason, createdAt: bids.createdAt, approvedAt: bids.approvedAt, paidAt: bids.paidAt, dueAt: bids.dueAt,
          deliveredAt: bids.deliveredAt, completedAt: bids.completedAt,
        })
        .from(bids)
        .innerJoin(gigs, eq(gigs.id, bids.gigId))
        .innerJoin(other, sql`${other.id} = CASE WHEN ${bids.bidderId} = ${userId} THEN ${bids.sellerId} ELSE ${bids.bidderId} END`)
        .where(or(eq(bids.bidderId, userId), eq(bids.sellerId, userId)))
        .orderBy(asc(bids.createdAt)),

    orderEventsOf: (bidIds: string[]) =>
      bidIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ bidId: orderEvents.bidId, type: orderEvents.type, actor: orderEvents.actor, note: orderEvents.note, amountCents: orderEvents.amountCents, createdAt: orderEvents.createdAt })
            .from(orderEvents)
            .where(inArray(orderEvents.bidId, bidIds))
            .orderBy(asc(orderEvents.createdAt)),

    /** Deliveries with their files' names and sizes (the files themselves are downloaded from the order page). */
    deliveriesOf: (bidIds: string[]) =>
      bidIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: orderDeliveries.id, bidId: orderDeliveries.bidId, message: orderDeliveries.message, createdAt: orderDeliveries.createdAt, fileName: files.name, fileSize: files.sizeBytes, fileType: files.contentType })
            .from(orderDeliveries)
            .leftJoin(orderDeliveryFiles, eq(orderDeliveryFiles.deliveryId, orderDeliveries.id))
            .leftJoin(files, eq(files.id, orderDeliveryFiles.fileId))
            .where(inArray(orderDeliveries.bidId, bidIds))
            .orderBy(asc(orderDeliveries.createdAt), asc(orderDeliveryFiles.position)),

    /** Every message of the person's conversations: those they wrote and those they received. */
    messagesOf: (userId: string) =>
      db
        .select({ id: messages.id, conversationId: messages.conversationId, from: author.username, mine: sql<boolean>`${messages.userId} = ${userId}`, text: messages.desc, createdAt: messages.createdAt })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(author, eq(author.id, messages.userId))
        .where(or(eq(conversations.sellerId, userId), eq(conversations.buyerId, userId)))
        .orderBy(asc(messages.createdAt)),

    reviewsOf: async (userId: string) => ({
      aboutBuyers: await db
        .select({ bidId: userReviews.bidId, reviewer: author.username, reviewee: other.username, stars: userReviews.stars, satisfaction: userReviews.satisfaction, comment: userReviews.comment, createdAt: userReviews.createdAt })
        .from(userReviews)
        .innerJoin(author, eq(author.id, userReviews.reviewerId))
        .innerJoin(other, eq(other.id, userReviews.revieweeId))
        .where(or(eq(userReviews.reviewerId, userId), eq(userReviews.revieweeId, userId))),
      ofGigs: await db
        .select({ bidId: gigReviews.bidId, gigId: gigReviews.gigId, reviewer: author.username, seller: other.username, stars: gigReviews.stars, comment: gigReviews.comment, createdAt: gigReviews.createdAt })
        .from(gigReviews)
        .innerJoin(author, eq(author.id, gigReviews.reviewerId))
        .innerJoin(other, eq(other.id, gigReviews.sellerId))
        .where(or(eq(gigReviews.reviewerId, userId), eq(gigReviews.sellerId, userId))),
    }),

    /** Payments of the person's orders; the card only of payments they made. */
    paymentsOf: (userId: string) =>
      db
        .select({
          id: payments.id, bidId: payments.bidId, role: sql<'buyer' | 'seller'>`CASE WHEN ${payments.buyerId} = ${userId} THEN 'buyer' ELSE 'seller' END`,
          amountCents: payments.amountCents, currency: payments.currency, gateway: payments.gateway, status: payments.status, createdAt: payments.createdAt, succeededAt: payments.succeededAt,
          cardBrand: sql<string | null>`CASE WHEN ${payments.buyerId} = ${userId} THEN ${payments.cardBrand} END`,
          cardLast4: sql<string | null>`CASE WHEN ${payments.buyerId} = ${userId} THEN ${payments.cardLast4} END`,
        })
        .from(payments)
        .where(or(eq(payments.buyerId, userId), eq(payments.sellerId, userId)))
        .orderBy(asc(payments.createdAt)),

    ledgerOf: (userId: string) =>
      db
        .select({ id: ledgerEntries.id, kind: ledgerEntries.kind, bidId: ledgerEntries.bidId, account: ledgerEntries.account, amountCents: ledgerEntries.amountCents, createdAt: ledgerEntries.createdAt })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId))
        .orderBy(asc(ledgerEntries.createdAt)),

    likesOf: (userId: string) =>
      db
        .select({ gigId: gigLikes.gigId, gigTitle: gigs.title, createdAt: gigLikes.createdAt })
        .from(gigLikes)
        .innerJoin(gigs, eq(gigs.id, gigLikes.gigId))
        .where(eq(gigLikes.userId, userId))
        .orderBy(asc(gigLikes.createdAt)),

    notificationsOf: (userId: string) =>
      db
        .select({ id: notifications.id, type: notifications.type, from: other.username, gigId: notifications.gigId, bidId: notifications.bidId, preview: notifications.preview, readAt: notifications.readAt, createdAt: notifications.createdAt })
        .from(notifications)
        .leftJoin(other, eq(other.id, notifications.actorId))
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),

    sessionsOf: (userId: string) =>
      db
        .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
  };
}

