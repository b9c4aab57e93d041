import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import type { BonusKind } from '../cashback.schemas';
import type { Route } from './+types/articles';

export const handle = { i18n: ['cashback'] };

/** promotions/cashback and promotions/rebate: the articles (terms) and the rates per member level, for everyone. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const kind: BonusKind = /\/rebate\/?$/.test(new URL(request.url).pathname) ? 'rebate' : 'cashback';
  const language = await ctx.services.locale.languageByCode(params.lang);
  const [articles, levels, member] = await Promise.all([
    language ? ctx.services.cashback.articles(kind, language.id) : [],
    ctx.services.levels.levels(params.lang),
    ctx.member(),
  ]);
  return {
    kind,
    lang: params.lang,
    articles,
    member: !!member,
    levels: levels.map((l) => ({
      id: l.id,
      name: l.name,
      color: l.color,
      rate: kind === 'cashback' ? l.cashback_bp : l.rebate_bp,
    })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'cashback', `${loaderData?.kind ?? 'cashback'}.title`)];
}

export default function BonusArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cashback');
  const { kind, articles, levels, lang } = loaderData;
  return (
    <div className="mx-auto w-full max-w-frame space-y-4 px-3 pb-8 pt-4 md:px-6">
      <h1 className="text-xl font-bold md:text-2xl">{t(`${kind}.title`)}</h1>
      {articles.length === 0 ? (
        <p className="text-text-muted">{t('no_articles')}</p>
      ) : (
        articles.map((a) => (
          <article key={a.id} className="rounded-2xl border border-border bg-surface p-3 md:p-4">
            <h2 className="font-semibold">{a.title}</h2>
            <p className="mt-1 text-sm text-text-muted">{a.body}</p>
          </article>
        ))
      )}
      <section aria-labelledby="rates" className="rounded-2xl border border-border bg-surface p-3 md:p-4">
        <h2 id="rates" className="mb-2 font-semibold">
          {t('rates')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-5">
          {levels.map((l) => (
            <li key={l.id} className="rounded-xl bg-surface-alt p-2 text-center">
              <span className="block text-sm font-semibold" style={{ color: l.color }}>
                {l.name}
              </span>
              <span className="text-lg font-bold tabular-nums">{(l.rate / 100).toFixed(2)}%</span>
            </li>
          ))}
        </ul>
      </section>
      {loaderData.member && (
        <Link
          to={`/${lang}/setting/${kind}`}
          className="inline-block rounded-xl bg-primary px-4 py-2 font-semibold text-primary-contrast"
        >
          {t(`${kind}.open`)}
        </Link>
      )}
    </div>
  );
}
