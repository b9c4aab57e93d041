import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney, moneyCurrency } from '../../../shared/money';
import { showNotice } from '../../../shared/notices';
import { usePageData } from '../../../shared/page-data';
import { useShellUi, useSocketTopic } from '../../../shared/shell-ui';

/**
 * A deposit credited while the member is anywhere on the site ('Your deposit of ฿… was successful.'): the DEPOSIT
 * topic of the realtime feed becomes a notice over the page (the header's balance is refreshed by the shell). Mounted
 * for members on every page through app/member-listeners.tsx; the cashbox's strings are fetched when the first
 * deposit is credited, not with every page.
 */
export function DepositNotice() {
  const { i18n } = useTranslation();
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  useSocketTopic('DEPOSIT', (message) => {
    const d = message.data as { status?: unknown; amount?: unknown; currency?: unknown } | null;
    if (d?.status !== 'success' || typeof d.amount !== 'number' || !Number.isSafeInteger(d.amount)) return;
    const minor = d.amount;
    const code = typeof d.currency === 'string' ? d.currency : null;
    const currency = page.wallet?.currency ?? null;
    const amount =
      currency && (!code || code === currency.code)
        ? formatMoney(minor, moneyCurrency(currency, currencyLanguage))
        : `${formatAmount(minor, { decimals: 2 })}${code ? ` ${code}` : ''}`;
    void i18n
      .loadNamespaces('cashbox')
      .then(() => showNotice({ tone: 'success', text: i18n.t('cashbox:deposit.success', { amount }) }))
      .catch((err: unknown) => console.error('the deposit notice could not be shown', err));
  });
  return null;
}
