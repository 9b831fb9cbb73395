import type { GigStatus } from '@inkwell/domain/gigs/gig.process';
import { useTranslation } from 'react-i18next';

const TONES: Record<GigStatus, string> = {
  available: 'bg-slate-100 text-slate-700 ring-slate-300',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-300',
};

interface StatusBadgeProps {
  status: GigStatus;
  /** docs/product.md#gig-states hides the badge of an available gig; the seller's own list shows it. */
  showAvailable?: boolean;
  className?: string;
}

export function StatusBadge({ status, showAvailable = false, className = '' }: StatusBadgeProps) {
  const { t } = useTranslation('gigs');
  if (status === 'available' && !showAvailable) return null;
  return (
    <span
      className={
        `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ` +
        `whitespace-nowrap ring-1 ring-inset ${TONES[status]} ${className}`
      }
    >
      {t(`status.${status}`)}
    </span>
  );
}
