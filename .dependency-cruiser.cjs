/**
 * Feature boundaries (docs/conventions.md § Boundaries), checked by `npm run lint`.
 * A feature is a folder app/features/<name>/; composition points (app/root.tsx, app/routes.ts, app/entry.*.tsx, files
 * directly in app/, server/**) may import any feature.
 */
const path = require('node:path');

const FEATURE = '^app/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'feature-internals',
      severity: 'error',
      comment:
        "A feature imports from another feature only its <name>.schemas.ts (and its service's types, see " +
        "'feature-service-type-only'); the service itself arrives through server/services.ts.",
      from: { path: FEATURE },
      to: {
        path: '^app/features/([^/]+)/',
        // One expression: dependency-cruiser joins a list of them into one, which would renumber the back reference.
        pathNot: '^app/features/$1/|^app/features/(?<feature>[^/]+)/\\k<feature>\\.(schemas|service\\.server)\\.ts$',
      },
    },
    {
      name: 'feature-service-type-only',
      severity: 'error',
      comment:
        "Another feature's service is imported with `import type` only; its object comes from server/services.ts.",
      from: { path: FEATURE },
      to: {
        path: '^app/features/(?<feature>[^/]+)/\\k<feature>\\.service\\.server\\.ts$',
        pathNot: '^app/features/$1/',
        // type-only imports reach the rules as `require` (.dependency-cruiser.babel.cjs)
        dependencyTypesNot: ['require'],
      },
    },
    {
      name: 'table-outside-feature',
      severity: 'error',
      comment:
        "A feature's tables are read and written by that feature only; server/ composition files may aggregate them.",
      from: { path: FEATURE },
      to: { path: '^app/features/([^/]+)/[^/]+\\.table\\.server\\.ts$', pathNot: '^app/features/$1/' },
    },
    {
      name: 'table-outside-composition',
      severity: 'error',
      comment:
        "Outside the features, only server/ composition files and the migrations config import a feature's tables.",
      from: { pathNot: ['^app/features/', '^server/', '^drizzle\\.config\\.ts$'] },
      to: { path: '^app/features/[^/]+/[^/]+\\.table\\.server\\.ts$' },
    },
    {
      name: 'shared-code-imports-feature',
      severity: 'error',
      comment: 'The design system, shared helpers and i18n serve every feature and import none.',
      from: { path: '^app/(components/ui|shared|i18n)/' },
      to: { path: '^app/features/' },
    },
    {
      name: 'provider-or-gateway-imports-app',
      severity: 'error',
      comment:
        'The demo provider and the payment gateway talk to the casino over HTTP only (their tests may import it).',
      from: { path: '^(providers/demo|gateway)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(app|server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules/', '^build/', '^\\.react-router/'] },
    babelConfig: { fileName: path.join(__dirname, '.dependency-cruiser.babel.cjs') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
