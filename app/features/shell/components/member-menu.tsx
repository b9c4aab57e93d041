import { useTranslation } from 'react-i18next';
import { onDemand, onDemandTriggerProps, useOnDemand } from '../../../components/ui/on-demand.ts';
import type { ShellData } from '../shell.types.ts';
import type { PromotionTurn } from '../../promotions/promotions.schemas.ts';
import { progressPercent } from '../../../shared/progress.ts';
import { formatShellAmount } from '../shell.money.ts';
import { useShellUi } from '../../../shared/shell-ui.tsx';
import { modals, preloadModal } from '../../../shared/modal-store.ts';
import { ChevronDownIcon, UserIcon, WalletIcon } from './icons.tsx';

/**
 * The member's balance when the wallet is known: a link to the cashbox page, which opens the cashbox modal once the
 * page's JavaScript runs.
 */
export function BalanceChip({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const { currencyLanguage } = useShellUi();
  if (!shell.wallet) return null;
  const turn = shell.promotions?.turns[0];
  return (
    <a
      href={`/${shell.locale}/setting/wallet`}
      onClick={(event) => {
        event.preventDefault();
        modals.open('cashbox');
      }}
      onPointerEnter={() => preloadModal('cashbox')}
      onFocus={() => preloadModal('cashbox')}
      className="relative flex h-10 items-center gap-2 overflow-hidden whitespace-nowrap rounded-full border border-border bg-surface px-2.5 text-sm hover:border-primary/60 sm:px-3"
    >
      <WalletIcon className="hidden size-5 text-primary sm:block" />
      <span className="sr-only">{t('member.balance')}</span>
      <span className="font-semibold tabular-nums">
        {formatShellAmount(shell.wallet.balance, shell.wallet.currency, currencyLanguage)}
      </span>
      {turn ? <PromotionMeter turn={turn} label={t('member.promotionProgress')} /> : null}
    </a>
  );
}

/** The running promotion's progress along the bottom of the balance chip (the wallet profile). */
function PromotionMeter({ turn, label }: { turn: PromotionTurn; label: string }) {
  const [done, target] =
    turn.target_type === 'turnover'
      ? [turn.turn_over_user, turn.turn_over_target]
      : [turn.turn_winlose_user, turn.turn_winlose_target];
  const percent = progressPercent(done, target);
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="absolute inset-x-3 bottom-0.5 h-1 overflow-hidden rounded-full bg-surface-alt"
    >
      <span
        className="block h-full rounded-full bg-gradient-to-r from-primary to-secondary"
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}

export const MEMBER_TRIGGER_CLASS =
  'flex h-10 max-w-[180px] items-center gap-2 rounded-full border border-border bg-surface pl-1 pr-1 text-sm font-medium hover:border-primary/60 data-[state=open]:border-primary sm:pr-3';

/** What the member menu's button shows: an avatar, and from 640px the username and a chevron. */
export function MemberTriggerContent({ username }: { username: string }) {
  return (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-secondary text-primary-contrast">
        <UserIcon className="size-4" />
      </span>
      <span className="hidden truncate sm:inline">{username}</span>
      <ChevronDownIcon className="hidden size-4 shrink-0 text-text-muted sm:block" />
    </>
  );
}

const dropdown = onDemand(() => import('./member-menu-dropdown.tsx').then((m) => m.MemberMenuDropdown));

/**
 * Username, balance, links to the account pages that exist, and log out. The menu's code loads when its button is
 * first pointed at, focused or pressed (member-menu-dropdown.tsx).
 */
export function MemberMenu({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const menu = useOnDemand(dropdown);
  const member = shell.member!;
  if (menu.Loaded) return <menu.Loaded shell={shell} defaultOpen />;
  return (
    <button
      type="button"
      className={MEMBER_TRIGGER_CLASS}
      aria-label={t('member.menu', { username: member.username })}
      aria-haspopup="menu"
      aria-expanded={false}
      {...onDemandTriggerProps(menu)}
    >
      <MemberTriggerContent username={member.username} />
    </button>
  );
}
