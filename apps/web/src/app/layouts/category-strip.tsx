import { CATEGORIES } from '@inkwell/domain/categories';
import { NAVBAR_CATEGORY_COUNT } from '@inkwell/domain/limits';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

/** The first NAVBAR_CATEGORY_COUNT categories under the navbar, each a shortcut to /gigs?cat=. */
export function CategoryStrip() {
  const { t } = useTranslation(['layout', 'categories']);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const active = pathname === '/gigs' ? params.get('cat') : null;

  return (
    <nav aria-label={t('layout:categoryStrip.label')} className="border-t border-slate-200 bg-white">
      <ul className="container-page no-scrollbar flex gap-1 overflow-x-auto py-1.5">
        {CATEGORIES.slice(0, NAVBAR_CATEGORY_COUNT).map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              to={`/gigs?cat=${category.id}`}
              aria-current={active === category.id ? 'page' : undefined}
              title={t(`categories:${category.id}`)}
              className={
                'block rounded-md px-3 py-1.5 text-sm whitespace-nowrap text-slate-700 ' +
                'hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-accent-50 ' +
                'aria-[current=page]:font-semibold aria-[current=page]:text-accent-800'
              }
            >
              {t(`categories:short.${category.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
