import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ShieldCheckIcon } from '../../../components/ui/icons.tsx';
import { getMeQueryOptions } from '../../auth/index.ts';

interface OperatorGateProps {
  /** The namespace whose `refusal` texts the page says: the disputes desk's ('operator') or the hub's ('reports'). */
  ns?: 'operator' | 'reports';
  children: (viewer: CurrentUser) => ReactNode;
}

/**
 * Every operator page opens through this gate: only the server's answer tells who is an operator (a
 * stored user shows as placeholder data, so that is waited out); anyone else is told so, with a way
 * on, and the page's own reads never start.
 */
export function OperatorGate({ ns = 'reports', children }: OperatorGateProps) {
  const { t } = useTranslation(ns);
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  const viewer = me.data;
  if (viewer?.isOperator) return <>{children(viewer)}</>;
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <span
          className={
            'mx-auto inline-flex size-12 items-center ' + 'justify-center rounded-xl bg-accent-50 text-accent-700'
          }
        >
          <ShieldCheckIcon className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('refusal.title')}</h1>
        <p className="mt-3 text-slate-600">{viewer ? t('refusal.body') : t('refusal.signInBody')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {viewer ? null : (
            <Link to="/login" state={{ from: location }} className={buttonClasses('primary', 'md')}>
              {t('refusal.signIn')}
            </Link>
          )}
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            {t('refusal.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
