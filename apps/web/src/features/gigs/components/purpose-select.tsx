import { GIG_PURPOSES, type GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../components/form/styles.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

/** The purpose filter of /gigs: what the work is for, or every purpose. */
export function PurposeSelect({
  value,
  onChange,
}: {
  value: GigPurpose | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['gigs', 'common']);
  const id = useId();
  return (
    <div className="min-w-0 sm:w-56">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {t('gigs:filters.purpose')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} ${controlState(false)} h-11 appearance-none py-2 pe-9`}
        >
          <option value="">{t('gigs:filters.allPurposes')}</option>
          {GIG_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {t(`common:purpose.${purpose}`)}
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
