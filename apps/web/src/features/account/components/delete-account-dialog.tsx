import { DeleteAccountInput } from '@inkwell/domain/users/account.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { DialogClose, DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldResolver } from '../../../lib/field-resolver.ts';
import { fieldErrorText, problemText, serverFieldProblems, toFieldError } from '../../../lib/problem-text.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * Deleting the account, confirmed by the password (an alertdialog; Escape and Cancel close it). A
 * wrong password is said on the field; open orders above it, with the reason.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const mutation = useDeleteAccount();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: fieldResolver(DeleteAccountInput),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit((input) =>
    mutation.mutate(input, {
      onError: (error) => {
        for (const { field, problem } of serverFieldProblems(error, ['password'] as const))
          setError(field, toFieldError(problem), { shouldFocus: true });
      },
    }),
  );
  const fieldRefusal = mutation.error instanceof ApiError && Object.keys(mutation.error.fields).length > 0;
  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      reset();
      mutation.reset();
    }
    onOpenChange(next);
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      busy={mutation.isPending}
      role="alertdialog"
      size="sm"
      title={t('account:delete.title')}
      description={t('account:delete.body')}
    >
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        {mutation.isError && !fieldRefusal ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problemText(t, mutation.error, t('account:delete.failed'))}
          </p>
        ) : null}
        <Field
          id="delete-password"
          label={t('account:delete.password')}
          error={fieldErrorText(t, formState.errors.password)}
        >
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="current-password"
              disabled={mutation.isPending}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose className={buttonClasses('secondary', 'md')} disabled={mutation.isPending}>
            {t('account:cancel')}
          </DialogClose>
          <button
            type="submit"
            disabled={mutation.isPending}
            className={buttonClasses(
              'primary',
              'md',
              'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700 disabled:cursor-wait',
            )}
          >
            {mutation.isPending ? t('account:delete.deleting') : t('account:delete.confirm')}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
