import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CASHBOX_MAIN_VIEW } from '../../../shared/modal-store.ts';

/** What a cashbox view receives: its props from `modals.open('cashbox', …)`, a way to switch view and to close. */
export interface CashboxViewProps {
  view: string;
  props: Record<string, unknown>;
  setView(view: string, props?: Record<string, unknown>): void;
  close(): void;
}

/**
 * The cashbox dialog: a title and the inner component chosen by `view` ('main' by default). The wallet feature
 * supplies the views (main, transfer, withdraw…) through `<ModalHost cashboxViews={…}/>`.
 */
export function CashboxModal({
  open,
  props,
  views,
  onClose,
  onSetView,
}: {
  open: boolean;
  props: { view?: string } & Record<string, unknown>;
  views?: Record<string, ComponentType<CashboxViewProps>>;
  onClose(): void;
  onSetView(view: string, props?: Record<string, unknown>): void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const view = props.view ?? CASHBOX_MAIN_VIEW;
  const View = views?.[view] ?? views?.[CASHBOX_MAIN_VIEW];
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('cashbox.title')}
      closeLabel={t('common:close')}
      className="cashbox-modal"
    >
      {View ? <View view={view} props={props} setView={onSetView} close={onClose} /> : null}
    </Dialog>
  );
}
