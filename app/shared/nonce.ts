import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (the one the renderer gave
 * `<ServerRouter nonce>`), for inline and external scripts a component renders itself. In the browser it is empty:
 * the browser hides nonces from the page once it has checked them, and scripts added after load are trusted
 * through the scripts that add them ('strict-dynamic').
 */
export function useNonce(): string | undefined {
  return useContext(UNSAFE_FrameworkContext)?.nonce || undefined;
}
