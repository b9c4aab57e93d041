import { useRouteLoaderData } from 'react-router';
import { expandJson } from '../../shared/json-text.ts';
import type { ShellData, ShellWire } from './shell.types.ts';

/** The server-side start-up's data (loader data of the ':lang' route); undefined outside it (e.g. a bad locale). */
export function useShellOptional(): ShellData | undefined {
  const wire = useRouteLoaderData('lang') as ShellWire | undefined;
  return wire ? expandJson(wire) : undefined;
}

/** The server-side start-up's data: member, wallet, configuration, experiments. Use inside /:lang pages. */
export function useShell(): ShellData {
  const data = useShellOptional();
  if (!data) throw new Error('useShell() is used outside the /:lang route');
  return data;
}
