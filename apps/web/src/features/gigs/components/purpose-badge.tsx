import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { useTranslation } from 'react-i18next';

/** What a gig's work is for, as a small badge: on cards, the gig page and orders. */
export function PurposeBadge({ purpose, className = '' }: { purpose: GigPurpose; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={
        `inline-flex items-center rounded-full bg-indigo-50 px-2.5 py-0.5 ` +
        `text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ${className}`
      }
    >
      <span className="sr-only">{t('purpose.label')}: </span>
      {t(`purpose.${purpose}`)}
    </span>
  );
}
