import type { ComponentType, SVGProps } from 'react';

export interface Step {
  key: string;
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** A numbered list of steps with a line joining them. */
export function StepList({ id, title, steps }: { id: string; title: string; steps: Step[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <ol className="mt-8 space-y-8">
        {steps.map(({ key, title: stepTitle, text, Icon }, index) => (
          <li key={key} className="relative flex gap-4">
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="absolute top-12 bottom-[-1.5rem] left-5 w-px bg-slate-200" />
            )}
            <span
              className={
                'relative inline-flex size-10 shrink-0 items-center justify-center ' +
                'rounded-full bg-accent-50 text-accent-700 ring-4 ring-white'
              }
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-base font-semibold text-slate-900">
                <span className="text-accent-700">{index + 1}. </span>
                {stepTitle}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
