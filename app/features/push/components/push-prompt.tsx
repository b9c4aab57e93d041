import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '../../../shared/api-client';
import { usePageData } from '../../../shared/page-data';
import { claimPagePopupIfClear, pageViewKey } from '../../../shared/page-popup';
import {
  planPrompt,
  PROMPT_DELAY_MS,
  PROMPT_MARKER,
  promptKind,
  SYNCED_MARKER,
  UNSUPPORTED_MESSAGE,
} from '../push-prompt';
import { pushSupported, subscribeToPush } from '../push-subscribe';

const PushDialog = lazy(() => import('./push-dialog.tsx').then((m) => ({ default: m.PushDialog })));

function stored(storage: 'localStorage' | 'sessionStorage', key: string): boolean {
  try {
    return window[storage].getItem(key) !== null;
  } catch {
    return false;
  }
}
function mark(storage: 'localStorage' | 'sessionStorage', key: string): void {
  try {
    window[storage].setItem(key, '1');
  } catch {
    // storage refused (private mode): the prompt may come again
  }
}

/** Asks the browser, and subscribes when the member allows. */
async function requestAndSubscribe(): Promise<void> {
  mark('localStorage', PROMPT_MARKER);
  const permission = await Notification.requestPermission();
  if (permission === 'granted') {
    await subscribeToPush();
    mark('sessionStorage', SYNCED_MARKER);
  }
}

const fail = (err: unknown) => console.error('push notifications could not be set up', err);

/** How long a later page view lets the shell's own pop-ups (starter, welcome, notifications) come first. */
const LATER_VIEW_SETTLE_MS = 1500;

/**
 * The push notification prompt of a member's page (app/features/push/push-prompt.ts has the rules). Renders nothing
 * until the site's own prompt is due; its dialog and strings load only then. Like every automatic pop-up it takes a
 * page view only if no other has had it (app/shared/page-popup.ts): when the welcome or a reward memo came first, or
 * another dialog is open, the prompt waits for a later page view.
 */
export function PushPrompt() {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The page view on which the prompt became due (its dialog and words loaded), null before.
  const [dueOn, setDueOn] = useState<string | null>(null);
  const { pathname } = useLocation();
  const memberId = usePageData().member?.id;
  const view = pageViewKey(pathname, memberId);

  useEffect(() => {
    if (dueOn === null || open) return;
    const timer = setTimeout(
      () => {
        if (claimPagePopupIfClear(view)) setOpen(true);
      },
      dueOn === view ? 0 : LATER_VIEW_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [dueOn, open, view]);

  useEffect(() => {
    const supported = pushSupported();
    const plan = planPrompt({
      supported,
      permission: supported ? Notification.permission : 'default',
      answered: stored('localStorage', PROMPT_MARKER),
      synced: stored('sessionStorage', SYNCED_MARKER),
    });
    if (plan === 'unsupported') {
      console.log(UNSUPPORTED_MESSAGE);
      return;
    }
    if (plan === 'keep-subscribed') {
      subscribeToPush()
        .then(() => mark('sessionStorage', SYNCED_MARKER))
        .catch(fail);
      return;
    }
    if (plan !== 'ask-trigger') return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    api
      .request<{ is_active?: unknown }>('GET', 'pb/trigger-allowance', {
        signal: controller.signal,
        handleErrors: false,
      })
      .then((trigger) => {
        if (promptKind(trigger.is_active) === 'browser') return requestAndSubscribe();
        timer = setTimeout(() => {
          void Promise.all([i18n.loadNamespaces('push'), import('./push-dialog.tsx')])
            .then(() => setDueOn(pageViewKey(window.location.pathname, memberId)))
            .catch(fail);
        }, PROMPT_DELAY_MS);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) fail(err);
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [i18n]);

  if (!open) return null;
  const close = () => {
    mark('localStorage', PROMPT_MARKER);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <PushDialog
        onAllow={() => {
          setOpen(false);
          requestAndSubscribe().catch(fail);
        }}
        onLater={close}
      />
    </Suspense>
  );
}
