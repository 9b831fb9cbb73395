import { countryName } from '@inkwell/domain/countries';
import type { Profile } from '@inkwell/domain/users/user.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { GlobeIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { displayName } from '../profile-format.ts';

interface ProfileHeaderProps {
  profile: Profile;
  /** The buttons of the page (Download PDF, Edit Profile). */
  actions?: ReactNode;
}

/** The top of the CV: picture, name, role, tagline, and where the person lives and comes from. */
export function ProfileHeader({ profile, actions }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = displayName(profile);
  const facts = [
    {
      key: 'country',
      label: t('fields.country'),
      value: profile.country ? countryName(profile.country, language) : '',
      icon: MapPinIcon,
    },
    {
      key: 'nationality',
      label: t('fields.nationality'),
      value: profile.nationality ? countryName(profile.nationality, language) : '',
      icon: GlobeIcon,
    },
    { key: 'phone', label: t('fields.phone'), value: profile.phone ?? '', icon: PhoneIcon },
  ].filter((fact) => fact.value !== '');

  return (
    <header
      className={
        'flex flex-col gap-5 rounded-2xl border border-slate-200 bg-gradient-to-br ' +
        'from-accent-50 via-white to-white p-5 @xl:flex-row @xl:items-start @xl:gap-6 @xl:p-8'
      }
    >
      <Avatar src={profile.img} className="size-24 shadow-sm ring-4 ring-white @xl:size-28" size={112} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 id="profile-name" className="text-2xl font-bold tracking-tight break-words text-slate-900 @xl:text-3xl">
            {name}
          </h1>
          <span className="inline-flex rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-800">
            {profile.isSeller ? t('role.seller') : t('role.client')}
          </span>
        </div>
        {name !== profile.username ? (
          <p className="mt-1 text-sm break-all text-slate-600">@{profile.username}</p>
        ) : null}
        {profile.isSeller && profile.desc ? (
          <p className="mt-3 max-w-2xl text-base text-slate-700">{profile.desc}</p>
        ) : null}
        {facts.length > 0 ? (
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            {facts.map(({ key, label, value, icon: Icon }) => (
              <div key={key} className="flex min-w-0 items-center gap-1.5">
                <dt>
                  <Icon className="size-4 shrink-0 text-slate-500" />
                  <span className="sr-only">{label}</span>
                </dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {actions ? (
        <div data-pdf-skip="" className="flex shrink-0 flex-wrap gap-3">
          {actions}
        </div>
      ) : null}
    </header>
  );
}
