import { useTranslation } from 'react-i18next';
import { CreditCardIcon, MessageIcon, TagIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const POINTS = [
  { key: 'experts', Icon: UsersIcon },
  { key: 'yourTerms', Icon: TagIcon },
  { key: 'chat', Icon: MessageIcon },
  { key: 'payment', Icon: CreditCardIcon },
] as const;

export function FeaturePoints() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="features-title" className="container-page py-16 sm:py-20">
      <SectionHeading id="features-title" eyebrow={t('features.eyebrow')} title={t('features.title')} />
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {POINTS.map(({ key, Icon }) => (
          <li key={key}>
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`features.items.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
