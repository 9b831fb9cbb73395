import { COUNTRY_CODES, countryName } from '@inkwell/domain/countries';
import { useMemo, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface CountrySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Every ISO country, named and sorted in the reader's language; the value is the code. */
export function CountrySelect({ placeholder, className, ...select }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
  return (
    <div className="relative">
      <select {...select} className={`${className ?? ''} appearance-none pe-10`}>
        <option value="">{placeholder}</option>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
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
    </div>
  );
}
