import { BIO_MAX, DESC_MAX, FULL_NAME_MAX, PHONE_MAX } from '@inkwell/domain/limits';
import type { Profile, UpdateProfileInput } from '@inkwell/domain/users/user.schema';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Controller, get, useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/form/field.tsx';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../../components/form/submit-button.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { fieldErrorText, problemText, toFieldError } from '../../../../lib/problem-text.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { profileFormDefaults, profileFormResolver, type ProfileFormValues } from '../../profile-form-schema.ts';
import { AvatarField } from './avatar-field.tsx';
import { CountryCombobox } from './country-combobox.tsx';
import { RowFields } from './row-fields.tsx';

interface ProfileFormProps {
  profile: Profile;
  onSaved: () => void;
  onCancel: () => void;
}

const SOCIAL = ['linkedin', 'twitter', 'github', 'website'] as const;
const LISTS = ['languages', 'experience', 'hobbies'] as const;

/**
 * The owner's Edit Profile form (docs/product.md#profiles), checked with the server's own schema.
 * A refused save keeps everything typed and says why above the form and on each field (a row's
 * field such as "education.0.institution" too), in the reader's language (lib/problem-text.ts).
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(profile._id);
  const form = useForm<ProfileFormValues, unknown, UpdateProfileInput>({
    resolver: profileFormResolver,
    defaultValues: profileFormDefaults(profile),
  });
  const { register, control, handleSubmit, formState, setValue, setError, clearErrors } = form;
  const [img, bio] = useWatch({ control, name: ['img', 'bio'] });
  const [alert, setAlert] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);
  // A list written one per line is checked as a list (at most so many lines) and line by line.
  const message = (path: string) =>
    fieldErrorText(t, get(formState.errors, path) as FieldError | undefined, {
      form: 'profile',
      field: (LISTS as readonly string[]).includes(path) ? 'lines' : path.split('.').at(-1),
    });

  const onValid = async (values: UpdateProfileInput) => {
    setAttempt((count) => count + 1);
    setAlert(null);
    setPending(true);
    try {
      await update.mutateAsync(values);
      onSaved();
    } catch (error) {
      setAlert(problemText(t, error, t('edit.saveFailed')));
      // Unlock the form first, so the first field in error can take the focus.
      flushSync(() => setPending(false));
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      fields.forEach(([path, [problem]], index) => {
        if (problem) setError(path as Path<ProfileFormValues>, toFieldError(problem), { shouldFocus: index === 0 });
      });
    }
  };

  const onInvalid = () => {
    setAttempt((count) => count + 1);
    setAlert(t('errors.checkFields'));
  };

  const text = (
    name: 'fullName' | 'phone',
    max: number,
    extra: { type?: string; autoComplete?: string; inputMode?: 'tel' } = {},
  ) => (
    <Field
      id={`profile-${name}`}
      label={t(`fields.${name === 'fullName' ? 'fullName' : 'phone'}`)}
      note={t('edit.optional')}
      error={message(name)}
    >
      {(controlProps) => (
        <input
          {...controlProps}
          {...register(name)}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={max}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-labelledby="profile-form-title"
      aria-busy={pending}
      className="space-y-6"
    >
      <h2 id="profile-form-title" className="text-xl font-semibold text-slate-900">
        {t('edit.title')}
      </h2>
      {alert ? (
        <FormAlert key={attempt} tone="error">
          {alert}
        </FormAlert>
      ) : null}
      <fieldset disabled={pending} className="space-y-6">
        <FormCard title={t('edit.sections.identity')}>
          <AvatarField
            value={img}
            onChange={(url) => {
              setValue('img', url, { shouldDirty: true });
              clearErrors('img');
            }}
            onUploading={setUploading}
            error={message('img')}
          />
          {text('fullName', FULL_NAME_MAX, { autoComplete: 'name' })}
          <Field id="profile-email" label={t('fields.email')} hint={t('edit.emailHint')}>
            {(controlProps) => <input {...controlProps} type="email" value={profile.email ?? ''} disabled readOnly />}
          </Field>
          {text('phone', PHONE_MAX, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          <div className="flex items-start gap-3">
            <input
              id="profile-show-contact"
              type="checkbox"
              {...register('showContact')}
              aria-describedby="profile-show-contact-hint"
              className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-accent-700"
            />
            <div>
              <label htmlFor="profile-show-contact" className="block text-sm font-medium text-slate-800">
                {t('edit.showContact')}
              </label>
              <p id="profile-show-contact-hint" className="text-sm text-slate-500">
                {t('edit.showContactHint')}
              </p>
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {(['country', 'nationality'] as const).map((name) => (
              <Field
                key={name}
                id={`profile-${name}`}
                label={t(`fields.${name}`)}
                note={t('edit.optional')}
                hint={t('edit.countryHint')}
                error={message(name)}
              >
                {(controlProps) => (
                  <Controller
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <CountryCombobox
                        {...controlProps}
                        ref={field.ref}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        placeholder={t('edit.countryPlaceholder')}
                      />
                    )}
                  />
                )}
              </Field>
            ))}
          </div>
        </FormCard>

        <FormCard title={t('edit.sections.about')}>
          <Field
            id="profile-bio"
            label={t('edit.bio')}
            note={t('edit.optional')}
            hint={<span aria-live="off">{t('edit.bioCount', { length: bio.length, max: BIO_MAX })}</span>}
            error={message('bio')}
          >
            {(controlProps) => (
              <textarea
                {...controlProps}
                {...register('bio')}
                rows={7}
                maxLength={BIO_MAX}
                placeholder={t('edit.bioPlaceholder')}
              />
            )}
          </Field>
          {profile.isSeller ? (
            <Field
              id="profile-desc"
              label={t('edit.desc')}
              note={t('edit.optional')}
              hint={t('edit.descHint')}
              error={message('desc')}
            >
              {(controlProps) => <textarea {...controlProps} {...register('desc')} rows={2} maxLength={DESC_MAX} />}
            </Field>
          ) : null}
        </FormCard>

        <FormCard title={t('edit.sections.lists')}>
          {LISTS.map((name) => (
            <Field
              key={name}
              id={`profile-${name}`}
              label={t(`edit.${name}`)}
              note={t('edit.optional')}
              hint={t('edit.onePerLine')}
              error={message(name)}
            >
              {(controlProps) => <textarea {...controlProps} {...register(name)} rows={name === 'languages' ? 3 : 4} />}
            </Field>
          ))}
        </FormCard>

        <FormCard title={t('sections.education')}>
          <RowFields list="education" control={control} register={register} message={message} />
        </FormCard>

        <FormCard title={t('sections.certifications')}>
          <RowFields list="certifications" control={control} register={register} message={message} />
        </FormCard>

        <FormCard title={t('sections.social')}>
          <div className="grid gap-5 sm:grid-cols-2">
            {SOCIAL.map((network) => (
              <Field
                key={network}
                id={`profile-social-${network}`}
                label={t(`social.${network}`)}
                note={t('edit.optional')}
                error={message(`social.${network}`)}
              >
                {(controlProps) => (
                  <input
                    {...controlProps}
                    {...register(`social.${network}`)}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    autoComplete="url"
                  />
                )}
              </Field>
            ))}
          </div>
        </FormCard>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <button type="button" onClick={onCancel} className={buttonClasses('ghost', 'md')}>
            {t('edit.cancel')}
          </button>
          <div className="sm:w-56">
            <SubmitButton
              pending={pending || uploading}
              label={t('edit.save')}
              pendingLabel={uploading ? t('edit.avatarUploading') : t('edit.saving')}
            />
          </div>
        </div>
      </fieldset>
    </form>
  );
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <legend className="float-left w-full text-lg font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-5 pt-4">{children}</div>
    </fieldset>
  );
}
