import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { CashboxPage } from '../components/cashbox-page';
import { handleCashboxForm, readFormLimited, type CashboxActionData } from '../cashbox.forms.server';
import { loadCashboxPage } from '../cashbox.page.server';
import { CASHBOX_VIEWS, type CashboxView } from '../cashbox.schemas';
import type { Route } from './+types/wallet';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['cashbox'] };

const viewOf = (v: string | null): CashboxView =>
  (CASHBOX_VIEWS as readonly string[]).includes(v ?? '') ? (v as CashboxView) : 'main';

/** setting/wallet: the cashbox (the setting layout asks visitors to log in). `?view=` picks the inner view. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const search = new URL(request.url).searchParams;
  const member = await ctx.member();
  if (!member) return { locale, data: null, view: 'main' as CashboxView, method: null, done: null };
  return {
    locale,
    data: await loadCashboxPage(ctx.services, member, { locale, promotion: search.get('promotion') }),
    view: viewOf(search.get('view')),
    method: search.get('method'),
    done: search.get('done'),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'cashbox', 'title'), { name: 'robots', content: 'noindex' }];
}

/** POST: transfer, deposit or withdraw, by the form's `intent`; a success goes back to the cashbox (PRG). */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const page = await loadCashboxPage(ctx.services, member, { locale: params.lang });
  if (!page) throw data(null, { status: 404 });
  let form: FormData;
  try {
    form = await readFormLimited(request);
  } catch {
    const result = { status: 'error', error: { slip: [{ errorCode: 'SLIP_TOO_LARGE', params: { max: 2 } }] } };
    return data({ intent: 'deposit', result } as unknown as CashboxActionData, { status: 400 });
  }
  const base = ctx.services.config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
  const answer = await handleCashboxForm({
    services: ctx.services,
    member,
    locale: params.lang,
    page,
    form,
    returnUrl: `${base}/${params.lang}/setting/wallet?view=deposit`,
  });
  const here = `/${params.lang}/setting/wallet`;
  switch (answer.data.done) {
    case 'deposit':
    case 'withdraw':
      throw redirect(`${here}?done=${answer.data.done}`);
    case 'transfer':
      throw redirect(`${here}?view=transfer&done=transfer`);
    case 'payment':
      throw redirect(`${here}?view=deposit`);
  }
  return data(answer.data, { status: answer.status });
}

export default function WalletRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.data ? (
    <CashboxPage
      data={loaderData.data}
      locale={loaderData.locale}
      view={loaderData.view}
      method={loaderData.method}
      done={loaderData.done}
    />
  ) : null;
}
