import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useGig } from '../api/get-gig.ts';
import { GigForm } from '../components/gig-form/gig-form.tsx';

/** /seller/add (new gig) and /seller/add?edit={gigId} (the seller's own gig). */
export function GigFormPage() {
  const { t } = useTranslation('gigForm');
  const [params] = useSearchParams();
  const editId = params.get('edit') ?? '';
  const title = editId ? t('title.edit') : t('title.create');
  useDocumentTitle(title);

  return (
    <div className="bg-slate-50">
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <header className="mb-8">
          <h1 id="gig-form-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 text-slate-600">{editId ? t('intro.edit') : t('intro.create')}</p>
        </header>
        {editId ? <EditGig id={editId} /> : <GigForm />}
      </div>
    </div>
  );
}

function EditGig({ id }: { id: string }) {
  const { t } = useTranslation('gigForm');
  const user = useCurrentUser();
  const gigQuery = useGig(id);

  if (gigQuery.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        {t('loading')}
      </p>
    );
  }
  const gig = gigQuery.data;
  const notFound = gigQuery.error instanceof ApiError && gigQuery.error.status === 404;
  if (!gig || gig.userId !== user?._id) {
    const reason = notFound ? 'notFound' : gig ? 'notOwner' : 'loadFailed';
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">{t(`editProblems.${reason}`)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {reason === 'loadFailed' ? (
            <button type="button" onClick={() => void gigQuery.refetch()} className={buttonClasses('primary', 'md')}>
              {t('retry')}
            </button>
          ) : null}
          <Link to="/seller/mygigs" className={buttonClasses('secondary', 'md')}>
            {t('backToMyGigs')}
          </Link>
        </div>
      </div>
    );
  }
  return <GigForm key={gig._id} gig={gig} />;
}
