import { COUNTRY_CODES, countryName } from '@inkwell/domain/countries';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../../../../components/form/field.tsx';

interface CountryComboboxProps extends ControlProps {
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  placeholder: string;
  ref?: Ref<HTMLInputElement>;
}

/** Lower case without accents, so "cote" finds Côte d'Ivoire and "osterreich" Österreich. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Every ISO country, named and sorted in the reader's language, searchable by typing (ARIA combobox
 * with a list box). The value is the country code; clearing the text and leaving means "none".
 */
export function CountryCombobox({
  value,
  onChange,
  onBlur,
  placeholder,
  ref,
  id,
  className,
  ...aria
}: CountryComboboxProps) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
  const nameOf = (code: string) => options.find((option) => option.code === code)?.name ?? '';
  // What the reader is typing; null while the input shows the chosen country.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const shown = useMemo(() => {
    if (draft === null || draft.trim() === '') return options;
    const query = fold(draft);
    const starts = options.filter((option) => fold(option.name).startsWith(query));
    const contains = options.filter(
      (option) => !fold(option.name).startsWith(query) && fold(option.name).includes(query),
    );
    return [...starts, ...contains];
  }, [draft, options]);

  useEffect(() => {
    if (!open || active < 0) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (code: string) => {
    onChange(code);
    setDraft(null);
    setOpen(false);
    setActive(-1);
  };

  /**
   * Leaving the field keeps an exact name typed, clears on empty text, and otherwise goes back to the chosen country.
   */
  const commit = () => {
    if (draft !== null) {
      const typed = fold(draft);
      if (typed === '') onChange('');
      else {
        const exact = options.find((option) => fold(option.name) === typed);
        if (exact) onChange(exact.code);
      }
    }
    setDraft(null);
    setOpen(false);
    setActive(-1);
    onBlur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        const current = shown.findIndex((option) => option.code === value);
        setActive(current >= 0 ? current : 0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(shown.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
      if (option) choose(option.code);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDraft(null);
      setOpen(false);
      setActive(-1);
    }
  };

  const activeOption = open ? shown[active] : undefined;
  return (
    <div className="relative">
      <input
        {...aria}
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.code}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={draft ?? nameOf(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        className={`${className} pe-10`}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute top-1/2 end-3 size-5 -translate-y-1/2 text-slate-500"
      >
        <path
          fillRule="evenodd"
          d={
            'M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 ' +
            '1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z'
          }
          clipRule="evenodd"
        />
      </svg>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t('edit.countries')}
        hidden={!open}
        className={
          'absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg ' +
          'border border-slate-200 bg-white py-1 text-sm shadow-lg'
        }
      >
        {shown.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-slate-600">
            {t('edit.noCountry')}
          </li>
        ) : (
          shown.map((option, index) => (
            <li
              key={option.code}
              id={`${listId}-${option.code}`}
              role="option"
              aria-selected={option.code === value}
              data-index={index}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option.code)}
              onMouseMove={() => setActive(index)}
              className={
                `cursor-pointer px-3 py-2 ` +
                `${index === active ? 'bg-accent-50 text-accent-900' : 'text-slate-800'} ` +
                `${option.code === value ? 'font-semibold' : ''}`
              }
            >
              {option.name}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
