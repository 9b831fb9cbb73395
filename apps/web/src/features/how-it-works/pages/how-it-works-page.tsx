import { PROPOSAL_MIN, REVISIONS_DEFAULT } from '@inkwell/domain/limits';
import {
  DELIVERY_FILES_MAX,
  LATE_CANCEL_HOURS,
  ORDER_ACCEPTANCE_HOURS_DEFAULT,
  ORDER_PAYMENT_HOURS_DEFAULT,
} from '@inkwell/domain/orders/order.rules';
import { centsToDollars, ONE_DAY_PRICE_PER_PAGE_CENTS, STANDARD_PRICE_PER_PAGE_CENTS } from '@inkwell/domain/pricing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BECOME_SELLER_PATH } from '../../auth/index.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import {
  AwardIcon,
  CheckIcon,
  ClockIcon,
  CreditCardIcon,
  DollarIcon,
  DownloadIcon,
  MessageIcon,
  PenIcon,
  SearchIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
} from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatPrice } from '../../../lib/format.ts';
import { EscrowProtection } from '../components/escrow-protection.tsx';
import { Faq } from '../components/faq.tsx';
import { GigLifecycle } from '../components/gig-lifecycle.tsx';
import { StepList, type Step } from '../components/step-list.tsx';

const BUYER_STEPS = [
  ['find', SearchIcon],
  ['bid', PenIcon],
  ['approved', CheckIcon],
  ['pay', CreditCardIcon],
  ['chat', MessageIcon],
  ['receive', DownloadIcon],
  ['accept', AwardIcon],
] as const;

const SELLER_STEPS = [
  ['account', UserIcon],
  ['publish', PenIcon],
  ['review', UsersIcon],
  ['work', ClockIcon],
  ['deliver', UploadIcon],
  ['paid', DollarIcon],
] as const;

const FAQ_KEYS = ['whoCanBid', 'payment', 'price', 'revisions', 'cancel', 'dispute', 'reviews', 'languages'] as const;

const HOURS_PER_DAY = 24;

export function HowItWorksPage() {
  const { t, i18n } = useTranslation('howItWorks');
  useDocumentTitle(t('meta.title'));
  const locale = i18n.resolvedLanguage ?? 'en';
  const values = {
    rush: formatPrice(centsToDollars(ONE_DAY_PRICE_PER_PAGE_CENTS), locale),
    standard: formatPrice(centsToDollars(STANDARD_PRICE_PER_PAGE_CENTS), locale),
    min: PROPOSAL_MIN,
    paymentDays: ORDER_PAYMENT_HOURS_DEFAULT / HOURS_PER_DAY,
    acceptanceDays: ORDER_ACCEPTANCE_HOURS_DEFAULT / HOURS_PER_DAY,
    lateHours: LATE_CANCEL_HOURS,
    revisions: REVISIONS_DEFAULT,
    files: DELIVERY_FILES_MAX,
  };
  const steps = (role: 'buyers' | 'sellers', list: typeof BUYER_STEPS | typeof SELLER_STEPS): Step[] =>
    list.map(([key, Icon]) => ({
      key,
      Icon,
      title: t(`${role}.steps.${key}.title`),
      text: t(`${role}.steps.${key}.text`, values),
    }));

  return (
    <>
      <section className="bg-gradient-to-b from-accent-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('hero.eyebrow')}</p>
          <h1
            className={
              'mt-3 max-w-3xl text-4xl leading-tight font-bold ' +
              'tracking-tight text-balance text-slate-900 sm:text-5xl'
            }
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-600">{t('hero.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/gigs" className={buttonClasses('primary', 'lg')}>
              {t('browseGigs')}
            </Link>
            <Link to={BECOME_SELLER_PATH} className={buttonClasses('secondary', 'lg')}>
              {t('becomeSeller')}
            </Link>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-6 lg:grid-cols-2">
        <StepList id="buyers-title" title={t('buyers.title')} steps={steps('buyers', BUYER_STEPS)} />
        <StepList id="sellers-title" title={t('sellers.title')} steps={steps('sellers', SELLER_STEPS)} />
      </div>

      <EscrowProtection values={values} />

      <GigLifecycle />

      <section id="faq" aria-labelledby="faq-title" className="container-page scroll-mt-32 py-16">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('faq.title')}
        </h2>
        <div className="mt-8 max-w-3xl">
          <Faq
            items={FAQ_KEYS.map((key) => ({
              key,
              question: t(`faq.items.${key}.question`),
              answer: t(`faq.items.${key}.answer`, values),
            }))}
          />
        </div>
        <div
          className={
            'mt-12 flex flex-col items-start gap-4 rounded-2xl border border-slate-200 ' +
            'p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8'
          }
        >
          <p className="text-lg font-semibold text-slate-900">{t('closing.text')}</p>
          <Link to="/gigs" className={buttonClasses('primary', 'md')}>
            {t('browseGigs')}
          </Link>
        </div>
      </section>
    </>
  );
}
