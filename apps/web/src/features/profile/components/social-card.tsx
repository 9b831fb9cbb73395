import type { Profile, Social } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../../components/ui/icons.tsx';
import { displayUrl, EXTERNAL_REL, safeWebUrl } from '../safe-link.ts';
import { ProfileSection } from './profile-section.tsx';

const NETWORKS = ['linkedin', 'twitter', 'github', 'website'] as const satisfies readonly (keyof Social)[];

/** The person's links elsewhere; only web addresses become links, and they open in a new tab without an opener. */
export function SocialCard({ social }: { social: Profile['social'] }) {
  const { t } = useTranslation('profile');
  const links = NETWORKS.map((network) => ({ network, href: safeWebUrl(social[network]) })).filter(
    (link): link is { network: (typeof NETWORKS)[number]; href: string } => link.href !== null,
  );
  if (links.length === 0) return null;
  return (
    <ProfileSection id="social" title={t('sections.social')}>
      <ul className="space-y-3">
        {links.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel={EXTERNAL_REL}
              className={
                'group flex items-start gap-3 rounded-lg p-1 -m-1 ' +
                'hover:bg-slate-50 focus-visible:outline-2 ' +
                'focus-visible:outline-offset-2 focus-visible:outline-accent-600'
              }
            >
              <ExternalLinkIcon className="mt-0.5 size-4 shrink-0 text-slate-500 group-hover:text-accent-700" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 group-hover:text-accent-800">
                  {t(`social.${network}`)}
                </span>{' '}
                <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">{displayUrl(href)}</span>{' '}
                <span className="sr-only">{t('newTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
