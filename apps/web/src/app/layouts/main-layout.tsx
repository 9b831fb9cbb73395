import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { Navbar } from '../../components/layout/navbar.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** Navbar, the page, footer; the first Tab reaches a link that skips the navbar. */
export function MainLayout() {
  const { t } = useTranslation();

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToContent}
        className="sr-only rounded-lg bg-white font-semibold text-accent-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
