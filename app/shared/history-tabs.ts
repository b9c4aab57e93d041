import { createContext, useContext, type ComponentType } from 'react';

/**
 * Tabs of the member's history page (setting/history) that other features supply: each names its key (`?tab=`),
 * the catalog namespace and key of its label, and the component drawn in its panel. A composition point
 * (`app/history-tabs.tsx`) fills the list and the root provides it, so the history feature shows deposits,
 * withdrawals or the activity log without importing the features that own them. Each tab has a server part of the
 * same key (server/history-tabs.ts, handed to loaders as `historyTabs` of the server context): the history page's
 * loader calls it and hands what it read to the component as `data`.
 */

/** What the tab's server part read for the page: its data, or a failure the tab shows with a retry link. */
export type HistoryTabData = { status: 'done'; data: unknown } | { status: 'error' };

export interface HistoryTabProps {
  locale: string;
  /** What the server part read for this address; null for a visitor. */
  data: HistoryTabData | null;
  /** True while the page reads its records again (another range, another page): the tab shows its skeleton. */
  loading: boolean;
}

export interface HistoryTabEntry {
  key: string;
  /** Catalog namespace of the label and of the panel's texts (sent with the history page). */
  namespace: string;
  /** The label's key in that namespace. */
  labelKey: string;
  Component: ComponentType<HistoryTabProps>;
}

export const HistoryTabsContext = createContext<readonly HistoryTabEntry[]>([]);

export function useHistoryTabs(): readonly HistoryTabEntry[] {
  return useContext(HistoryTabsContext);
}

/** The route pattern of the history page: its namespaces include the tabs'. */
export const HISTORY_PAGE_PATTERN = ':lang/setting/history';
