import type { HistoryTabLoader } from '../app/context.ts';
import { cashboxHistoryTabs } from '../app/features/cashbox/cashbox.history.server.ts';
import { cashbackHistoryTabs } from '../app/features/cashback/cashback.history.server.ts';

/**
 * The server parts of the history tabs other features own, by tab key: the history page's loader calls the active
 * tab's (app/features/history/routes/history.tsx). The same keys as the tabs' components in app/history-tabs.tsx;
 * a feature that adds a tab there adds its server part here.
 */
export const historyTabLoaders: Readonly<Record<string, HistoryTabLoader>> = {
  ...cashboxHistoryTabs,
  ...cashbackHistoryTabs,
};
