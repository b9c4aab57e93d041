import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../shared/dates';
import { usePageData } from '../../../shared/page-data';
import type { FreespinMessage } from '../freespins.schemas';

/** The free spin alert: the spins, the game, the expiry and Play now (opened by FreespinNotice). */
export function FreespinAlert({ message, onClose }: { message: FreespinMessage; onClose: () => void }) {
  const { t } = useTranslation('freespins');
  const locale = usePageData().locale;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('alert.title')}
      description={t('alert.body', { count: message.total_spin, game: message.game_name })}
      closeLabel={t('alert.later')}
      icon={
        <span aria-hidden className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="3" y="5" width="18" height="14" rx="3" />
            <path d="M9 5v14M15 5v14" />
            <path d="M5.5 12h1.5M11.2 12h1.6M17 12h1.5" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </span>
      }
      footer={
        <div className="flex w-full flex-col-reverse gap-2 md:flex-row md:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-xl border border-border px-5 font-semibold"
          >
            {t('alert.later')}
          </button>
          <Link
            to={`/${locale}/games/${message.game_list_id}`}
            onClick={onClose}
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-primary px-5 font-semibold text-primary-contrast"
          >
            {t('alert.play')}
          </Link>
        </div>
      }
    >
      <p className="text-center text-sm font-semibold text-primary" data-testid="freespin-alert-expiry">
        {t('alert.expires', { date: formatDateTime(message.expire_date, { locale, timeZone: 'Asia/Bangkok' }) })}
      </p>
    </Dialog>
  );
}
