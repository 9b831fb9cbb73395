import { useTranslation } from 'react-i18next';
import { deferred } from '../../../components/deferred.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AcademicHighlights } from '../components/academic-highlights.tsx';
import { ClientReviews } from '../components/client-reviews.tsx';
import { FeaturePoints } from '../components/feature-points.tsx';
import { Hero } from '../components/hero.tsx';
import { SellerInvite } from '../components/seller-invite.tsx';

/**
 * The category carousel, below the first screen on every device: its code is not in the first
 * download, and the server's markup of it stays as it is until its code has come (decision 032,
 * "Start-up in small tasks"). Opening home inside the app loads it with the page (`preloadHomePage`).
 */
const LazyCategoryCarousel = deferred(
  async () => (await import('../components/category-carousel.tsx')).CategoryCarousel,
  () => null,
);

/** What home needs once the app is running, loaded with its route: the carousel's code. */
export const preloadHomePage = () => LazyCategoryCarousel.preload();

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('meta.title'));
  return (
    <>
      <Hero />
      <FeaturePoints />
      <AcademicHighlights />
      <LazyCategoryCarousel />
      <ClientReviews />
      <SellerInvite />
    </>
  );
}
