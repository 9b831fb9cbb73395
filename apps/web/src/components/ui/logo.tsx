import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Inkwell mark and name; a link home. `compact` shows the name from 640 px only (the mark alone on phones). */
export function Logo({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={
        `inline-flex shrink-0 items-center gap-2 rounded-lg text-lg ` +
        `font-bold tracking-tight text-slate-900 ${className}`
      }
      aria-label={t('logoLabel')}
    >
      <LogoMark className="size-8" />
      <span className={compact ? 'hidden sm:inline' : undefined}>Inkwell</span>
    </Link>
  );
}

export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1e40af" />
      <path
        d="M16 6c3.2 4.6 6.5 8.6 6.5 12.4A6.5 6.5 0 0 1 16 25a6.5 6.5 0 0 1-6.5-6.6C9.5 14.6 12.8 10.6 16 6Z"
        fill="#fff"
      />
      <path d="M16 15.5v9.3" stroke="#1e40af" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="16" cy="15.2" r="1.6" fill="#1e40af" />
    </svg>
  );
}
