import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ContactMaskedNotice, MaskedText } from '../../../components/contact-masking.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { ReportButton } from '../../reports/index.ts';
import { GigReviews } from '../../reviews/index.ts';
import { useGig } from '../api/get-gig.ts';
import { DocumentCard } from '../components/document-card.tsx';
import { GigGallery } from '../components/gig-gallery.tsx';
import { GigListError } from '../components/list-states.tsx';
import { PriceCard } from '../components/price-card.tsx';
import { averageStars, Rating } from '../../../components/rating.tsx';
import { SellerCard } from '../components/seller-card.tsx';
import { PurposeBadge } from '../components/purpose-badge.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { GigPageSkeleton } from '../components/gig-page-skeleton.tsx';
import type { GigSavedState } from '../gig-form-schema.ts';

/** /gig/{id}: gallery, description, price breakdown with the actions, seller card, document, reviews. */
export function GigPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['gig', 'categories']);
  const viewer = useCurrentUser();
  const location = useLocation();
  const gigQuery = useGig(id);
  const gig = gigQuery.data;
  useDocumentTitle(gig?.title ?? (gigQuery.isError ? t('notFound') : null));
  const saved = (location.state as GigSavedState | null)?.saved;

  if (gigQuery.isPending) return <GigPageSkeleton />;
  if (gigQuery.isError) {
    if (gigQuery.error instanceof ApiError && gigQuery.error.status === 404) return <NotFoundPage />;
    return (
      <div className="container-page py-10">
        <GigListError onRetry={() => void gigQuery.refetch()} />
      </div>
    );
  }
  if (!gig) return null;

  return (
    <div className="container-page py-8 sm:py-10">
      {saved ? (
        <div className="mb-6">
          <FormAlert tone="success">{t(`saved.${saved}`)}</FormAlert>
        </div>
      ) : null}
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
          <li>
            <Link to="/gigs" className="hover:text-slate-900 hover:underline">
              {t('allGigs')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={`/gigs?cat=${gig.cat}`}
              className="font-medium text-accent-700 hover:text-accent-800 hover:underline"
            >
              {t(`categories:${gig.cat}`)}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <header className="space-y-3">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              <MaskedText text={gig.title} />
            </h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
              <span>{t('by', { username: gig.seller.username })}</span>
              <Rating average={averageStars(gig.totalStars, gig.starNumber)} count={gig.starNumber} />
              <StatusBadge status={gig.status} />
            </div>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>{t('purposeLine')}</span>
              <PurposeBadge purpose={gig.purpose} />
              <span className="text-slate-600">{t(`common:purpose.hint.${gig.purpose}`)}</span>
            </p>
          </header>
          <GigGallery title={gig.title} cat={gig.cat} cover={gig.cover} images={gig.images} />
        </div>
        {/* On small screens the price and actions come right after
           the pictures; on large ones they stay beside the text. */}
        <aside
          aria-label={t('sidebar')}
          className="space-y-6 lg:sticky lg:top-44 lg:col-start-2 xl:top-32 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <PriceCard gig={gig} viewer={viewer} />
          <SellerCard seller={gig.seller} />
          <ReportButton targetType="gig" targetId={gig._id} ownerId={gig.userId} />
        </aside>
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-lg font-semibold text-slate-900">
              {t('about')}
            </h2>
            <div className="mt-3 space-y-4 text-base leading-relaxed whitespace-pre-line text-slate-700">
              <MaskedText text={gig.desc} />
            </div>
            {gig.textMasked ? <ContactMaskedNotice writer={viewer?._id === gig.userId} className="mt-3" /> : null}
          </section>
          <DocumentCard gig={gig} />
          <GigReviews gigId={gig._id} reviewCount={gig.starNumber} />
        </div>
      </div>
    </div>
  );
}
