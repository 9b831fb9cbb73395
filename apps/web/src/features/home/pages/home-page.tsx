import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AcademicHighlights } from '../components/academic-highlights.tsx';
import { CategoryCarousel } from '../components/category-carousel.tsx';
import { ClientReviews } from '../components/client-reviews.tsx';
import { FeaturePoints } from '../components/feature-points.tsx';
import { Hero } from '../components/hero.tsx';
import { SellerInvite } from '../components/seller-invite.tsx';
import { StructuredData } from '../components/structured-data.tsx';

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('meta.title'));
  return (
    <>
      <StructuredData />
      <Hero />
      <FeaturePoints />
      <AcademicHighlights />
      <CategoryCarousel />
      <ClientReviews />
      <SellerInvite />
    </>
  );
}
