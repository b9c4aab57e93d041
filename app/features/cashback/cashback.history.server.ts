import type { HistoryTabLoader } from '../../context.ts';
import { BONUS_HISTORY_PAGE_SIZE, bonusHistoryPage } from './cashback.schemas.ts';

/**
 * The server parts of the history page's cashback and rebate tabs: the address's page (`?page=`) of the member's
 * credits, newest first. server/history-tabs.ts hands them to the history page's loader; components/history-tabs.tsx
 * draws what they answer.
 */
export const cashbackHistoryTabs = {
  cashback: ({ services, member, search }) =>
    services.cashback.history(member.id, 'cashback', {
      limit: BONUS_HISTORY_PAGE_SIZE,
      skip: (bonusHistoryPage(search) - 1) * BONUS_HISTORY_PAGE_SIZE,
    }),
  rebate: ({ services, member, search }) =>
    services.cashback.history(member.id, 'rebate', {
      limit: BONUS_HISTORY_PAGE_SIZE,
      skip: (bonusHistoryPage(search) - 1) * BONUS_HISTORY_PAGE_SIZE,
    }),
} satisfies Record<string, HistoryTabLoader>;
