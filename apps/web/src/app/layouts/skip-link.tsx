import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first Tab of a layout reaches this link; it moves focus past the navbar to the page. */
export function SkipLink() {
  const { t } = useTranslation();

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToContent}
      className={
        'sr-only rounded-lg bg-white font-semibold text-accent-800 shadow-lg focus:not-sr-only ' +
        'focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2'
      }
    >
      {t('skipToContent')}
    </a>
  );
}
