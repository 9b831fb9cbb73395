import type { FieldProblem } from '@inkwell/domain/errors';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@inkwell/domain/limits';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { linkClass } from '../../../components/form/styles.ts';
import { uploadImage } from '../../uploads/index.ts';
import { useRegister } from '../api/register.ts';
import {
  REGISTER_FORM_FIELDS,
  registerFormResolver,
  type RegisterFormField,
  type RegisterFormInput,
  type RegisterFormValues,
} from '../register-form-schema.ts';
import {
  fieldErrorText,
  fieldText,
  problemText,
  serverFieldProblems,
  toFieldError,
} from '../../../lib/problem-text.ts';
import { usePicture } from '../use-picture.ts';
import { CountrySelect } from './country-select.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { IMAGE_MAX_MB, PictureField } from './picture-field.tsx';
import { SellerFields } from './seller-fields.tsx';
import { HonorCodeCheckbox } from './honor-code-checkbox.tsx';
import { SellerSwitch } from './seller-switch.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';

/**
 * docs/product.md#accounts-and-sessions: idle -> submitting (everything locked) -> login, or an error
 * with the form unlocked and every value kept. A chosen picture is uploaded first; if that fails
 * nothing else is sent.
 */
export function RegisterForm({ seller }: { seller: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const { picture, problem, choose } = usePicture();
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Each attempt gets its own alert, so a repeated failure is scrolled to and announced again.
  const [attempt, setAttempt] = useState(0);
  // Not formState.isSubmitting: that is on during validation too, and a disabled field cannot take focus.
  const [pending, setPending] = useState(false);
  const [pictureServerError, setPictureServerError] = useState<FieldProblem | null>(null);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: registerFormResolver,
    defaultValues: {
      username: '',
      email: '',
      password: '',
      country: '',
      isSeller: seller,
      phone: '',
      desc: '',
      acceptHonorCode: false,
    },
  });
  const { register, handleSubmit, formState, setValue, setError, setFocus, control } = form;
  const { errors } = formState;
  const isSeller = useWatch({ control, name: 'isSeller' }) === true;
  // Registered in screen order, so a failed submit focuses the first field in error.
  const fields = {
    username: register('username'),
    email: register('email'),
    password: register('password'),
    country: register('country'),
  };

  // The navbar's "Become a seller" can open /register?seller=1 while this form is already open.
  useEffect(() => {
    if (seller) setValue('isSeller', true);
  }, [seller, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPictureServerError(null);
    setAttempt((count) => count + 1);
    setPending(true);
    let img = '';
    if (picture) {
      try {
        // After a refused registration the same picture is not uploaded twice.
        img = uploaded?.file === picture.file ? uploaded.url : (await uploadImage(picture.file)).secure_url;
        setUploaded({ file: picture.file, url: img });
      } catch (error) {
        setFailure(problemText(t, error, t('register.uploadFailed')));
        setPending(false);
        return;
      }
    }
    try {
      await registerMutation.mutateAsync({ ...values, img });
    } catch (error) {
      setFailure(problemText(t, error, t('register.failed')));
      const fields = serverFieldProblems(error, REGISTER_FORM_FIELDS, true);
      for (const { field, problem } of fields) setError(field, toFieldError(problem));
      setPictureServerError(serverFieldProblems(error, ['img'], true)[0]?.problem ?? null);
      // Unlock the form now, so the first field in error can take the focus.
      flushSync(() => setPending(false));
      if (fields[0]) setFocus(fields[0].field);
      return;
    }
    await navigate('/login', { state: { fromRegistration: true } });
  });

  const message = (field: Exclude<RegisterFormField, 'isSeller' | 'acceptHonorCode'>) =>
    fieldErrorText(t, errors[field], { form: 'register', field });
  const pictureError = problem
    ? t(`errors.picture.${problem}`, { size: IMAGE_MAX_MB })
    : fieldText(t, pictureServerError ?? undefined, { form: 'register', field: 'img' });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="register-title" aria-busy={pending} className="space-y-5">
      {failure ? (
        <FormAlert key={attempt} tone="error">
          {failure}
        </FormAlert>
      ) : null}
      <fieldset disabled={pending} className="space-y-5">
        <Field
          id="register-username"
          label={t('register.username')}
          error={message('username')}
          hint={t('register.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
        >
          {(control) => (
            <input
              {...control}
              {...fields.username}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field id="register-email" label={t('register.email')} error={message('email')}>
          {(control) => <input {...control} {...fields.email} type="email" autoComplete="email" spellCheck={false} />}
        </Field>
        <PasswordField
          id="register-password"
          label={t('register.password')}
          hint={t('register.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          error={message('password')}
          {...fields.password}
        />
        <PictureField picture={picture} error={pictureError} onChoose={choose} />
        <Field id="register-country" label={t('register.country')} error={message('country')}>
          {(control) => (
            <CountrySelect
              {...control}
              {...fields.country}
              autoComplete="country"
              placeholder={t('register.countryPlaceholder')}
            />
          )}
        </Field>
        <div className="space-y-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <SellerSwitch
            checked={isSeller}
            onChange={(checked) => setValue('isSeller', checked)}
            label={t('register.seller')}
            hint={t('register.sellerHint')}
            controls="register-seller-fields"
          />
          {isSeller ? <SellerFields id="register-seller-fields" register={register} message={message} /> : null}
        </div>
        <HonorCodeCheckbox
          register={register}
          error={fieldErrorText(t, errors.acceptHonorCode, { form: 'register', field: 'acceptHonorCode' })}
        />
        <SubmitButton pending={pending} label={t('register.submit')} pendingLabel={t('register.submitting')} />
        <p className="text-center text-sm text-slate-600">
          <Trans
            ns="legal"
            i18nKey="agreement"
            components={{
              terms: <Link to="/terms" className={linkClass} />,
              privacy: <Link to="/privacy" className={linkClass} />,
            }}
          />
        </p>
      </fieldset>
    </form>
  );
}
