import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import type { CurrencyLanguage, CurrencyOption, ShellUiState, SocketStatus } from '../../../shared/shell-ui.tsx';
import { dispatchSocketMessage } from '../../../shared/shell-ui.tsx';
import { api } from '../../../shared/api-client.ts';
import { readCookie } from '../shell.language.ts';
import { PUBLIC_TOPICS } from '../../../shared/realtime.ts';
import { gatewayUrl, openMemberSocket, publicGatewayUrl, type SocketMessage } from './member-socket.ts';

/** Asks the server for exactly these public topics (comma-separated; '' for none) on an open socket. */
function askTopics(send: (text: string) => void, wanted: string): void {
  const topics = wanted ? wanted.split(',') : [];
  const others = PUBLIC_TOPICS.filter((t) => !topics.includes(t));
  if (others.length) send(JSON.stringify({ op: 'unsubscribe', topics: others }));
  if (topics.length) send(JSON.stringify({ op: 'subscribe', topics }));
}

/** Topics after which the member's wallet, privileges or messages changed: the start-up data is reloaded. */
const REFRESH_TOPICS = new Set([
  'DEPOSIT',
  'WITHDRAWAL',
  'CASHBACK',
  'POINT',
  'REBATE',
  'PRIVILEGE',
  'PERSONAL_MESSAGE',
  'COUPON_PROMOTION',
]);

/** Start-up loads fail quietly (logged, state unchanged), as the spec's data loads do. */
async function findAll<T>(service: string, query: Record<string, unknown>, signal: AbortSignal): Promise<T[]> {
  const page = await api.service<T>(service).find(query, { signal, handleErrors: false });
  return Array.isArray(page.data) ? page.data : [];
}

/**
 * The client-side start-up: currencies, the current currency in the current language, then the server-loading
 * flag is cleared (theme, tag manager, analytics and pixels are already in the server's HTML). For a member the
 * realtime feed opens. Connectivity is tracked throughout.
 */
export function useClientStartup(
  shell: ShellData,
): ShellUiState & { listeners: Map<string, Set<(m: SocketMessage) => void>>; onTopicsChanged: () => void } {
  const [serverLoading, setServerLoading] = useState(true);
  const [online, setOnline] = useState(true);
  const [currencies, setCurrencies] = useState<CurrencyOption[] | null>(null);
  const [currencyLanguage, setCurrencyLanguage] = useState<CurrencyLanguage | null>(null);
  const [socketStatus, setSocketStatus] = useState<SocketStatus>('idle');
  const listeners = useRef(new Map<string, Set<(m: SocketMessage) => void>>()).current;
  // The public topics some component listens to (comma-separated), and how to ask for them on the open socket.
  const [publicTopics, setPublicTopics] = useState('');
  const wantedTopics = useRef('');
  wantedTopics.current = publicTopics;
  const sendOnSocket = useRef<((text: string) => void) | null>(null);
  const onTopicsChanged = useCallback(
    () => setPublicTopics(PUBLIC_TOPICS.filter((t) => (listeners.get(t)?.size ?? 0) > 0).join(',')),
    [listeners],
  );
  const onOpen = useCallback((send: (text: string) => void) => {
    sendOnSocket.current = send;
    askTopics(send, wantedTopics.current);
  }, []);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  // Online / offline status.
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // Currencies, then the current currency × language; the flag clears whatever the outcome.
  const memberCurrency = shell.member?.currencyId ?? null;
  const defaultCode = shell.defaultCurrencyCode;
  const { languageId } = shell;
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const list =
          currencies ?? (await findAll<CurrencyOption>('pb/currency', { $sort: { code: 1 } }, controller.signal));
        if (!currencies) setCurrencies(list);
        const currencyId = memberCurrency ?? list.find((c) => c.code === defaultCode)?.id ?? list[0]?.id ?? null;
        if (currencyId !== null && languageId !== null) {
          const pairs = await findAll<CurrencyLanguage>(
            'pb/currency-language',
            { currency_id: currencyId, language_id: languageId },
            controller.signal,
          );
          setCurrencyLanguage(pairs[0] ?? null);
        }
      } catch (err) {
        if (!controller.signal.aborted) console.error('client start-up: currencies could not be loaded', err);
      } finally {
        if (!controller.signal.aborted) setServerLoading(false);
      }
    })();
    return () => controller.abort();
    // currencies are loaded once; the pair follows the member's currency and the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberCurrency, languageId]);

  // The member's realtime feed.
  const memberId = shell.member?.id ?? null;
  useEffect(() => {
    if (memberId === null) {
      setSocketStatus('idle');
      return;
    }
    const token = readCookie(document.cookie, `${shell.webName}.jwt`);
    const stop = openMemberSocket({
      url: gatewayUrl(window.location, token),
      onStatus: setSocketStatus,
      onGiveUp: () => setSocketStatus('failed'),
      onOpen,
      onMessage: (message) => {
        dispatchSocketMessage(listeners, message);
        if (REFRESH_TOPICS.has(message.topic)) void revalidate.current();
      },
    });
    return () => {
      sendOnSocket.current = null;
      stop();
    };
  }, [memberId, shell.webName, listeners, onOpen]);

  // A visitor's page that shows a public topic (the lobby's live wins, the jackpot) opens the visitors' socket
  // while it does; it closes again when no component listens.
  const visitorSocket = memberId === null && publicTopics !== '';
  useEffect(() => {
    if (!visitorSocket) return;
    const stop = openMemberSocket({
      url: publicGatewayUrl(window.location),
      onGiveUp: () => {},
      onOpen,
      onMessage: (message) => dispatchSocketMessage(listeners, message),
    });
    return () => {
      sendOnSocket.current = null;
      stop();
    };
  }, [visitorSocket, listeners, onOpen]);

  // Another set of public topics on the socket already open.
  useEffect(() => {
    if (sendOnSocket.current) askTopics(sendOnSocket.current, publicTopics);
  }, [publicTopics]);

  return { serverLoading, online, currencies, currencyLanguage, socketStatus, listeners, onTopicsChanged };
}
