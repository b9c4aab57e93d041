import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { ProfilePage } from '../components/profile-page';
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

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.data ? <ProfilePage data={loaderData.data} /> : null;
}
