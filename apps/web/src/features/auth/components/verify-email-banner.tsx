import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/get-me.ts';
import { ResendVerificationButton } from './resend-verification.tsx';

/** Under the navbar while the signed-in person's address is not verified: check your inbox, or resend. */
export function VerifyEmailBanner() {
  const user = useCurrentUser();
  if (!user || user.emailVerified !== false) return null;
  return (
    // Its texts load on their own: the page never waits for them.
    <Suspense fallback={null}>
      <BannerText email={user.email} />
    </Suspense>
  );
}

function BannerText({ email }: { email: string }) {
  const { t } = useTranslation('password');
  return (
    <div role="region" aria-label={t('banner.label')} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div
        className={
          'mx-auto flex max-w-7xl flex-wrap items-center ' + 'gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6 lg:px-8'
        }
      >
        <p className="min-w-0 break-words">{t('banner.text', { email })}</p>
        <ResendVerificationButton
          className={
            'rounded-md font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-800 ' +
            'focus-visible:outline-2 focus-visible:outline-accent-600 disabled:no-underline disabled:opacity-70'
          }
        />
      </div>
    </div>
  );
}
