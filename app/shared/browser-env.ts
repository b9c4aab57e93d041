/**
 * Configuration the server hands the browser in `window.__ENV__` (rendered by the document, see `browserEnvScript`).
 * Only values that are safe to publish belong here.
 */
export interface BrowserEnv {
  /** Cookie prefix and site name (`<WEB_NAME>.jwt`). */
  WEB_NAME: string;
  /** Base URL of the member API; '/' (same origin) when not configured. */
  API_BASE_URL?: string;
}

declare global {
  interface Window {
    __ENV__?: Partial<BrowserEnv>;
  }
}

export const DEFAULT_WEB_NAME = 'casino';

export function browserEnv(): BrowserEnv {
  const env = typeof window === 'undefined' ? undefined : window.__ENV__;
  return {
    WEB_NAME: env?.WEB_NAME || DEFAULT_WEB_NAME,
    API_BASE_URL: env?.API_BASE_URL || '/',
  };
}

/** The inline script that publishes the environment before any module runs (JSON, `<` escaped). */
export function browserEnvScript(env: BrowserEnv): string {
  return `window.__ENV__=${JSON.stringify(env).replace(/</g, '\\u003c')};`;
}
