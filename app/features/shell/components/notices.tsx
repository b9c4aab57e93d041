import { useTranslation } from 'react-i18next';
import { notices, useMemberListeners, useNotices } from '../../../shared/notices.ts';
import { cn } from '../../../components/ui/cn.ts';
import { AlertIcon, CheckIcon, CloseIcon } from './icons.tsx';

/**
 * The notices features show over any page (app/shared/notices.ts), top of the screen under the header: a polite
 * live region that is always there, so a screen reader reads each notice as it arrives; each closes with its button
 * or after a while.
 */
export function Notices() {
  const { t } = useTranslation('shell');
  const list = useNotices();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-28 z-[88] flex flex-col items-center gap-2 px-3 md:inset-x-auto md:right-6 md:items-end"
    >
      {list.map((n) => (
        <div
          key={n.id}
          role={n.tone === 'danger' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border bg-surface px-4 py-3 text-sm font-medium shadow-xl',
            n.tone === 'success' && 'border-success/50',
            n.tone === 'info' && 'border-primary/50',
            n.tone === 'danger' && 'border-danger/50',
          )}
        >
          {n.tone === 'success' ? (
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
          ) : (
            <AlertIcon className={cn('mt-0.5 size-5 shrink-0', n.tone === 'danger' ? 'text-danger' : 'text-primary')} />
          )}
          <p className="flex-1">{n.text}</p>
          <button
            type="button"
            onClick={() => notices.dismiss(n.id)}
            className="-my-1 grid size-7 shrink-0 place-items-center rounded-md hover:bg-surface-alt"
            aria-label={t('notification.close')}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}

/** The features' listeners of the member's realtime feed (app/member-listeners.tsx), mounted for a member. */
export function MemberListeners() {
  const listeners = useMemberListeners();
  return (
    <>
      {listeners.map((Listener, i) => (
        <Listener key={i} />
      ))}
    </>
  );
}
