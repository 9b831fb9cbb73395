import { countryName } from '@inkwell/domain/countries';
import type { Profile } from '@inkwell/domain/users/user.schema';
import { safeWebUrl } from '../safe-link.ts';
import { displayName } from '../profile-format.ts';

/**
 * schema.org ProfilePage about a Person, for search engines. Only what every visitor may see goes in
 * (no email, no phone). A data block (type application/ld+json) is not a script the browser runs.
 */
export function ProfileStructuredData({ profile }: { profile: Profile }) {
  const origin = window.location.origin;
  const url = `${origin}/profile/${profile._id}`;
  const image = profile.img ? new URL(profile.img, origin).href : undefined;
  const sameAs = Object.values(profile.social)
    .map(safeWebUrl)
    .filter((link) => link !== null);
  const person = {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: displayName(profile),
    alternateName: profile.username,
    url,
    image,
    description: profile.bio || profile.desc || undefined,
    nationality: profile.nationality ? { '@type': 'Country', name: countryName(profile.nationality, 'en') } : undefined,
    homeLocation: profile.country ? { '@type': 'Country', name: countryName(profile.country, 'en') } : undefined,
    knowsLanguage: profile.languages.length > 0 ? profile.languages : undefined,
    alumniOf:
      profile.education.length > 0
        ? profile.education.map((entry) => ({ '@type': 'EducationalOrganization', name: entry.institution }))
        : undefined,
    hasCredential:
      profile.certifications.length > 0
        ? profile.certifications.map((certification) => ({
            '@type': 'EducationalOccupationalCredential',
            name: certification.title,
            recognizedBy: certification.issuer ? { '@type': 'Organization', name: certification.issuer } : undefined,
            url: safeWebUrl(certification.url) ?? undefined,
          }))
        : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    dateCreated: profile.createdAt,
    mainEntity: person,
  };
  // "<" is escaped so that no text in the data can close the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
