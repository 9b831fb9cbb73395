import type { Profile } from '@inkwell/domain/users/user.schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { DownloadIcon, PenIcon } from '../../../components/ui/icons.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { ReportButton } from '../../reports/index.ts';
import { PDF_SKIP_ATTRIBUTE, pdfFileName } from '../pdf-export.ts';
import { displayName } from '../profile-format.ts';
import { usePdfExport } from '../use-pdf-export.ts';
import { ContactCard } from './contact-card.tsx';
import { CvSections } from './cv-sections.tsx';
import { ProfileForm } from './edit/profile-form.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileReviews } from './profile-reviews.tsx';
import { ProfileStructuredData } from './profile-structured-data.tsx';
import { SocialCard } from './social-card.tsx';

const skip = { [PDF_SKIP_ATTRIBUTE]: '' };

/** The loaded profile: the CV, Download PDF for everyone, and for the owner alone the Edit Profile toggle and form. */
export function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const viewer = useCurrentUser();
  const isOwner = viewer !== null && viewer._id === profile._id;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const cv = useRef<HTMLElement>(null);
  const { exporting, exportPdf } = usePdfExport(cv, pdfFileName(displayName(profile)), !editing);

  const toggleEditing = () => {
    setSaved(false);
    setEditing((open) => !open);
  };
  const onSaved = () => {
    setEditing(false);
    setSaved(true);
    cv.current?.scrollIntoView?.({ block: 'start' });
  };

  const actions = (
    <>
      <button
        type="button"
        onClick={() => void exportPdf()}
        disabled={exporting || editing}
        className={buttonClasses('secondary', 'md')}
      >
        <DownloadIcon className="size-4" />
        {exporting ? t('pdf.working') : t('pdf.download')}
      </button>
      {isOwner ? (
        <button
          type="button"
          aria-pressed={editing}
          onClick={toggleEditing}
          className={buttonClasses(
            editing ? 'secondary' : 'primary',
            'md',
            editing ? 'border-accent-600 bg-accent-50' : '',
          )}
        >
          <PenIcon className="size-4" />
          {t('edit.toggle')}
        </button>
      ) : null}
    </>
  );

  return (
    <div data-profile-page="" className="container-page py-8 sm:py-10">
      <ProfileStructuredData profile={profile} />
      {saved ? (
        <div className="mb-6" {...skip}>
          <FormAlert tone="success">{t('edit.saved')}</FormAlert>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {exporting ? t('pdf.working') : ''}
      </p>
      <article ref={cv} id="profile-cv" aria-labelledby="profile-name" className="@container scroll-mt-36 space-y-6">
        <ProfileHeader profile={profile} actions={actions} />
        {editing ? (
          <ProfileForm profile={profile} onSaved={onSaved} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <div
              className={
                'grid gap-6 @2xl:grid-cols-[minmax(0,1fr)_16rem] ' +
                '@5xl:grid-cols-[minmax(0,1fr)_20rem] ' +
                '@6xl:grid-cols-[minmax(0,1fr)_22rem]'
              }
            >
              <div className="min-w-0 space-y-6">
                <CvSections profile={profile} />
              </div>
              <aside aria-label={t('sidebar')} className="min-w-0 space-y-6">
                <ContactCard profile={profile} />
                <ProfileFacts profile={profile} />
                <SocialCard social={profile.social} />
                <div {...skip}>
                  <ReportButton targetType="user" targetId={profile._id} ownerId={profile._id} />
                </div>
              </aside>
            </div>
            <ProfileReviews profile={profile} />
          </>
        )}
      </article>
    </div>
  );
}
