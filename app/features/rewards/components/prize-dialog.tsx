import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import type { RedeemView } from '../rewards.schemas';
import { formatPoints, PointsIcon, useMoney } from './reward-ui';

/** The prize of a lucky box or a random card, once drawn and recorded: what it is and what happens next. */
export function PrizeDialog({
  redeem,
  locale,
  here,
  onClose,
}: {
  redeem: RedeemView | null;
  locale: string;
  /** The page without the dialog (the close link before JavaScript). */
  here: string;
  onClose(): void;
}) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const prize = redeem?.prize;
  const title = !prize
    ? ''
    : prize.kind === 'points'
      ? t('prize.points', { points: formatPoints(prize.amount) })
      : prize.kind === 'money'
        ? t('prize.money', { money: money(prize.amount) })
        : prize.name;
  return (
    <Dialog
      open={!!prize}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('prize.won_title')}
      portal={false}
      closeHref={here}
      closeLabel={t('close')}
      footer={
        redeem?.status === 'address_required' ? (
          <Link
            to={`/${locale}/reward/history?address=${redeem.id}`}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-6 font-bold text-primary-contrast sm:w-auto"
          >
            {t('history.add_address')}
          </Link>
        ) : (
          <a
            href={here}
            onClick={(e) => {
              e.preventDefault();
              onClose();
            }}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-primary px-6 font-bold text-primary-contrast sm:w-auto"
          >
            {t('prize.again')}
          </a>
        )
      }
    >
      {prize ? (
        <div className="flex flex-col items-center gap-3 py-2 text-center" data-testid="prize">
          <div className="grid size-32 place-items-center overflow-hidden rounded-2xl bg-gradient-to-b from-amber-400/30 to-surface-alt motion-safe:animate-[shake_0.5s_ease-in-out_1]">
            {prize.image_url ? (
              <img src={prize.image_url} alt="" className="size-full object-cover" />
            ) : prize.kind === 'points' ? (
              <PointsIcon image={null} className="size-16 text-3xl" />
            ) : (
              <span aria-hidden className="text-5xl">
                ฿
              </span>
            )}
          </div>
          <p className="text-2xl font-black text-amber-300">{title}</p>
          <p className="text-sm text-text-muted">
            {redeem?.status === 'address_required'
              ? t('prize.needs_address')
              : prize.kind === 'points'
                ? t('prize.points_added')
                : t('prize.money_added')}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
