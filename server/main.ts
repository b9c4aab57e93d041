// React and the server pick their production or development builds from NODE_ENV when first imported, so it is
// settled here, before anything else loads: production unless `--dev` (or an explicit NODE_ENV) says otherwise.
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';
await import('./start.ts');
export {};
