import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client.ts';
import type { Policy } from '../../policy/policy.schemas.ts';
import { CloseIcon } from './icons.tsx';
import { POLICY_TRIGGER_CLASS } from './policy-dialog.tsx';

/**
 * A policy without a page of its own, opened from the footer (Radix dialog, loaded when its link is first used and
 * opened at once when loaded by a click). Its text is loaded when the dialog opens.
 */
export function PolicyDialogContent({
  slug,
  languageId,
  label,
  defaultOpen = false,
}: {
  slug: string;
  languageId: number | null;
  label: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(defaultOpen);
  const [policy, setPolicy] = useState<Policy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || policy || languageId === null) return;
    const controller = new AbortController();
    api
      .service<Policy>('pb/policy')
      .find({ slug, language_id: languageId }, { signal: controller.signal, handleErrors: false })
      .then((page) => setPolicy(page.data[0] ?? null))
      .catch((err) => {
        if (!controller.signal.aborted) {
          console.error('policy could not be loaded', err);
          setFailed(true);
        }
      });
    return () => controller.abort();
  }, [open, policy, slug, languageId]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={POLICY_TRIGGER_CLASS}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-[81] flex max-h-[85dvh] w-[calc(100vw-24px)] max-w-modal -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface shadow-2xl outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-4">
            <Dialog.Title className="text-lg font-bold">{policy?.title ?? label}</Dialog.Title>
            <Dialog.Close
              className="grid size-9 place-items-center rounded-lg hover:bg-surface-alt"
              aria-label={t('notification.close')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4 text-sm leading-relaxed text-text-muted [&_a]:text-primary [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-text [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-3">
            {policy ? (
              <div dangerouslySetInnerHTML={{ __html: policy.content }} />
            ) : failed ? (
              <p role="alert">{t('error.title')}</p>
            ) : (
              <p aria-busy="true">{t('loading')}</p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
