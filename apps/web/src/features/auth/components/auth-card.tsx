import type { ReactNode } from 'react';

interface AuthCardProps {
  titleId: string;
  title: string;
  subtitle: string;
  /** The line under the card linking to the other screen. */
  footer: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The centred card both the sign-in and the join screens sit in. */
export function AuthCard({ titleId, title, subtitle, footer, wide = false, children }: AuthCardProps) {
  return (
    <section aria-labelledby={titleId} className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className={`w-full ${wide ? 'max-w-xl' : 'max-w-md'}`}>
        <div className="rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9">
          <header className="mb-7 space-y-1.5 text-center">
            <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-slate-900">
              {title}
            </h1>
            <p className="text-sm text-slate-600">{subtitle}</p>
          </header>
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </div>
    </section>
  );
}
