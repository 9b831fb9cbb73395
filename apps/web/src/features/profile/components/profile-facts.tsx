import type { Profile } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDay, formatDuration } from '../../../lib/format.ts';
import { useSellerFacts } from '../api/get-seller-facts.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * Member since and languages for everyone; a seller's average first
 * response and last delivery too (from GET /users/{id}/seller-facts).
 */
export function ProfileFacts({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const facts = useSellerFacts(profile._id, { enabled: profile.isSeller }).data;
  const rows = [
    { key: 'memberSince', value: formatDate(profile.createdAt, language) },
    { key: 'languages', value: profile.languages.length > 0 ? profile.languages.join(', ') : t('notGiven') },
  ];
  if (facts) {
    rows.push(
      {
        key: 'response',
        value:
          facts.averageResponseMinutes === null
            ? t('facts.noReplies')
            : formatDuration(facts.averageResponseMinutes, language),
      },
      {
        key: 'lastDelivery',
        value: facts.lastDeliveryAt ? formatDay(facts.lastDeliveryAt, language) : t('facts.noDelivery'),
      },
    );
  }
  return (
    <ProfileSection id="facts" title={t('sections.facts')}>
      <dl className="grid gap-3 text-sm">
        {rows.map(({ key, value }) => (
          <div key={key} className="grid gap-0.5">
            <dt className="text-slate-600">{t(`facts.${key}`)}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}
