import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileError } from '../components/profile-error.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { ProfileView } from '../components/profile-view.tsx';
import { displayName } from '../profile-format.ts';
import '../profile-print.css';

/** /profile/{id}: the person's CV (docs/product.md#profiles), with the reviews they received. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('profile');
  const profileQuery = useProfile(id);
  const profile = profileQuery.data;
  // A malformed id is a 400 and an unknown one a 404: either way there is no such profile.
  const notFound =
    profileQuery.error instanceof ApiError && (profileQuery.error.status === 404 || profileQuery.error.status === 400);
  useDocumentTitle(profile ? t('meta.title', { name: displayName(profile) }) : notFound ? t('states.notFound') : null);

  if (profileQuery.isPending) return <ProfileSkeleton />;
  if (notFound) return <NotFoundPage />;
  if (profileQuery.isError || !profile) {
    return <ProfileError onRetry={() => void profileQuery.refetch()} retrying={profileQuery.isFetching} />;
  }
  // A new profile starts a new view: nothing of the last one's editing carries over.
  return <ProfileView key={profile._id} profile={profile} />;
}
