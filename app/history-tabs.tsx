import { lazy, type ComponentType } from 'react';
import { onDemand } from './components/ui/on-demand.ts';
import type { HistoryTabEntry, HistoryTabProps } from './shared/history-tabs.ts';

/**
 * The history page's tabs that belong to other features, in the spec's order (deposit, withdraw, …, activity log);
 * the root provides them (app/shared/history-tabs.ts). A feature adds its tab here. Their code loads with the first
 * history page that shows one (the server loads it when it starts), not with every page. Each key has its server
 * part in server/history-tabs.ts.
 */
const cashboxTabs = onDemand(() => import('./features/cashbox/components/history-tabs.tsx'));
const cashbackTabs = onDemand(() => import('./features/cashback/components/history-tabs.tsx'));

type Tabs = Awaited<ReturnType<typeof cashboxTabs.load>>;

/** One tab's component: rendered at once when its module is loaded, else suspended until it is. */
function tab(pick: (m: Tabs) => ComponentType<HistoryTabProps>): ComponentType<HistoryTabProps> {
  const Lazy = lazy(() => cashboxTabs.load().then((m) => ({ default: pick(m) })));
  // biome-ignore lint/correctness/noComponentHookFactories: one on-demand component per tab, made once at module load, never during a render
  return function HistoryTab(props: HistoryTabProps) {
    const loaded = cashboxTabs.get();
    const Loaded = loaded ? pick(loaded) : null;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

type BonusTabs = Awaited<ReturnType<typeof cashbackTabs.load>>;

/** The cashback feature's tabs, loaded on demand as the cashbox's are. */
function bonusTab(pick: (m: BonusTabs) => ComponentType<HistoryTabProps>): ComponentType<HistoryTabProps> {
  const Lazy = lazy(() => cashbackTabs.load().then((m) => ({ default: pick(m) })));
  // biome-ignore lint/correctness/noComponentHookFactories: one on-demand component per tab, made once at module load, never during a render
  return function BonusHistoryTab(props: HistoryTabProps) {
    const loaded = cashbackTabs.get();
    const Loaded = loaded ? pick(loaded) : null;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

export const historyTabs: readonly HistoryTabEntry[] = [
  { key: 'deposit', namespace: 'cashbox', labelKey: 'history.deposit', Component: tab((m) => m.DepositHistory) },
  { key: 'withdraw', namespace: 'cashbox', labelKey: 'history.withdraw', Component: tab((m) => m.WithdrawHistory) },
  { key: 'activity', namespace: 'cashbox', labelKey: 'history.activity', Component: tab((m) => m.ActivityHistory) },
  { key: 'cashback', namespace: 'cashback', labelKey: 'cashback.title', Component: bonusTab((m) => m.CashbackHistory) },
  { key: 'rebate', namespace: 'cashback', labelKey: 'rebate.title', Component: bonusTab((m) => m.RebateHistory) },
];

if (import.meta.env.SSR) {
  void cashboxTabs.load().catch((err: unknown) => console.error('the history tabs could not be loaded', err));
  void cashbackTabs.load().catch((err: unknown) => console.error('the history tabs could not be loaded', err));
}
