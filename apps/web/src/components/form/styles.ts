/** Shared looks of the sign-in and join forms: slate neutrals with the app's accent (index.css). */
export const controlClass =
  'block w-full scroll-mt-36 rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 ' +
  'shadow-xs outline-hidden transition-colors placeholder:text-slate-400 focus:ring-3 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm';

export function controlState(invalid: boolean): string {
  return invalid
    ? 'border-red-600 focus:border-red-600 focus:ring-red-600/20'
    : 'border-slate-300 hover:border-slate-400 focus:border-accent-600 focus:ring-accent-600/25';
}

export const linkClass =
  'rounded-sm font-medium text-accent-700 underline-offset-4 hover:text-accent-800 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';
