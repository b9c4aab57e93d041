import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocketStatus } from '../../../shared/shell-ui.tsx';
import { AlertIcon, CloseIcon, WifiOffIcon } from './icons.tsx';

/** Offline notice, a short "back online" note, and the realtime feed's final failure. */
export function ConnectionStatus({ online, socketStatus }: { online: boolean; socketStatus: SocketStatus }) {
  const { t } = useTranslation('shell');
  const [backOnline, setBackOnline] = useState(false);
  const [socketDismissed, setSocketDismissed] = useState(false);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (wasOffline.current) {
      wasOffline.current = false;
      setBackOnline(true);
      const timer = setTimeout(() => setBackOnline(false), 3000);
      return () => clearTimeout(timer);
    }
  }, [online]);
  useEffect(() => {
    if (socketStatus !== 'failed') setSocketDismissed(false);
  }, [socketStatus]);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[85] flex flex-col items-center gap-2 px-3 md:bottom-6"
      aria-live="polite"
    >
      {!online ? (
        <p
          role="status"
          className="pointer-events-auto flex items-center gap-2 rounded-full border border-warning/40 bg-surface px-4 py-2 text-sm font-medium text-warning shadow-xl"
        >
          <WifiOffIcon className="size-5" />
          {t('status.offline')}
        </p>
      ) : null}
      {backOnline ? (
        <p
          role="status"
          className="pointer-events-auto rounded-full border border-success/40 bg-surface px-4 py-2 text-sm font-medium text-success shadow-xl"
        >
          {t('status.online')}
        </p>
      ) : null}
      {socketStatus === 'failed' && !socketDismissed ? (
        <div
          role="alert"
          className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border border-danger/40 bg-surface px-4 py-3 text-sm shadow-xl"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <p className="flex-1">{t('socket.tryAgainLater')}</p>
          <button
            type="button"
            onClick={() => setSocketDismissed(true)}
            className="grid size-7 place-items-center rounded-md hover:bg-surface-alt"
            aria-label={t('notification.close')}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
