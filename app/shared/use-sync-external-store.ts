/** What react-i18next imports from 'use-sync-external-store/shim' (aliased here in vite.config.ts): React's own. */
export { useSyncExternalStore } from 'react';
