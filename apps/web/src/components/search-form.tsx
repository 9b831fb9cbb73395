import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from './ui/icons.tsx';

/** The filters of the gig list that a new search keeps (the sort starts again at best match). */
const KEPT_FILTERS = ['cat', 'min', 'max'] as const;

/**
 * Where a search for `text` leads; null when the text is blank (docs/product.md#main-layout: blank
 * text is ignored). From the gig list (`from`: its address's query), the category and budget
 * filters stay.
 */
export function gigSearchPath(text: string, from?: URLSearchParams): string | null {
  const query = text.trim();
  if (!query) return null;
  const params = new URLSearchParams({ search: query });
  for (const name of KEPT_FILTERS) {
    const value = from?.get(name);
    if (value) params.set(name, value);
  }
  return `/gigs?${params.toString().replace(/\+/g, '%20')}`;
}

interface SearchFormProps {
  size?: 'lg' | 'sm';
  /** Name of the search landmark; each search box on a page needs its own. */
  label?: string;
  className?: string;
}

/**
 * The gig search box of the hero and the navbar: Enter or the button goes
 * to /gigs?search= (keeping the list's category and budget when on it).
 */
export function SearchForm({ size = 'lg', label, className = '' }: SearchFormProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const inputId = useId();
  const large = size === 'lg';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = gigSearchPath(text, location.pathname === '/gigs' ? new URLSearchParams(location.search) : undefined);
    if (path) void navigate(path);
  };

  return (
    <form
      role="search"
      aria-label={label ?? t('search.label')}
      onSubmit={onSubmit}
      className={
        `flex w-full items-center rounded-xl border border-slate-300 bg-white shadow-sm ` +
        `focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-200 ${className}`
      }
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <SearchIcon className={`ml-3 shrink-0 text-slate-500 ${large ? 'size-5' : 'size-4'}`} />
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={
          `min-w-0 flex-1 bg-transparent px-2.5 text-slate-900 placeholder:text-slate-500 ` +
          `focus:outline-none ${large ? 'h-14 text-base' : 'h-10 text-sm'}`
        }
      />
      <button
        type="submit"
        className={
          `shrink-0 rounded-lg bg-accent-700 font-semibold text-white transition-colors ` +
          `hover:bg-accent-800 ${large ? 'mr-1.5 h-11 px-5 text-base' : 'mr-1 h-8 px-3 text-sm'}`
        }
      >
        {t('search.submit')}
      </button>
    </form>
  );
}
