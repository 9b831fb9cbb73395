/**
 * The messages live at /messages and /message/{id} in the marketplace, and at /seller/messages and
 * /seller/message/{id} inside the Seller Hub. A screen links within the area it is shown in.
 */
export type MessagesArea = 'main' | 'seller';

export function areaOf(pathname: string): MessagesArea {
  return pathname.startsWith('/seller/') || pathname === '/seller' ? 'seller' : 'main';
}

export function messagesPath(area: MessagesArea): string {
  return area === 'seller' ? '/seller/messages' : '/messages';
}

export function chatPath(area: MessagesArea, conversationId: string): string {
  return `${area === 'seller' ? '/seller/message' : '/message'}/${encodeURIComponent(conversationId)}`;
}
