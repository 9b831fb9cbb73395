import { lastMessagePreview } from '@inkwell/domain/conversations/conversation.rules';
import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaskedText } from '../../../components/contact-masking.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatTimeAgo } from '../../../lib/format.ts';
import { shownName } from '../../../lib/person-name.ts';

/** The other person's name; a deleted account is "Deleted user" (`t` with the common namespace). */
export const personName = (person: Conversation['other'], t: (key: string) => string) =>
  shownName(t, person.username, person.fullName || person.username);

/**
 * One conversation of the list: the other person's avatar and name, when it last moved, and the last
 * message cut at 50 characters. An unread one is bold with a dot (and says "Unread" to screen readers).
 */
export function ConversationRow({ conversation, to, now }: { conversation: Conversation; to: string; now: Date }) {
  const { t, i18n } = useTranslation('messages');
  const unread = !conversation.read;
  const preview = lastMessagePreview(conversation.lastMessage);
  return (
    <Link
      to={to}
      className={
        `flex items-center gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:bg-slate-50 ` +
        `focus-visible:outline-2 focus-visible:-outline-offset-2 ` +
        `focus-visible:outline-accent-600 sm:gap-4 sm:px-5 ${unread ? 'bg-accent-50/60' : ''}`
      }
    >
      <Avatar src={conversation.other.img} className="size-11" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={`truncate text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
            {personName(conversation.other, t)}
          </span>
          <time
            dateTime={conversation.updatedAt}
            className={`shrink-0 text-xs ${unread ? 'font-semibold text-accent-800' : 'text-slate-600'}`}
          >
            {formatTimeAgo(conversation.updatedAt, now, i18n.language)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-medium text-slate-900' : 'text-slate-600'}`}
          >
            <MaskedText text={preview} />
          </span>
          {unread ? (
            <span className="flex shrink-0 items-center">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-accent-700" />
              <span className="sr-only">{t('list.unreadMark')}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
