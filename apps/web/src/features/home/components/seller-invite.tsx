import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BECOME_SELLER_PATH } from '../../auth/index.ts';
import { buttonClasses } from '../../../components/ui/button.ts';

/** The closing band of home: an invitation to writers. */
export function SellerInvite() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="invite-title" className="container-page py-16 sm:py-20">
      <div
        className={
          'flex flex-col items-start gap-6 rounded-3xl bg-accent-800 px-6 py-10 ' +
          'sm:px-10 lg:flex-row lg:items-center lg:justify-between lg:px-14 lg:py-14'
        }
      >
        <div className="max-w-2xl">
          <h2 id="invite-title" className="text-3xl font-bold tracking-tight text-balance text-white">
            {t('invite.title')}
          </h2>
          <p className="mt-3 text-base text-pretty text-accent-100">{t('invite.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={BECOME_SELLER_PATH} className={buttonClasses('inverse', 'lg')}>
            {t('invite.becomeSeller')}
          </Link>
          <Link to="/how-it-works" className={buttonClasses('outlineInverse', 'lg')}>
            {t('invite.learnMore')}
          </Link>
        </div>
      </div>
    </section>
  );
}
