import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAcceptHonorCode } from '../api/accept-honor-code.ts';
import { useCurrentUser } from '../api/get-me.ts';

/**
 * Under the navbar while the signed-in person's accepted honor code is older than the current one:
 * read it, accept it. Until then the server refuses their bids, deliveries and new gigs.
 */
export function HonorCodeBanner() {
  const user = useCurrentUser();
  const { t } = useTranslation('common');
  const accept = useAcceptHonorCode();
  if (!user || user.honorCodeVersion >= HONOR_CODE_VERSION) return null;
  return (
    <div role="region" aria-label={t('honor.title')} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div
        className={
          'mx-auto flex max-w-7xl flex-wrap items-center ' + 'gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6 lg:px-8'
        }
      >
        <p className="min-w-0 break-words">{t('honor.updated')}</p>
        <Link to="/honor-code" className="font-semibold underline underline-offset-2">
          {t('honor.link')}
        </Link>
        <button
          type="button"
          disabled={accept.isPending}
          onClick={() => accept.mutate()}
          className={
            'rounded-md bg-amber-900 px-3 py-1.5 font-semibold ' + 'text-white hover:bg-amber-800 disabled:opacity-70'
          }
        >
          {accept.isPending ? t('honor.accepting') : t('honor.accept')}
        </button>
        {accept.isError ? <p role="alert">{t('honor.failed')}</p> : null}
      </div>
    </div>
  );
}
