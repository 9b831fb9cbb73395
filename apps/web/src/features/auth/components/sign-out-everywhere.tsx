import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../current-user-storage.ts';

/** The confirmation (a Radix dialog) loads with the menu that offers it, not with the first page (decision 031). */
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../../components/ui/confirm-dialog.tsx')).ConfirmDialog,
}));

/** Ends every session of the account (POST /api/auth/logout-all); a 401 means it had already ended. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await api<void>('/auth/logout-all', { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  storeUser(null);
}

/**
 * "Sign out everywhere" with its confirmation: `open` for a menu item, `dialog` to render beside
 * the menu (outside it, so that closing the menu keeps the dialog). After it, the home page reloads signed out.
 */
export function useSignOutEverywhere(): { label: string; open: () => void; dialog: ReactNode } {
  const { t } = useTranslation(['auth', 'errors']);
  const [isOpen, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.setQueryData(authKeys.me(), null);
      window.location.assign('/');
    },
  });
  const dialog = (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('auth:signOutEverywhere.title')}
        description={t('auth:signOutEverywhere.description')}
        confirmLabel={t('auth:signOutEverywhere.confirm')}
        pendingLabel={t('auth:signOutEverywhere.pending')}
        cancelLabel={t('auth:signOutEverywhere.cancel')}
        onConfirm={() => mutation.mutate()}
        pending={mutation.isPending}
        error={mutation.isError ? problemText(t, mutation.error, t('auth:signOutEverywhere.failed')) : null}
      />
    </Suspense>
  );
  return {
    label: t('auth:signOutEverywhere.menuItem'),
    open: () => {
      mutation.reset();
      setOpen(true);
    },
    dialog,
  };
}
