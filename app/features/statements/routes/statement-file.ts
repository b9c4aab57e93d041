import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { moneyCurrency } from '../../../shared/money';
import { statementCsv, statementPdf, type StatementLabels } from '../statements.files.server';
import { STATEMENT_FORMATS, type StatementFormat } from '../statements.schemas';
import type { Route } from './+types/statement-file';

/**
 * GET /:lang/statement-file?format=csv|pdf — the member's 12-month statement (every deposit, withdrawal, bonus and
 * game day) as a download, in the member's language and currency. Visitors are sent to log in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const format = new URL(request.url).searchParams.get('format') as StatementFormat;
  if (!STATEMENT_FORMATS.includes(format)) throw data(null, { status: 400 });
  const { services } = ctx;
  const currency = await services.locale.currencyById(member.currencyId);
  if (!currency) throw data(null, { status: 404 });
  const statement = await services.statements.statement(member);
  const locale = params.lang;
  const labels = (services.catalogs[locale as keyof typeof services.catalogs]?.statements?.file ??
    services.catalogs.en.statements.file) as unknown as StatementLabels;
  const file = {
    locale,
    member: member.username,
    currency: statement.currency,
    money: moneyCurrency(currency),
    from: statement.from,
    to: statement.to,
    rows: statement.rows,
    labels,
  };
  const day = statement.to.slice(0, 10);
  const headers = {
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `attachment; filename="statement-${day}.${format}"`,
  };
  if (format === 'csv')
    return new Response(statementCsv(file), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } });
  return new Response(new Uint8Array(await statementPdf(file)), {
    headers: { ...headers, 'Content-Type': 'application/pdf' },
  });
}
