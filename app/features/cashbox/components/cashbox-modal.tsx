import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../shared/api-client';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import { useShellUi, useSocketTopic } from '../../../shared/shell-ui';
import type { WalletProfile } from '../../wallet/wallet.schemas';
import type { CashboxView } from '../cashbox.schemas';

/**
 * The cashbox modal: the four wallets with their balances (read again when a deposit or withdrawal changes them)
 * and the way to deposit, withdraw, transfer or see the history; each opens the cashbox page at that view, whose
 * forms work with and without JavaScript. `view` names the action to put first (the deposit modal opens 'deposit').
 */
export function CashboxModal({ open, view, onClose }: { open: boolean; view?: string; onClose(): void }) {
  const { t } = useTranslation(['cashbox', 'common']);
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const [wallet, setWallet] = useState<WalletProfile | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useSocketTopic('DEPOSIT', () => setAttempt((n) => n + 1));
  useSocketTopic('WITHDRAWAL', () => setAttempt((n) => n + 1));
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setFailed(false);
    api
      .service<WalletProfile>('mb/wallet')
      .find({}, { signal: controller.signal, handleErrors: false })
      .then((p) => setWallet(p.data[0] ?? null))
      .catch((err) => {
        if (controller.signal.aborted) return;
        console.error('the wallet could not be loaded', err);
        setFailed(true);
      });
    return () => controller.abort();
  }, [open, attempt]);
  const money = (minor: number) =>
    wallet ? formatMoney(minor, moneyCurrency({ ...wallet.currency, is_following: false }, currencyLanguage)) : '';
  const base = `/${page.locale}/setting/wallet`;
  const actions: { key: CashboxView | 'history'; href: string }[] = [
    { key: 'deposit', href: `${base}?view=deposit` },
    { key: 'withdraw', href: `${base}?view=withdraw` },
    { key: 'transfer', href: `${base}?view=transfer` },
    { key: 'history', href: `/${page.locale}/setting/history?tab=deposit` },
  ];
  const first = actions.find((a) => a.key === view);
  const ordered = first ? [first, ...actions.filter((a) => a !== first)] : actions;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('title')}
      closeLabel={t('common:close')}
    >
      <div className="space-y-4">
        {failed ? (
          <p role="alert" className="text-sm text-danger">
            {t('history.loadFailed')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2" aria-busy={wallet ? undefined : true} aria-label={t('wallets.label')}>
            {(['main', 'cashback', 'rebate', 'affiliate'] as const).map((w) => (
              <li
                key={w}
                className={cn('rounded-xl border border-border p-3', w === 'main' && 'border-primary/50 bg-primary/10')}
              >
                <p className="text-xs text-text-muted">{t(`wallets.${w}`)}</p>
                <p className="truncate text-base font-bold tabular-nums">
                  {wallet ? (
                    money(wallet.wallets[w])
                  ) : (
                    <span className="inline-block h-5 w-20 animate-pulse rounded bg-surface-alt" />
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        <div className="grid grid-cols-2 gap-2">
          {ordered.map((a, i) => (
            <Link
              key={a.key}
              to={a.href}
              onClick={onClose}
              className={buttonClasses({ variant: i === 0 ? 'primary' : 'secondary', size: 'md' })}
            >
              {a.key === 'history' ? t('views.history') : t(`views.${a.key}`)}
            </Link>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
