import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page lives once under /:lang; the route ids are the spec's route names (used for configuration lookup).
 * Pages of features that are not built yet are absent and answer 404.
 */
export default [
  index('features/shell/routes/root-redirect.tsx', { id: 'root-redirect' }),
  route(':lang', 'features/shell/routes/lang-layout.tsx', { id: 'lang' }, [
    index('features/lobby/routes/home.tsx', { id: 'index' }),
    route('*', 'features/shell/routes/not-found.tsx', { id: 'not-found' }),
  ]),
  route('*', 'features/shell/routes/not-found.tsx', { id: 'not-found-root' }),
] satisfies RouteConfig;
