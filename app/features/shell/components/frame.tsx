import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellData } from '../shell.types.ts';
import { useShellUi } from '../../../shared/shell-ui.tsx';
import { AnnouncementBar } from './announcement-bar.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { Popups } from './popups.tsx';

/** The chat button's code comes only to sites whose default contact channel is a chat widget. */
const ChatButton = lazy(() => import('./chat-button.tsx').then((m) => ({ default: m.ChatButton })));
const CHAT_CODES: readonly string[] = ['tawk', 'livechat', 'zendesk', 'viberapp'];

/** Skip link: the first focusable element of every page. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href="#main"
      className="fixed left-3 top-3 z-[100] -translate-y-24 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-contrast shadow-lg transition-transform focus:translate-y-0"
    >
      {t('skipToContent')}
    </a>
  );
}

/**
 * The frame of the default and no-footer layouts: announcement bar (40px), navigation bar, content (62px from the
 * top, 102px with the bar), footer, bottom navigation on phones, the page's pop-up and the chat button (when the default contact channel is a
 * chat widget). The sticky config's contact
 * shortcuts sit behind one button in the navigation bar (contact-menu.tsx), never over the content.
 * In the no-footer layout the navigation bar hides in full screen mode.
 */
export function Frame({ shell, footer, children }: { shell: ShellData; footer: boolean; children: React.ReactNode }) {
  const ui = useShellUi();
  const announced = shell.features.announcement && shell.announcements.length > 0;
  const navHidden = !footer && ui.fullscreen;
  const top = navHidden ? 'pt-0' : announced ? 'pt-content-announced' : 'pt-content';
  return (
    <>
      <SkipLink />
      {announced && !navHidden ? <AnnouncementBar items={shell.announcements} /> : null}
      {navHidden ? null : <Navbar shell={shell} announced={announced} />}
      <main
        id="main"
        tabIndex={-1}
        className={`${top} min-h-[70dvh] pb-[calc(var(--spacing-bottom-nav)+16px)] outline-none md:pb-8`}
        data-announced={announced || undefined}
      >
        <div hidden={shell.site.hideContent || undefined}>{children}</div>
      </main>
      {footer ? <Footer shell={shell} /> : null}
      {navHidden ? null : <BottomNav shell={shell} />}
      <Popups shell={shell} ready={!ui.serverLoading} />
      {!navHidden && shell.contactChannels.some((c) => c.is_default && CHAT_CODES.includes(c.contact_code_name)) ? (
        <Suspense fallback={null}>
          <ChatButton channels={shell.contactChannels} />
        </Suspense>
      ) : null}
    </>
  );
}
