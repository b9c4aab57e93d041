import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

/** The site's own push prompt: what the notifications bring, Allow (then the browser asks) or Not now. */
export function PushDialog({ onAllow, onLater }: { onAllow: () => void; onLater: () => void }) {
  const { t } = useTranslation('push');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onLater();
      }}
      title={t('prompt.title')}
      description={t('prompt.body')}
      closeLabel={t('prompt.later')}
      icon={
        <span aria-hidden className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" strokeLinejoin="round" />
            <path d="M10 20.5a2 2 0 0 0 4 0" strokeLinecap="round" />
          </svg>
        </span>
      }
      footer={
        <div className="flex w-full flex-col-reverse gap-2 md:flex-row md:justify-end">
          <button
            type="button"
            onClick={onLater}
            className="min-h-11 rounded-xl border border-border px-5 font-semibold"
          >
            {t('prompt.later')}
          </button>
          <button
            type="button"
            onClick={onAllow}
            className="min-h-11 rounded-xl bg-primary px-5 font-semibold text-primary-contrast"
          >
            {t('prompt.allow')}
          </button>
        </div>
      }
    />
  );
}
