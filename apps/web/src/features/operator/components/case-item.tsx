import type { ReportCase } from '@inkwell/domain/integrity/report.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../components/form/styles.ts';
import { formatDate, formatDateTime, formatDay } from '../../../lib/format.ts';
import { CaseOriginals } from './case-originals.tsx';

const box = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5';

/** The reported gig, with its owner and whether (and why) it is hidden. */
function GigPart({ gig }: { gig: NonNullable<ReportCase['gig']> }) {
  const { t } = useTranslation('reports');
  const state = gig.deleted
    ? t('case.gig.deleted')
    : gig.hiddenReason
      ? t(`case.gig.hidden.${gig.hiddenReason}`)
      : t('case.gig.visible');
  return (
    <div className={box}>
      <h3 className="text-base font-semibold break-words text-slate-900">{gig.title}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('case.gig.owner')}{' '}
        <Link to={`/profile/${gig.owner._id}`} className={linkClass}>
          {gig.owner.username}
        </Link>
      </p>
      <p className="mt-1 text-sm font-medium text-slate-900">{state}</p>
      <p className="mt-3 line-clamp-6 text-sm break-words whitespace-pre-line text-slate-700">{gig.desc}</p>
      <CaseOriginals originalText={gig.originalText} />
      {gig.deleted || gig.hiddenAt ? null : (
        <Link to={`/gig/${gig._id}`} className={`mt-3 inline-block text-sm ${linkClass}`}>
          {t('case.gig.open')}
        </Link>
      )}
    </div>
  );
}

/**
 * The reported message among the ones around it; masked text as the
 * other person saw it, and the original when masking changed it.
 */
function MessagePart({ message, names }: { message: NonNullable<ReportCase['message']>; names: Map<string, string> }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <div className={box}>
      <p className="text-sm text-slate-700">
        {t('case.message.between', { people: message.people.map((person) => person.username).join(', ') })}
      </p>
      <ol className="mt-3 space-y-2">
        {message.around.map((line) => {
          const reported = line._id === message.message._id;
          return (
            <li
              key={line._id}
              className={
                `rounded-lg border p-3 text-sm ` +
                `${reported ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50'}`
              }
            >
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{names.get(line.userId) ?? '?'}</span> ·{' '}
                {formatDateTime(line.createdAt, i18n.language)}
                {reported ? (
                  <span className="ms-2 font-semibold text-red-800">{t('case.message.reported')}</span>
                ) : null}
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">{line.desc}</p>
              {line.originalDesc !== null ? (
                <p className="mt-2 border-t border-slate-300 pt-2 break-words whitespace-pre-line text-slate-800">
                  <span className="font-semibold">{t('case.message.original')}</span> {line.originalDesc}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The person the item belongs to (or the reported profile), with their suspension. */
function PersonPart({ user }: { user: NonNullable<ReportCase['user']> }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <div className={box}>
      <p className="text-base font-semibold text-slate-900">
        {user.deleted ? (
          user.username
        ) : (
          <Link to={`/profile/${user._id}`} className={linkClass}>
            {user.username}
          </Link>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {[
          user.isOperator ? t('case.user.operator') : user.isSeller ? t('case.user.seller') : t('case.user.buyer'),
          user.country,
          t('case.user.since', { date: formatDate(user.createdAt, i18n.language) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {user.suspendedAt ? (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('case.user.suspended', { date: formatDay(user.suspendedAt, i18n.language) })} «{user.suspensionMessage}»
        </p>
      ) : null}
      {user.desc ? <p className="mt-2 line-clamp-4 text-sm break-words text-slate-700">{user.desc}</p> : null}
      <CaseOriginals originalText={user.originalText} />
    </div>
  );
}

/** What was reported: the gig, the profile or the message, and the person a suspension would reach. */
export function CaseItem({ item }: { item: ReportCase }) {
  const { t } = useTranslation('reports');
  const names = new Map((item.message?.people ?? []).map((person) => [person._id, person.username]));
  const gone = !item.gig && !item.message && item.report.targetType !== 'user';
  return (
    <section aria-labelledby="case-item-title" className="space-y-3">
      <h2 id="case-item-title" className="text-lg font-semibold text-slate-900">
        {t(`case.itemTitle.${item.report.targetType}`)}
      </h2>
      {gone ? <p className="text-sm text-slate-600">{t('case.gone')}</p> : null}
      {item.gig ? <GigPart gig={item.gig} /> : null}
      {item.message ? <MessagePart message={item.message} names={names} /> : null}
      {item.user ? (
        <>
          {item.report.targetType === 'user' ? null : (
            <h3 className="pt-2 text-base font-semibold text-slate-900">{t('case.user.title')}</h3>
          )}
          <PersonPart user={item.user} />
        </>
      ) : null}
    </section>
  );
}
