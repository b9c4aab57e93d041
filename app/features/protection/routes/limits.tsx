import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { LimitsPage } from '../components/limits-page';
import { handleLimitsForm } from '../protection.forms.server';
import type { Route } from './+types/limits';

export const handle = { i18n: ['protection'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'protection', 'limits.title'), { name: 'robots', content: 'noindex' }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) return { view: null };
  return { view: await ctx.services.protection.view(member.id) };
}

/** POST: one of the page's forms (deposit, loss or bet limits, play limits, time-out or self-exclusion), by `intent`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const answer = await handleLimitsForm({
    services: ctx.services,
    memberId: member.id,
    locale: params.lang,
    form: await request.formData(),
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.status });
}

/** setting/limits: the member's limits, time settings, time-out and self-exclusion. */
export default function LimitsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.view ? <LimitsPage view={loaderData.view} /> : null;
}
