import type { ReactNode } from 'react';

interface ProfileSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  /** Beside the title, e.g. the reviews' average. */
  aside?: ReactNode;
}

/** One card of the CV with its heading; the heading names the region for screen readers. */
export function ProfileSection({ id, title, children, aside }: ProfileSectionProps) {
  return (
    <section
      aria-labelledby={`profile-${id}-title`}
      className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-5 @xl:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={`profile-${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
