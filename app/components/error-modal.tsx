import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageFor, formatLocalDateTime, type ErrorLike } from '../shared/error-message.ts';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export const COPIED_TOOLTIP_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http, old browsers): copy through a selected text area.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** The error's text in the page's language: the server's messages (Thai fallback), else the catalog's text for its code. */
export function useErrorText(error: ErrorLike | null): string {
  const { t, i18n } = useTranslation('common');
  if (!error) return '';
  const hasServerText = error.messages && Object.keys(error.messages).length > 0;
  if (!hasServerText && error.errorCode && i18n.exists(`common:errors.${error.errorCode}`))
    return t(`errors.${error.errorCode}`);
  return errorMessageFor(error, i18n.language) || t('errors.GENERAL_ERROR');
}

/**
 * The generic error dialog: a title ('Error' by default), the message in the player's language with dates in local
 * DD/MM/YYYY HH:mm:ss, and a footer with the TraceID (the request's CorrelationID, copyable; 'Copied' shows for
 * 2 seconds), the time of the error and an OK button.
 */
export function ErrorModal({ error, title, onClose }: { error: ErrorLike | null; title?: string; onClose(): void }) {
  const { t, i18n } = useTranslation('common');
  const text = useErrorText(error);
  const at = useMemo(() => new Date(), [error]);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => setCopied(false), [error]);

  const traceId = error?.correlationId;
  const copy = async () => {
    if (!traceId || !(await copyText(traceId))) return;
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
  };

  return (
    <Dialog
      open={error !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      layer="top"
      initialFocus={ok}
      title={title || t('error')}
      icon={
        <span className="grid size-14 place-items-center rounded-full bg-danger/15 text-danger" aria-hidden>
          <svg
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.5v.01" />
          </svg>
        </span>
      }
      description={<span className="block whitespace-pre-line text-base text-text">{text}</span>}
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          <dl className="min-w-0 text-xs text-text-muted">
            {traceId ? (
              <div className="flex items-center gap-1.5">
                <dt>{t('errorModal.traceId')}:</dt>
                <dd className="relative flex min-w-0 items-center gap-1">
                  <code className="truncate font-mono text-text" data-testid="trace-id">
                    {traceId}
                  </code>
                  <button
                    type="button"
                    onClick={copy}
                    aria-label={t('errorModal.copy')}
                    title={t('errorModal.copy')}
                    className="grid size-7 shrink-0 place-items-center rounded-md hover:bg-surface-alt hover:text-text"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      className="size-4"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-hidden
                    >
                      <rect x="9" y="9" width="11" height="11" rx="2" />
                      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
                    </svg>
                  </button>
                  <span
                    role="status"
                    className={`absolute -top-8 right-0 rounded-md bg-text px-2 py-1 text-xs font-semibold text-background shadow transition-opacity ${copied ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
                  >
                    {copied ? t('errorModal.copied') : ''}
                  </span>
                </dd>
              </div>
            ) : null}
            <div className="flex items-center gap-1.5">
              <dt>{t('errorModal.time')}:</dt>
              <dd>
                <time dateTime={at.toISOString()}>{formatLocalDateTime(at, i18n.language)}</time>
              </dd>
            </div>
          </dl>
          <Button ref={ok} onClick={onClose} className="min-w-24">
            {t('ok')}
          </Button>
        </div>
      }
    />
  );
}
