import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationModal } from '../../site/site.schemas.ts';
import type { ShellData } from '../shell.types.ts';
import { authModals } from './auth-buttons.tsx';
import { CheckIcon, AlertIcon } from './icons.tsx';
import { ModalFrame, primaryButton, secondaryButton } from './modal-frame.tsx';
import welcomeArt from './welcome-art.svg?raw';
import { storage, WELCOME_HIDDEN_KEY } from './popups.tsx';

/* The pop-up dialogs (through ModalFrame), loaded when a page has one to show (popups.tsx). */

/** Home notifications listing the current page, one after another. */
export function NotificationPopup({ items, onDone }: { items: NotificationModal[]; onDone(): void }) {
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState(0);
  const item = items[index];
  if (!item) return null;
  const external = !!item.link_url && /^https?:\/\//.test(item.link_url);
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && onDone()}
      title={item.title}
      image={
        item.image_url ? (
          // A strip (3:1) rather than a poster: on a phone it stays smaller than the page's lead banner, so the
          // largest paint of the page remains the page's own content, not a picture that comes with the pop-up
          // after the scripts have run; and the text below keeps its room on a small screen.
          <img
            src={item.image_url}
            alt=""
            decoding="async"
            className="aspect-[3/1] w-full bg-surface-alt object-cover"
          />
        ) : undefined
      }
      footer={
        <>
          {items.length > 1 ? (
            <p className="mr-auto text-xs text-text-muted" aria-live="polite">
              {t('notification.counter', { current: index + 1, total: items.length })}
            </p>
          ) : null}
          {index > 0 ? (
            <button type="button" className={secondaryButton} onClick={() => setIndex(index - 1)}>
              {t('notification.previous')}
            </button>
          ) : null}
          {item.link_url ? (
            external ? (
              <a href={item.link_url} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
                {t('notification.open')}
              </a>
            ) : (
              <Link to={item.link_url} className={secondaryButton} onClick={onDone}>
                {t('notification.open')}
              </Link>
            )
          ) : null}
          {index < items.length - 1 ? (
            <button type="button" className={primaryButton} onClick={() => setIndex(index + 1)}>
              {t('notification.next')}
            </button>
          ) : (
            <button type="button" className={primaryButton} onClick={onDone}>
              {t('notification.close')}
            </button>
          )}
        </>
      }
    >
      <div className="whitespace-pre-line text-text">{item.body}</div>
    </ModalFrame>
  );
}

/**
 * The welcome's picture, drawn inline with the dialog: no download after the dialog opens, and as vector art it
 * is not an image the browser counts as the page's largest paint, which stays the page's own content (the banner,
 * the first games) instead of a dialog that opens after the scripts have started.
 */
function WelcomeArt() {
  // The site's own vector art, bundled from its file at build time.
  return (
    <div
      className="aspect-[2/1] w-full overflow-hidden bg-surface-alt"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: welcomeArt }}
    />
  );
}

/** Welcome on the home page (shown once per browser session, popups.tsx); 'do not show again' is remembered in this browser. */
export function WelcomeDialog({ shell, onDone }: { shell: ShellData; onDone(): void }) {
  const { t } = useTranslation('shell');
  const auth = authModals(shell.refCode);
  const [hide, setHide] = useState(false);
  const close = () => {
    if (hide) storage('local')?.setItem(WELCOME_HIDDEN_KEY, '1');
    onDone();
  };
  const id = 'welcome-dont-show';
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && close()}
      title={t('welcome.title', { site: shell.site.name })}
      description={shell.member ? t('welcome.bodyMember', { username: shell.member.username }) : t('welcome.body')}
      image={<WelcomeArt />}
      footer={
        <>
          <label htmlFor={id} className="mr-auto flex cursor-pointer items-center gap-2 text-sm text-text-muted">
            <input
              id={id}
              type="checkbox"
              checked={hide}
              onChange={(e) => setHide(e.target.checked)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {t('welcome.dontShowAgain')}
          </label>
          {!shell.member ? (
            <>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  close();
                  auth.openLogin();
                }}
              >
                {t('auth.login')}
              </button>
              <button
                type="button"
                className={primaryButton}
                onClick={() => {
                  close();
                  auth.openRegister();
                }}
              >
                {t('auth.register')}
              </button>
            </>
          ) : (
            <button type="button" className={primaryButton} onClick={close}>
              {t('welcome.start')}
            </button>
          )}
        </>
      }
    />
  );
}

/** A member's first steps: the active steps when known, and the profile details still missing. */
export function StarterModal({ shell, onDone }: { shell: ShellData; onDone(): void }) {
  const { t } = useTranslation('shell');
  const auth = authModals(shell.refCode);
  const steps = useMemo(() => [...(shell.steps?.active ?? [])].sort((a, b) => a.step_no - b.step_no), [shell.steps]);
  const doneCount = steps.filter((s) => s.is_done).length;
  const profileMissing = (shell.member?.missingProfile.length ?? 0) > 0;
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('starter.title')}
      description={steps.length ? t('starter.intro') : t('starter.profileIntro')}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onDone}>
            {t('starter.later')}
          </button>
          {profileMissing ? (
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                onDone();
                auth.openUpdateProfile();
              }}
            >
              {t('starter.completeProfile')}
            </button>
          ) : null}
        </>
      }
    >
      {steps.length ? (
        <>
          <p className="mb-3 mt-1 text-xs font-semibold uppercase tracking-wide">
            {t('starter.progress', { done: doneCount, total: steps.length })}
          </p>
          <ol className="space-y-2">
            {steps.map((s) => (
              <li
                key={s.step_no}
                className="flex items-center gap-3 rounded-xl border border-border bg-surface-alt px-3 py-2.5"
              >
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${s.is_done ? 'bg-success text-background' : 'bg-surface text-text'}`}
                >
                  {s.is_done ? <CheckIcon className="size-4" /> : s.step_no}
                </span>
                <span className="flex-1 text-text">{s.name}</span>
                <span className={`text-xs font-semibold ${s.is_done ? 'text-success' : 'text-warning'}`}>
                  {s.is_done ? t('starter.done') : t('starter.todo')}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : profileMissing ? (
        <p className="mt-2 flex items-center gap-2 text-warning">
          <AlertIcon className="size-5 shrink-0" />
          {t('member.completeProfile')}
        </p>
      ) : null}
    </ModalFrame>
  );
}
