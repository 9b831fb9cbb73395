import type { CategoryId } from '@inkwell/domain/categories';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The six kinds of academic work Inkwell is known for, each leading to its category. */
const HIGHLIGHTS: { key: string; category: CategoryId }[] = [
  { key: 'essays', category: 'essay-writing' },
  { key: 'coursework', category: 'coursework-writing' },
  { key: 'dissertations', category: 'dissertation-writing' },
  { key: 'theses', category: 'thesis-writing' },
  { key: 'researchPapers', category: 'research-paper-writing' },
  { key: 'literatureReviews', category: 'literature-review-writing' },
];

export function AcademicHighlights() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="highlights-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="highlights-title"
          eyebrow={t('highlights.eyebrow')}
          title={t('highlights.title')}
          intro={t('highlights.intro')}
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {HIGHLIGHTS.map(({ key, category }) => (
            <li key={key}>
              <Link
                to={`/gigs?cat=${category}`}
                className={
                  'group flex h-full flex-col rounded-2xl border border-slate-200 ' +
                  'bg-white p-6 transition-shadow hover:border-slate-300 hover:shadow-md'
                }
              >
                <span
                  className={
                    'inline-flex size-11 items-center justify-center ' + 'rounded-xl bg-accent-50 text-accent-700'
                  }
                >
                  <CategoryIcon id={category} />
                </span>
                <span className="mt-4 text-lg font-semibold text-slate-900">{t(`highlights.items.${key}.title`)}</span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                  {t(`highlights.items.${key}.text`)}
                </span>
                <span
                  className={
                    'mt-4 inline-flex items-center gap-1 text-sm ' + 'font-semibold text-accent-700 group-hover:gap-2'
                  }
                >
                  {t('highlights.explore')}
                  <ArrowRightIcon className="size-4 transition-all" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
