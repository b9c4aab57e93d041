import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../shared/dates';
import { usePageData } from '../../../shared/page-data';
import type { MemoPopup } from '../memos.schemas';
import { MemoBody } from './memo-body';
import { MemoCategoryBadge } from './memo-category';

/** A reward pop-up: one unread modal memo, with Next while more wait, and a link to it in the messages. */
export function MemoPopupDialog({
  popup,
  remaining,
  unread,
  onClose,
}: {
  popup: MemoPopup;
  remaining: number;
  unread: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('memos');
  const locale = usePageData().locale;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={popup.title}
      closeLabel={t('popup.close')}
      footer={
        <div className="flex w-full flex-col-reverse gap-2 md:flex-row md:items-center md:justify-between">
          {unread ? (
            <p className="text-center text-xs text-text-muted md:text-left">{t('unreadCount', { count: unread })}</p>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 md:flex-row">
            <Link
              to={`/${locale}/setting/personal-message/${popup.id}?allow_reply=false`}
              onClick={onClose}
              className="inline-flex min-h-11 items-center justify-center rounded-xl border border-border px-5 font-semibold"
            >
              {t('popup.view')}
            </Link>
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-xl bg-primary px-5 font-semibold text-primary-contrast"
            >
              {remaining > 0 ? t('popup.next') : t('popup.close')}
            </button>
          </div>
        </div>
      }
    >
      <div className="space-y-3" data-testid="memo-popup">
        <p className="flex flex-wrap items-center gap-2 text-xs text-text-muted">
          <MemoCategoryBadge category={popup.category} />
          <time dateTime={popup.createdAt} className="tabular-nums">
            {formatDateTime(popup.createdAt, { locale })}
          </time>
        </p>
        <MemoBody entry={popup} imageAlt={t('detail.imageAlt')} />
      </div>
    </Dialog>
  );
}
