/** Shared looks of the sign-in and join forms: neutral slate with one emerald accent. */
export const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs outline-hidden transition-colors placeholder:text-slate-400 focus:ring-3 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm';

export function controlState(invalid: boolean): string {
  return invalid
    ? 'border-red-600 focus:border-red-600 focus:ring-red-600/20'
    : 'border-slate-300 hover:border-slate-400 focus:border-emerald-600 focus:ring-emerald-600/20';
}

export const linkClass =
  'rounded-sm font-medium text-emerald-700 underline-offset-4 hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';
