import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/en${url.search}`);
}
