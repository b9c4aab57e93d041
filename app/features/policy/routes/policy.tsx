import { data, Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { pageDataOf } from '../../../shared/page-data';
import { isPolicyPage, loadPolicyPage } from '../policy.server';
import type { Route } from './+types/policy';

/** The terms and conditions, privacy policy and cookie policy pages: one module, the route id is the policy. */
export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const slug = pattern.split('/').filter(Boolean).at(-1);
  if (!isLocale(params.lang) || !isPolicyPage(slug)) throw data(null, { status: 404 });
  const { services } = getServerContext(context);
  const page = await loadPolicyPage(services, slug, params.lang);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The operator's SEO title of this page when one is configured for it, else the policy's title with the site name. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const shell = pageDataOf(matches);
  const own = shell?.seo && shell.seo.page_name === loaderData.slug ? shell.seo.title : '';
  return [{ title: own || (shell ? `${loaderData.title} | ${shell.site.name}` : loaderData.title) }];
}

export default function PolicyPage({ loaderData: d, params }: Route.ComponentProps) {
  const { t } = useTranslation('policy');
  const base = `/${params.lang}`;
  // A text with a single heading needs no table of contents.
  const withToc = d.toc.length > 1;
  return (
    <div className="mx-auto w-full max-w-frame px-4 pb-12 pt-6 md:px-6 md:pt-10">
      <nav aria-label={t('pages')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {d.pages.map((p) => (
            <li key={p.slug}>
              <Link
                to={`${base}/${p.slug}`}
                aria-current={p.current ? 'page' : undefined}
                lang={p.lang}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition ${
                  p.current
                    ? 'border-primary bg-primary text-primary-contrast'
                    : 'border-border bg-surface text-text hover:border-primary'
                }`}
              >
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={`grid gap-8 ${withToc ? 'lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12' : ''}`}>
        <header className={`space-y-2 ${withToc ? 'lg:col-start-2' : ''}`}>
          <h1 className="text-2xl font-bold leading-tight md:text-4xl" lang={d.fallback?.lang}>
            {d.title}
          </h1>
          <p className="text-sm text-text-muted">
            <Trans
              t={t}
              i18nKey="updated"
              values={{ date: d.updatedText }}
              components={{ time: <time dateTime={d.updatedAt} /> }}
            />
          </p>
          {d.fallback ? (
            <p role="note" className="rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-text">
              {t('fallback', { language: d.fallback.name })}
            </p>
          ) : null}
        </header>
        {withToc ? (
          <nav aria-labelledby="policy-toc" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <div className="rounded-2xl border border-border bg-surface p-4 lg:sticky lg:top-28">
              <h2 id="policy-toc" className="mb-3 text-xs font-semibold uppercase tracking-wider text-text-muted">
                {t('contents')}
              </h2>
              <ol className="space-y-1 text-sm" lang={d.fallback?.lang}>
                {d.toc.map((entry) => (
                  <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
                    <a
                      href={`#${entry.id}`}
                      className="block rounded-lg px-2 py-1.5 text-text-muted hover:bg-surface-alt hover:text-text"
                    >
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}
        <div
          lang={d.fallback?.lang}
          className={`max-w-prose leading-relaxed text-text-muted ${withToc ? 'lg:col-start-2' : ''} [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:scroll-mt-28 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-text [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:scroll-mt-28 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-text [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_strong]:text-text [&_table]:mb-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&>h2:first-child]:mt-0`}
          // Sanitised on the server (policy.server.ts): an allow-list of text tags, safe link schemes, no attributes but ours.
          dangerouslySetInnerHTML={{ __html: d.html }}
        />
      </div>
    </div>
  );
}
