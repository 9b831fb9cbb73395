import type { Notification } from '@inkwell/domain/notifications/notification.schema';

/** Notifications shaped like GET /api/notifications answers them. */
let counter = 0;

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    _id: `notification-${counter}`,
    type: 'bid_placed',
    read: false,
    createdAt: '2025-03-02T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    actor: { _id: 'buyer-1', username: 'sam.reads', fullName: 'Sam Patel', img: '' },
    gig: { _id: 'gig-1', title: 'Econ paper' },
    bidId: 'bid-1',
    conversationId: null,
    amount: 45,
    stars: null,
    preview: '',
    count: 1,
    ...overrides,
  };
}
