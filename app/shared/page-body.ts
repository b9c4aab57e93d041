/**
 * The property under which a page rendered into one buffer (app/entry.server.tsx) carries that buffer on its
 * Response, so that the server's page handler sends it as it is instead of reading the Response's stream into a
 * copy (server/plugins/react-router.ts). A registered symbol: the server build and the server's own modules are
 * separate module instances.
 */
export const PAGE_BODY = Symbol.for('casino.page-body');
