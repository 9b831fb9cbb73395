import { POPULAR_SEARCHES } from '@inkwell/domain/limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gigSearchPath, SearchForm } from '../../../components/search-form.tsx';

/**
 * The top of home: promise, search box (the blank-text rule of docs/product.md#main-layout) and three popular searches.
 */
export function Hero() {
  const { t } = useTranslation(['home', 'common']);
  const popularId = useId();

  return (
    <section className="bg-gradient-to-b from-accent-50 via-white to-white">
      <div
        className={
          'container-page grid grid-cols-1 items-center gap-12 ' +
          'py-14 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:py-24'
        }
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">{t('hero.subtitle')}</p>
          <SearchForm size="lg" label={t('hero.searchLabel')} className="mt-8 max-w-xl" />
          <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
            <p id={popularId} className="text-sm font-medium text-slate-600">
              {t('hero.popular')}
            </p>
            <ul aria-labelledby={popularId} className="flex flex-wrap gap-2">
              {POPULAR_SEARCHES.map((term) => (
                <li key={term}>
                  <Link
                    to={gigSearchPath(term) ?? '/gigs'}
                    className={
                      'inline-flex rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm ' +
                      'text-slate-700 transition-colors hover:border-accent-600 hover:text-accent-800'
                    }
                  >
                    {t(`common:popularSearches.${term}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <img
          src="/img/hero-illustration.svg"
          alt=""
          width="480"
          height="400"
          className="hidden w-full max-w-md justify-self-end lg:block"
        />
      </div>
    </section>
  );
}
