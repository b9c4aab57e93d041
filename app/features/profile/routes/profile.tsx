import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { ProfilePage } from '../components/profile-page';
import { handleProfileForm } from '../profile.forms.server';
import { loadProfilePage } from '../profile.page.server';
import type { Route } from './+types/profile';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['profile', 'otp'] };

/** setting/profile: the member's profile in three steps (the setting layout asks visitors to log in). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) return { data: null };
  return { data: await loadProfilePage(ctx.services, member.id, isLocale(params.lang) ? params.lang : 'th') };
}

/** POST: one of the page's forms (bank, personal, e-mail, send or enter a code), by its `intent`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const answer = await handleProfileForm({
    services: ctx.services,
    memberId: member.id,
    locale: params.lang,
    ip: ctx.ip,
    form: await request.formData(),
  });
  return data(answer.data, { status: answer.status });
}

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.data ? <ProfilePage data={loaderData.data} /> : null;
}
