import { loadNamespaces } from '../../i18n/index.ts';
import { deferred } from '../../components/deferred.tsx';

/**
 * The signed-in person's notifications and account menus. A visitor never needs them, so they are
 * not in the first download (docs/decisions/031-web-bundle.md): their code (Radix menus, the
 * notification texts) and texts load when someone signed in is shown a navbar; until then shapes
 * of the same size hold their place, so nothing moves when they arrive.
 */
const MENU_NAMESPACES = ['notifications', 'auth', 'bid', 'orders', 'messages', 'errors'];

export const LazyNotificationsMenu = deferred(
  async () =>
    (await Promise.all([import('../../features/notifications/index.ts'), loadNamespaces(MENU_NAMESPACES)]))[0]
      .NotificationsMenu,
  () => <span aria-hidden="true" className="inline-flex size-10 shrink-0" />,
);

export const LazyUserMenu = deferred(
  async () => (await Promise.all([import('./user-menu.tsx'), loadNamespaces(MENU_NAMESPACES)]))[0].UserMenu,
  ({ compact }) => (
    <span
      aria-hidden="true"
      className={`inline-flex h-10 items-center gap-2 py-1 pr-1 pl-1 ${compact ? '' : 'sm:pr-2.5'}`}
    >
      <span className="size-8 rounded-full bg-slate-100" />
    </span>
  ),
);
