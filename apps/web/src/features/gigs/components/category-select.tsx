import { CATEGORIES, type CategoryId } from '@inkwell/domain/categories';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../components/form/styles.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

/** The category filter of /gigs: every category (names translated, values canonical) or all. */
export function CategorySelect({
  value,
  onChange,
}: {
  value: CategoryId | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['gigs', 'categories']);
  const id = useId();
  return (
    <div className="min-w-0 sm:w-64">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {t('gigs:filters.category')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} ${controlState(false)} h-11 appearance-none py-2 pe-9`}
        >
          <option value="">{t('gigs:filters.allCategories')}</option>
          {CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {t(`categories:${category.id}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          className={'pointer-events-none absolute end-3 top-1/2 ' + 'size-4 -translate-y-1/2 text-slate-500'}
        />
      </div>
    </div>
  );
}
