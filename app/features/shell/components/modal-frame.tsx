import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

/** A centred dialog at most 603px wide, with a title, a close button and a footer for actions. */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  image,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  image?: React.ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-[81] flex max-h-[90dvh] w-[calc(100vw-24px)] max-w-modal -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-black/60 outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {image}
          <div className="flex items-start justify-between gap-4 px-5 pt-5">
            <Dialog.Title className="text-xl font-bold leading-tight">{title}</Dialog.Title>
            <Dialog.Close
              className="-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-lg text-text-muted hover:bg-surface-alt hover:text-text"
              aria-label={t('notification.close')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto px-5 pb-2 pt-3 text-sm leading-relaxed text-text-muted">
            {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            {children}
          </div>
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-5 py-4">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-primary px-6 text-sm font-bold text-primary-contrast shadow-lg shadow-primary/20 hover:brightness-110 disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-full border border-border bg-surface-alt px-5 text-sm font-semibold text-text hover:border-primary/60';
