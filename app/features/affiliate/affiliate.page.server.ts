import type { AppServices } from '../../../server/services.ts';
import type { Member } from '../../../server/rest/service.ts';
import { AppError } from '../../../server/errors.ts';
import {
  addDays,
  LIST_PAGE,
  referralLink,
  STAT_DAYS_DEFAULT,
  STAT_RANGES,
  type AffiliateIncomeView,
  type AffiliateMemberView,
  type AffiliateStatDay,
  type AffiliateSummary,
} from './affiliate.schemas.ts';

/** What an affiliate page read: its data, or that it could not (the page shows a retry link). */
export type Loaded<T> = { status: 'done'; data: T } | { status: 'error' } | { status: 'forbidden' };

async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { status: 'done', data: await read() };
  } catch (err) {
    if (err instanceof AppError && err.kind === 'Forbidden') return { status: 'forbidden' };
    if (err instanceof AppError && err.kind === 'BadRequest') return { status: 'error' };
    throw err;
  }
}

/** The site's address as members share it. */
export function siteOrigin(services: AppServices, request: Request): string {
  return services.config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
}

export interface OverviewData {
  summary: AffiliateSummary;
  link: string;
}

export function loadOverview(services: AppServices, member: Member, origin: string, locale: string) {
  return load<OverviewData>(async () => {
    const summary = await services.affiliate.summary(member.id);
    return { summary, link: referralLink(origin, locale, summary.ref_code) };
  });
}

export function statDaysOf(search: URLSearchParams): number {
  const n = Number(search.get('days'));
  return (STAT_RANGES as readonly number[]).includes(n) ? n : STAT_DAYS_DEFAULT;
}

export function loadStatistics(services: AppServices, member: Member, days: number) {
  return load<AffiliateStatDay[]>(async () => {
    const to = services.affiliate.today();
    return services.affiliate.statistics(member.id, addDays(to, 1 - days), to);
  });
}

export function pageOf(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export interface ListData<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
}

export function loadMembers(services: AppServices, member: Member, page: number) {
  return load<ListData<AffiliateMemberView>>(async () => {
    const res = await services.affiliate.members(member.id, { limit: LIST_PAGE, skip: (page - 1) * LIST_PAGE });
    return { rows: res.data, page, pages: Math.max(1, Math.ceil(res.total / LIST_PAGE)), total: res.total };
  });
}

export function loadIncome(services: AppServices, member: Member, page: number) {
  return load<ListData<AffiliateIncomeView>>(async () => {
    const res = await services.affiliate.income(member.id, { limit: LIST_PAGE, skip: (page - 1) * LIST_PAGE });
    return { rows: res.data, page, pages: Math.max(1, Math.ceil(res.total / LIST_PAGE)), total: res.total };
  });
}
