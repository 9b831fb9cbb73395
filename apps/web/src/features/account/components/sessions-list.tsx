import type { SessionDto } from '@inkwell/domain/users/account.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatDay, formatTimeAgo } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useSignOutEverywhere } from '../../auth/index.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';

/** A device in words: "Firefox on Linux", or what is known of it. */
export function deviceName(
  t: (key: string, options?: Record<string, unknown>) => string,
  device: SessionDto['device'],
): string {
  const browser = device.browser || t('account:sessions.unknownBrowser');
  return device.os ? t('account:sessions.device', { browser, os: device.os }) : browser;
}

/** The signed-in devices: browser, when it began and was last seen; sign one out, or all of them. */
export function SessionsList({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const sessions = useSessions(user._id);
  const end = useEndSession(user._id);
  const everywhere = useSignOutEverywhere();
  const now = new Date();
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{t('account:sessions.title')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('account:sessions.intro')}</p>
      {sessions.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('account:sessions.loading')}
        </p>
      ) : sessions.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800">
          {t('account:sessions.error')}
          <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => void sessions.refetch()}>
            {t('account:retry')}
          </button>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {sessions.data.map((session) => (
            <li key={session._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {deviceName(t, session.device)}
                  {session.current ? (
                    <span
                      className={
                        'ms-2 rounded-full bg-emerald-50 px-2 py-0.5 ' + 'text-xs font-semibold text-emerald-800'
                      }
                    >
                      {t('account:sessions.current')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">
                  {t('account:sessions.since', { date: formatDay(session.createdAt, i18n.language) })} ·{' '}
                  {t('account:sessions.lastSeen', { ago: formatTimeAgo(session.lastSeenAt, now, i18n.language) })}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  disabled={end.isPending}
                  aria-label={t('account:sessions.signOutNamed', { device: deviceName(t, session.device) })}
                  onClick={() => end.mutate(session._id)}
                >
                  {t('account:sessions.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {end.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {problemText(t, end.error, t('account:sessions.signOutFailed'))}
        </p>
      ) : null}
      <button type="button" className={buttonClasses('secondary', 'md', 'mt-4')} onClick={everywhere.open}>
        {everywhere.label}
      </button>
      {everywhere.dialog}
    </div>
  );
}
