import { countryName } from '@inkwell/domain/countries';
import type { Profile } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { linkClass } from '../../../components/form/styles.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * Email, phone, country and nationality. The server sends email and phone to their owner, to
 * operators, and to everyone else only when the owner shows them (showContact); else they are null and
 * the card says they are private. The owner (or an operator) reading a private contact is told who sees it.
 */
export function ContactCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const notGiven = <span className="text-slate-500">{t('notGiven')}</span>;
  const rows = [
    profile.email === null
      ? null
      : {
          key: 'email',
          value: profile.email ? (
            <a href={`mailto:${profile.email}`} className={`${linkClass} break-all`}>
              {profile.email}
            </a>
          ) : (
            notGiven
          ),
        },
    profile.phone === null
      ? null
      : {
          key: 'phone',
          value: profile.phone ? (
            <a href={`tel:${profile.phone.replace(/[^+0-9]/g, '')}`} className={linkClass}>
              {profile.phone}
            </a>
          ) : (
            notGiven
          ),
        },
    { key: 'country', value: profile.country ? countryName(profile.country, language) : notGiven },
    { key: 'nationality', value: profile.nationality ? countryName(profile.nationality, language) : notGiven },
  ].filter((row) => row !== null);

  return (
    <ProfileSection id="contact" title={t('sections.contact')}>
      <dl className="grid gap-3 text-sm">
        {rows.map(({ key, value }) => (
          <div key={key} className="grid gap-0.5">
            <dt className="text-slate-600">{t(`fields.${key}`)}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {profile.email === null || !profile.showContact ? (
        <p data-pdf-skip="" className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
          {profile.email === null ? t('contact.privateNote') : t('contact.hiddenNote')}
        </p>
      ) : null}
    </ProfileSection>
  );
}
