import type { Profile } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { MaskedText } from '../../../components/contact-masking.tsx';
import { AwardIcon, ExternalLinkIcon } from '../../../components/ui/icons.tsx';
import { linkClass } from '../../../components/form/styles.ts';
import { EXTERNAL_REL, safeWebUrl } from '../safe-link.ts';
import { displayName } from '../profile-format.ts';
import { ProfileSection } from './profile-section.tsx';

/** About, experience, education, certifications and hobbies: the body of the CV. Empty parts are left out. */
export function CvSections({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <ProfileSection id="about" title={t('sections.about', { name: displayName(profile) })}>
        {profile.bio ? (
          <p className="text-base leading-relaxed break-words whitespace-pre-line text-slate-700">
            <MaskedText text={profile.bio} />
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('empty.about', { name: displayName(profile) })}</p>
        )}
      </ProfileSection>
      {profile.experience.length > 0 ? (
        <ProfileSection id="experience" title={t('sections.experience')}>
          <ul className="space-y-2.5 text-base text-slate-700">
            {profile.experience.map((line, index) => (
              <li key={index} className="flex gap-3 break-words">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-600" />
                <span className="min-w-0">{line}</span>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      {profile.education.length > 0 ? <EducationSection education={profile.education} /> : null}
      {profile.certifications.length > 0 ? <CertificationsSection certifications={profile.certifications} /> : null}
      {profile.hobbies.length > 0 ? (
        <ProfileSection id="hobbies" title={t('sections.hobbies')}>
          <ul className="flex flex-wrap gap-2">
            {profile.hobbies.map((hobby, index) => (
              <li key={index} className="rounded-full bg-slate-100 px-3 py-1 text-sm break-words text-slate-800">
                {hobby}
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
    </>
  );
}

function EducationSection({ education }: { education: Profile['education'] }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="education" title={t('sections.education')}>
      <ol className="space-y-4">
        {education.map((entry, index) => {
          const years = [entry.start, entry.end].filter(Boolean).join(' – ');
          return (
            <li key={index} className="border-s-2 border-accent-200 ps-4 break-words">
              <h3 className="font-semibold text-slate-900">{entry.institution}</h3>
              {entry.qualification ? <p className="text-slate-700">{entry.qualification}</p> : null}
              {entry.grade || years ? (
                <p className="mt-0.5 text-sm text-slate-600">
                  {[entry.grade ? t('education.grade', { grade: entry.grade }) : '', years].filter(Boolean).join(' · ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </ProfileSection>
  );
}

function CertificationsSection({ certifications }: { certifications: Profile['certifications'] }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="certifications" title={t('sections.certifications')}>
      <ul className="space-y-4">
        {certifications.map((certification, index) => {
          const href = safeWebUrl(certification.url);
          return (
            <li key={index} className="flex gap-3 break-words">
              <AwardIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{certification.title}</h3>
                <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-slate-700 @md:grid-cols-[auto_minmax(0,1fr)]">
                  {certification.issuer ? (
                    <Fact label={t('certifications.issuer')} value={certification.issuer} />
                  ) : null}
                  {certification.issuedOn ? (
                    <Fact label={t('certifications.issuedOn')} value={certification.issuedOn} />
                  ) : null}
                  {certification.credentialId ? (
                    <Fact label={t('certifications.credentialId')} value={certification.credentialId} />
                  ) : null}
                </dl>
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel={EXTERNAL_REL}
                    className={`${linkClass} mt-1.5 inline-flex items-center gap-1 text-sm`}
                  >
                    {t('certifications.show')}{' '}
                    <span className="sr-only">{t('certifications.showOf', { title: certification.title })}</span>{' '}
                    <ExternalLinkIcon className="size-3.5" />
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  );
}
