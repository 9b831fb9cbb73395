import { PROPOSAL_MIN } from '@inkwell/domain/limits';
import { centsToDollars, ONE_DAY_PRICE_PER_PAGE_CENTS, STANDARD_PRICE_PER_PAGE_CENTS } from '@inkwell/domain/pricing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BECOME_SELLER_PATH } from '../../auth/index.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import {
  AwardIcon,
  CheckIcon,
  CreditCardIcon,
  FileTextIcon,
  MessageIcon,
  PenIcon,
  SearchIcon,
  ShieldCheckIcon,
  UserIcon,
  UsersIcon,
} from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatPrice } from '../../../lib/format.ts';
import { Faq } from '../components/faq.tsx';
import { GigLifecycle } from '../components/gig-lifecycle.tsx';
import { StepList, type Step } from '../components/step-list.tsx';

const BUYER_STEPS = [
  ['find', SearchIcon],
  ['bid', PenIcon],
  ['approved', CheckIcon],
  ['chat', MessageIcon],
  ['pay', CreditCardIcon],
  ['receive', FileTextIcon],
] as const;

const SELLER_STEPS = [
  ['account', UserIcon],
  ['publish', PenIcon],
  ['review', UsersIcon],
  ['chat', MessageIcon],
  ['complete', AwardIcon],
] as const;

const FAQ_KEYS = ['whoCanBid', 'payment', 'price', 'afterApproval', 'reviews', 'languages'] as const;

export function HowItWorksPage() {
  const { t, i18n } = useTranslation('howItWorks');
  useDocumentTitle(t('meta.title'));
  const locale = i18n.resolvedLanguage ?? 'en';
  const values = {
    rush: formatPrice(centsToDollars(ONE_DAY_PRICE_PER_PAGE_CENTS), locale),
    standard: formatPrice(centsToDollars(STANDARD_PRICE_PER_PAGE_CENTS), locale),
    min: PROPOSAL_MIN,
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
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
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

      <GigLifecycle />

      <section aria-labelledby="payments-title" className="bg-slate-50 py-16">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-start">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-accent-700 shadow-sm">
            <ShieldCheckIcon className="size-6" />
          </span>
          <div className="max-w-3xl">
            <h2 id="payments-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('payments.title')}
            </h2>
            <p className="mt-3 text-slate-600">{t('payments.text')}</p>
          </div>
        </div>
      </section>

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
        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl border border-slate-200 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="text-lg font-semibold text-slate-900">{t('closing.text')}</p>
          <Link to="/gigs" className={buttonClasses('primary', 'md')}>
            {t('browseGigs')}
          </Link>
        </div>
      </section>
    </>
  );
}
