import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { cn } from '../../../components/ui/cn';
import { MemoCategoryBadge } from '../components/memo-category';
import type { MemoBox } from '../memos.schemas';
import type { Route } from './+types/personal-message';

export const handle = { i18n: ['memos'] };

const PAGE_SIZE = 20;

/** setting/personal-message: the inbox (or, with ?box=sent, the memos the member wrote), newest first, paged. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const search = new URL(request.url).searchParams;
  const box: MemoBox = search.get('box') === 'sent' ? 'sent' : 'inbox';
  const page = Math.min(10_000, Math.max(1, Number(search.get('page')) || 1));
  const [list, unread] = await Promise.all([
    ctx.services.memos.list(member.id, box, params.lang, { limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }),
    ctx.services.memos.unreadCount(member.id),
  ]);
  return {
    locale: params.lang,
    box,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    rows: list.data,
    unread,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'memos', 'title'), { name: 'robots', content: 'noindex' }];
}

export default function PersonalMessagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('memos');
  const navigation = useNavigation();
  const { rows, locale, page, pages, box, unread } = loaderData;
  const base = `/${locale}/setting/personal-message`;
  const loading = navigation.state === 'loading' && navigation.location?.pathname === base;
  const pageLink = (n: number) => {
    const q = new URLSearchParams();
    if (box === 'sent') q.set('box', 'sent');
    if (n > 1) q.set('page', String(n));
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };
  const tab = (name: MemoBox) => (
    <Link
      to={name === 'sent' ? `${base}?box=sent` : base}
      aria-current={box === name ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold',
        box === name ? 'bg-primary text-primary-contrast' : 'text-text-muted hover:bg-surface-alt hover:text-text',
      )}
    >
      {t(`tabs.${name}`)}
    </Link>
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold md:text-2xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-text-muted">{t('subtitle')}</p>
        </div>
        <Link
          to={`${base}/write-memo`}
          className="inline-flex h-10 items-center rounded-xl bg-primary px-4 text-sm font-semibold text-primary-contrast hover:brightness-110"
        >
          {t('write')}
        </Link>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t('tabs.label')} className="flex gap-1 rounded-xl border border-border bg-surface p-1">
          {tab('inbox')}
          {tab('sent')}
        </nav>
        {unread > 0 ? (
          <p className="text-sm font-medium text-primary" data-testid="memo-unread">
            {t('unreadCount', { count: unread })}
          </p>
        ) : null}
      </div>
      {loading ? (
        <div aria-hidden className="space-y-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-xl bg-surface" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center">
          <p className="font-semibold">{t(`empty.${box}`)}</p>
          <p className="mt-1 text-sm text-text-muted">{t(`empty.${box}Hint`)}</p>
        </div>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
          aria-label={t(`tabs.${box}`)}
        >
          {rows.map((r) => (
            <li key={r.message_transaction_header_id}>
              <Link
                to={`${base}/${r.message_transaction_header_id}?allow_reply=${r.allow_reply}`}
                className="flex gap-3 p-3 hover:bg-surface-alt md:p-4"
              >
                <span
                  aria-hidden
                  className={cn('mt-2 size-2.5 shrink-0 rounded-full', r.is_read ? 'bg-transparent' : 'bg-primary')}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={cn('min-w-0 break-words', r.is_read ? 'font-medium' : 'font-bold')}>
                      {r.topic.title_name}
                    </span>
                    {r.is_read ? null : (
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-contrast">
                        {t('unread')}
                      </span>
                    )}
                  </span>
                  <span className="mt-0.5 line-clamp-2 block break-words text-sm text-text-muted">
                    {r.topic.message_description}
                  </span>
                  <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-text-muted">
                    <MemoCategoryBadge category={r.topic.message_type} />
                    <time dateTime={r.updatedAt} className="tabular-nums">
                      {formatDateTime(r.updatedAt, { locale })}
                    </time>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pages.label')} className="flex items-center justify-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="rounded-lg border border-border px-3 py-2 hover:bg-surface-alt">
              {t('pages.prev')}
            </Link>
          ) : null}
          <span className="tabular-nums text-text-muted">
            {page} / {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="rounded-lg border border-border px-3 py-2 hover:bg-surface-alt">
              {t('pages.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
