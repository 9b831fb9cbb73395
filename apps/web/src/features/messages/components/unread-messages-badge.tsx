import { useTranslation } from 'react-i18next';
import { useUnreadConversations } from '../api/get-unread-conversations.ts';

/** The badge shows up to 99; more reads 99+. */
const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * What every Messages link of a signed-in person carries: the accessible name with the unread
 * conversations in it ("Messages, 2 unread", like the bell), and `unread` for the badge. With none
 * unread, the link keeps its own name and shows no badge.
 */
export function useMessagesLinkName(viewerId: string | null, label: string) {
  const { t } = useTranslation('messages');
  const unread = useUnreadConversations(viewerId) ?? 0;
  return { unread, name: unread > 0 ? t('link.unread', { label, count: unread }) : undefined };
}

/** The count beside a Messages link's text; hidden from screen readers, which hear it in the link's name. */
export function UnreadMessagesBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={
        `inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 ` +
        `px-1.5 text-[0.6875rem] leading-none font-bold text-white tabular-nums ${className}`
      }
    >
      {shown(count)}
    </span>
  );
}
