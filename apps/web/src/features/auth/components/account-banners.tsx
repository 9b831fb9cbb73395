import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../i18n/index.ts';
import { useCurrentUser } from '../api/get-me.ts';

/**
 * The banners (resending the verification mail, accepting the honor code) and their texts load
 * only for a signed-in person one of them is for: a visitor's first download has none of their
 * code (docs/decisions/031-web-bundle.md).
 */
const Banners = lazy(async () => {
  const [{ VerifyEmailBanner }, { HonorCodeBanner }] = await Promise.all([
    import('./verify-email-banner.tsx'),
    import('./honor-code-banner.tsx'),
    loadNamespaces(['password', 'errors']),
  ]);
  return {
    default: function LoadedBanners() {
      return (
        <>
          <VerifyEmailBanner />
          <HonorCodeBanner />
        </>
      );
    },
  };
});

/** Under the navbar: what the signed-in person has to do about their account, if anything. */
export function AccountBanners() {
  const user = useCurrentUser();
  if (!user || (user.emailVerified !== false && user.honorCodeVersion >= HONOR_CODE_VERSION)) return null;
  return (
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
  );
}
