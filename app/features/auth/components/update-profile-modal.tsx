import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** The profile is incomplete: a warning with Cancel, and a confirm that opens the profile page. */
export function UpdateProfileModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const { lang } = useParams();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('updateProfile.title')}
      icon={
        <span className="grid size-14 place-items-center rounded-full bg-warning/15 text-warning" aria-hidden>
          <svg
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3 2 20h20L12 3Z" />
            <path d="M12 10v4M12 17v.01" />
          </svg>
        </span>
      }
      description={t('updateProfile.message')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate(`/${lang ?? i18n.language}/setting/profile`);
            }}
          >
            {t('updateProfile.confirm')}
          </Button>
        </>
      }
    />
  );
}
