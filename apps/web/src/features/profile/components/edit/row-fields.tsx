import { LINE_MAX, LIST_ITEMS_MAX } from '@inkwell/domain/limits';
import type { UpdateProfileInput } from '@inkwell/domain/users/user.schema';
import { useFieldArray, type Control, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/form/field.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { PlusIcon, TrashIcon } from '../../../../components/ui/icons.tsx';
import { EMPTY_CERTIFICATION, EMPTY_EDUCATION, type ProfileFormValues } from '../../profile-form-schema.ts';

interface RowFieldsProps {
  control: Control<ProfileFormValues, unknown, UpdateProfileInput>;
  register: UseFormRegister<ProfileFormValues>;
  message: (path: string) => string | undefined;
}

const ROWS = {
  education: {
    empty: EMPTY_EDUCATION,
    fields: [
      { name: 'institution', required: true, wide: true },
      { name: 'qualification', required: false, wide: true },
      { name: 'grade', required: false, wide: false },
      { name: 'start', required: false, wide: false },
      { name: 'end', required: false, wide: false },
    ],
  },
  certifications: {
    empty: EMPTY_CERTIFICATION,
    fields: [
      { name: 'title', required: true, wide: true },
      { name: 'issuer', required: false, wide: true },
      { name: 'issuedOn', required: false, wide: false },
      { name: 'credentialId', required: false, wide: false },
      { name: 'url', required: false, wide: true },
    ],
  },
} as const;

/** Education or certifications as rows: each with its fields, Remove; Add another below (at most LIST_ITEMS_MAX). */
export function RowFields({ list, control, register, message }: RowFieldsProps & { list: keyof typeof ROWS }) {
  const { t } = useTranslation('profile');
  const { fields, append, remove } = useFieldArray({ control, name: list });
  const { empty, fields: columns } = ROWS[list];
  return (
    <div className="space-y-4">
      {fields.length === 0 ? <p className="text-sm text-slate-600">{t(`edit.${list}.none`)}</p> : null}
      {fields.map((row, index) => {
        const legend = t(`edit.${list}.row`, { number: index + 1 });
        return (
          <fieldset key={row.id} className="rounded-xl border border-slate-200 p-4">
            <legend className="float-left pt-1.5 text-sm font-semibold text-slate-900">{legend}</legend>
            <div className="flex justify-end">
              <button type="button" onClick={() => remove(index)} className={buttonClasses('ghost', 'sm')}>
                <TrashIcon className="size-4" />
                {t('edit.remove')} <span className="sr-only">{legend}</span>
              </button>
            </div>
            <div className="clear-both grid gap-4 pt-3 sm:grid-cols-3">
              {columns.map(({ name, required, wide }) => {
                const path = `${list}.${index}.${name}`;
                return (
                  <div key={name} className={wide ? 'sm:col-span-3' : ''}>
                    <Field
                      id={`profile-${list}-${index}-${name}`}
                      label={t(`edit.${list}.${name}`)}
                      note={required ? undefined : t('edit.optional')}
                      error={message(path)}
                    >
                      {(controlProps) => (
                        <input
                          {...controlProps}
                          {...register(path as Path<ProfileFormValues>)}
                          type={name === 'url' ? 'url' : 'text'}
                          inputMode={name === 'url' ? 'url' : undefined}
                          placeholder={name === 'url' ? 'https://' : undefined}
                          maxLength={LINE_MAX}
                        />
                      )}
                    </Field>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => append({ ...empty })}
        disabled={fields.length >= LIST_ITEMS_MAX}
        className={buttonClasses('secondary', 'sm')}
      >
        <PlusIcon className="size-4" />
        {t(`edit.${list}.add`)}
      </button>
    </div>
  );
}
