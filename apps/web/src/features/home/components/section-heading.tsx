import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** Controls shown on the heading's right (the carousel's buttons). */
  aside?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, intro, aside }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-3 text-base text-pretty text-slate-600">{intro}</p>}
      </div>
      {aside}
    </div>
  );
}
