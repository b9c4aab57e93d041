import { onDemand, onDemandTriggerProps, useOnDemand } from '../../../components/ui/on-demand.ts';

export const POLICY_TRIGGER_CLASS =
  'text-left text-sm text-text-muted underline-offset-4 hover:text-text hover:underline';

const content = onDemand(() => import('./policy-dialog-content.tsx').then((m) => m.PolicyDialogContent));

/** A policy without a page of its own, opened from the footer; the dialog's code loads when the link is first used. */
export function PolicyDialog({ slug, languageId, label }: { slug: string; languageId: number | null; label: string }) {
  const dialog = useOnDemand(content);
  if (dialog.Loaded) return <dialog.Loaded slug={slug} languageId={languageId} label={label} defaultOpen />;
  return (
    <button
      type="button"
      className={POLICY_TRIGGER_CLASS}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...onDemandTriggerProps(dialog)}
    >
      {label}
    </button>
  );
}
