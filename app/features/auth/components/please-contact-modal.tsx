import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** Asks the player to contact staff, with a button that opens the default contact channel in a new tab. */
export function PleaseContactModal({ open, onClose, link }: { open: boolean; onClose(): void; link?: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('pleaseContact.title')}
      closeLabel={t('common:close')}
      icon={
        <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary" aria-hidden>
          <svg
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 5h16v11H8l-4 4V5Z" />
            <path d="M8 10h8M8 13h5" />
          </svg>
        </span>
      }
      description={link ? t('pleaseContact.message') : t('pleaseContact.unavailable')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:close')}
          </Button>
          {link ? (
            <Button
              onClick={() => {
                window.open(link, '_blank', 'noopener,noreferrer');
                onClose();
              }}
            >
              {t('pleaseContact.contact')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
