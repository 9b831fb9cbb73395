import type { Originality, OriginalityMatch } from '@inkwell/domain/integrity/originality.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../../components/form/styles.ts';

/**
 * A delivery's originality evidence (decision 038): the share of its text found in work
 * delivered earlier on Inkwell or in gigs' sample documents, and the matching passages side by side
 * (stacked on a narrow screen). Always with what it cannot see: evidence for a person, not a verdict.
 */
export function OriginalityEvidence({
  originality,
  headingLevel = 4,
}: {
  originality: Originality;
  headingLevel?: 4 | 5;
}) {
  const { t, i18n } = useTranslation('orders');
  const id = useId();
  const Heading = headingLevel === 4 ? 'h4' : 'h5';
  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100);
  return (
    // A named group, not a landmark: an order with several deliveries has one per delivery (axe: landmark-unique).
    <div role="group" aria-labelledby={id} className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <Heading id={id} className="text-sm font-semibold text-slate-900">
        {t('originality.title')}
      </Heading>
      {originality.status === 'pending' ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t('originality.pending')}
        </p>
      ) : originality.status === 'unreadable' || originality.overlapPercent === null ? (
        <p className="mt-2 text-sm text-slate-700">{t('originality.nothingRead')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-800">
            <span className="me-1 text-2xl font-semibold text-slate-900 tabular-nums">
              {percent(originality.overlapPercent)}
            </span>
            {t('originality.overlap')}
          </p>
          {originality.matches.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t('originality.none')}</p>
          ) : null}
          <ol className="mt-3 space-y-4">
            {originality.matches.map((match, index) => (
              <OriginalityMatchItem key={index} match={match} percent={percent} />
            ))}
          </ol>
        </>
      )}
      {originality.unreadable.length > 0 ? (
        <p className="mt-3 text-sm wrap-anywhere text-slate-700">
          {t('originality.unreadable', { files: originality.unreadable.join(', ') })}
        </p>
      ) : null}
      <p className="mt-3 text-xs leading-relaxed text-slate-600">{t('originality.limits')}</p>
    </div>
  );
}

function MatchSource({ match }: { match: OriginalityMatch }) {
  const { t } = useTranslation('orders');
  if (!match.visible) return <>{t('originality.source.private')}</>;
  if (match.source === 'sample') return <>{t('originality.source.sample', { title: match.gigTitle ?? '' })}</>;
  const label = t('originality.source.delivery', { title: match.gigTitle ?? '' });
  return match.orderId ? (
    <Link to={`/orders/${match.orderId}`} className={linkClass}>
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}

function OriginalityMatchItem({ match, percent }: { match: OriginalityMatch; percent: (value: number) => string }) {
  const { t } = useTranslation('orders');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm font-medium wrap-anywhere text-slate-900">
        <MatchSource match={match} />{' '}
        <span className="font-normal text-slate-600">
          · {t('originality.share', { percent: percent(match.sharePercent) })}
        </span>
      </p>
      <ul aria-label={t('originality.passages')} className="mt-2 space-y-3">
        {match.passages.map((passage, index) => (
          <li key={index} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <figure className="min-w-0">
              <figcaption className="text-xs font-medium text-slate-600 wrap-anywhere">
                {t('originality.delivered', { file: passage.fileName })}
              </figcaption>
              <blockquote
                className={
                  'mt-1 border-s-4 border-amber-300 ps-2 text-sm leading-relaxed ' +
                  'wrap-anywhere whitespace-pre-line text-slate-800'
                }
              >
                {passage.delivered}
              </blockquote>
            </figure>
            <figure className="min-w-0">
              <figcaption className="text-xs font-medium text-slate-600">{t('originality.matched')}</figcaption>
              {passage.matched === null ? (
                <p className="mt-1 text-sm text-slate-600 italic">{t('originality.hidden')}</p>
              ) : (
                <blockquote
                  className={
                    'mt-1 border-s-4 border-slate-300 ps-2 text-sm leading-relaxed ' +
                    'wrap-anywhere whitespace-pre-line text-slate-800'
                  }
                >
                  {passage.matched}
                </blockquote>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </li>
  );
}
