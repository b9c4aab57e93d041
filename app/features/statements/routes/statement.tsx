import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { NetPositionPage } from '../components/net-position';
import { periodQuery } from '../statements.schemas';
import type { Route } from './+types/statement';

export const handle = { i18n: ['statements'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'statements', 'title'), { name: 'robots', content: 'noindex' }];
}

/** setting/statement: the net position of the chosen period (?period=7|30|90|365 days), lifetime net deposits. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const period = periodQuery.parse(new URL(request.url).searchParams.get('period') ?? undefined);
  const to = new Date();
  const from = new Date(to.getTime() - Number(period) * 86_400_000);
  const [position, currency] = await Promise.all([
    ctx.services.statements.netPosition(member, { from, to }),
    ctx.services.locale.currencyById(member.currencyId),
  ]);
  return {
    locale: params.lang,
    period,
    position,
    currency: currency
      ? { decimals: currency.decimals, symbol: currency.symbol, is_following: currency.is_following }
      : { decimals: 2, symbol: position.currency, is_following: true },
  };
}

export default function StatementRoute({ loaderData }: Route.ComponentProps) {
  return <NetPositionPage {...loaderData} />;
}
