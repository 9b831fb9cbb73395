import { CATEGORIES } from '@inkwell/domain/categories';
import { COPYRIGHT_YEAR, FOOTER_CATEGORY_COUNT, POPULAR_SEARCHES } from '@inkwell/domain/limits';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gigSearchPath } from '../../components/search-form.tsx';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { BECOME_SELLER_PATH } from '../../features/auth/index.ts';
import { MESSAGES_PATH } from './account-links.ts';

interface FooterLink {
  to: string;
  labelKey: string;
}

const GROUPS: { titleKey: string; links: FooterLink[] }[] = [
  {
    titleKey: 'footer.about.title',
    links: [
      { to: '/how-it-works', labelKey: 'footer.about.howItWorks' },
      { to: '/gigs', labelKey: 'footer.about.browseGigs' },
      { to: BECOME_SELLER_PATH, labelKey: 'footer.about.becomeSeller' },
    ],
  },
  {
    titleKey: 'footer.support.title',
    links: [
      { to: '/how-it-works#faq', labelKey: 'footer.support.faq' },
      { to: '/login', labelKey: 'footer.support.signIn' },
      { to: '/register', labelKey: 'footer.support.join' },
      { to: MESSAGES_PATH, labelKey: 'footer.support.messages' },
      { to: '/terms', labelKey: 'footer.support.terms' },
      { to: '/privacy', labelKey: 'footer.support.privacy' },
    ],
  },
];

const linkClasses = 'rounded text-sm text-slate-600 hover:text-slate-900 hover:underline';

export function Footer() {
  const { t } = useTranslation(['layout', 'categories', 'common']);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? CATEGORIES : CATEGORIES.slice(0, FOOTER_CATEGORY_COUNT);

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <section aria-labelledby={`${listId}-title`} className="col-span-2 sm:col-span-1">
          <h2 id={`${listId}-title`} className="text-sm font-semibold text-slate-900">
            {t('footer.categories.title')}
          </h2>
          <ul id={listId} className="mt-4 space-y-3">
            {shown.map((category) => (
              <li key={category.id}>
                <Link to={`/gigs?cat=${category.id}`} className={linkClasses}>
                  {t(`categories:${category.id}`)}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
            className={
              'mt-3 inline-flex items-center gap-1 rounded text-sm ' +
              'font-semibold text-accent-700 hover:text-accent-800'
            }
          >
            {expanded ? t('footer.categories.showLess') : t('footer.categories.readMore')}
            <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
        </section>

        {GROUPS.map((group) => (
          <FooterGroup key={group.titleKey} title={t(group.titleKey)}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </FooterGroup>
        ))}

        <FooterGroup title={t('footer.more.title')}>
          {POPULAR_SEARCHES.map((term) => (
            <li key={term}>
              <Link to={gigSearchPath(term) ?? '/gigs'} className={linkClasses}>
                {t('footer.more.searchFor', { term: t(`common:popularSearches.${term}`) })}
              </Link>
            </li>
          ))}
        </FooterGroup>
      </div>

      <div className="border-t border-slate-200">
        <div
          className={
            'container-page flex flex-col items-start ' + 'justify-between gap-4 py-6 sm:flex-row sm:items-center'
          }
        >
          <Logo />
          <p className="text-sm text-slate-600">
            © {COPYRIGHT_YEAR} Inkwell. {t('footer.rights')}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </section>
  );
}
