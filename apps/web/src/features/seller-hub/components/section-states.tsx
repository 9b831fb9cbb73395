import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';

/** A dashboard section still loading: its placeholder, announced once by `label`. */
export function SectionLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

interface SectionErrorProps {
  title: string;
  body: string;
  onRetry: () => void;
  /** A retry is under way. */
  pending: boolean;
  className?: string;
}

/** A dashboard section that could not load, with Try again (the rest of the dashboard stays usable). */
export function SectionError({ title, body, onRetry, pending, className = '' }: SectionErrorProps) {
  const { t } = useTranslation('sellerHub');
  return (
    <div role="alert" className={`px-5 py-8 text-center ${className}`}>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{body}</p>
      <button type="button" onClick={onRetry} disabled={pending} className={buttonClasses('secondary', 'sm', 'mt-4')}>
        {t('retry')}
      </button>
    </div>
  );
}
