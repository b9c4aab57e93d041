import type { HistoryTabLoader } from '../../context.ts';
import type { Page, ListRange } from './cashbox.service.server.ts';
import { createdAtBounds, HISTORY_PAGE_SIZE, pageOf, rangeOf, todayIn, type HistoryTabPage } from './cashbox.range.ts';

/**
 * The server parts of the cashbox's history tabs (deposit, withdraw, activity log): the address's range (the range
 * form's schema) and page, and that page of the member's records, newest first. server/history-tabs.ts hands them
 * to the history page's loader; components/history-tabs.tsx draws what they answer.
 */

async function readPage<T>(
  search: URLSearchParams,
  locale: string,
  read: (q: ListRange) => Promise<Page<T>>,
): Promise<HistoryTabPage<T>> {
  const today = todayIn();
  const { range } = rangeOf(search, locale, today);
  if (!range) return { today, records: null };
  const bounds = createdAtBounds(range);
  const records = await read({
    from: new Date(bounds.$gte),
    to: new Date(bounds.$lte),
    limit: HISTORY_PAGE_SIZE,
    skip: (pageOf(search) - 1) * HISTORY_PAGE_SIZE,
  });
  return { today, records };
}

export const cashboxHistoryTabs = {
  deposit: ({ services, member, search, locale }) =>
    readPage(search, locale, (q) => services.cashbox.deposits(member.id, q)),
  withdraw: ({ services, member, search, locale }) =>
    readPage(search, locale, (q) => services.cashbox.withdrawals(member.id, q)),
  activity: ({ services, member, search, locale }) =>
    readPage(search, locale, (q) => services.cashbox.activity(member.id, q)),
} satisfies Record<string, HistoryTabLoader>;
