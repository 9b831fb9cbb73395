import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/operator', key: 'reports', end: true },
  { to: '/operator/disputes', key: 'disputes', end: false },
  { to: '/operator/rules', key: 'rules', end: false },
  { to: '/operator/audit', key: 'audit', end: false },
  { to: '/operator/finance', key: 'finance', end: false },
] as const;

/** The operators' hub's title and its pages: reports, disputes, rules per country, the audit log, finance. */
export function HubHeader({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('reports');
  return (
    <header>
      <p className="text-sm font-semibold text-accent-700">{t('hub.eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>
      <nav aria-label={t('hub.links.label')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `inline-flex h-10 items-center rounded-lg border px-3.5 text-sm font-semibold ` +
                  `focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ` +
                  `${
                    isActive
                      ? 'border-accent-700 bg-accent-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                  }`
                }
              >
                {t(`hub.links.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
