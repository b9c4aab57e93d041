import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';

export interface DepositBodyProps {
  props: Record<string, unknown>;
  close(): void;
}

/** The deposit dialog: a title and the body the deposit feature supplies through `<ModalHost depositBody={…}/>`. */
export function DepositModal({
  open,
  props,
  Body,
  onClose,
}: {
  open: boolean;
  props: Record<string, unknown>;
  Body?: ComponentType<DepositBodyProps>;
  onClose(): void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('deposit.title')}
      closeLabel={t('common:close')}
    >
      {Body ? <Body props={props} close={onClose} /> : null}
    </Dialog>
  );
}
