import { HIDE_DELAY_MS, VIBER_STORE_DELAY_MS, viberStoreUrl, type ChatKind, type ChatWidget } from '../chat-widgets.ts';

/**
 * The chat vendors in the browser: each vendor's script is added to the page the first time its widget is opened
 * (never with the page), then the widget is shown and opened through the vendor's own API. Loaded only by the chat
 * button (components/chat-button.tsx), on a click.
 */

/** What the site asks of a loaded widget. */
export interface ChatApi {
  open(): void;
  hide(): void;
}

type Win = Window &
  typeof globalThis & {
    Tawk_API?: { onLoad?: () => void; maximize?: () => void; showWidget?: () => void; hideWidget?: () => void };
    Tawk_LoadStart?: Date;
    __lc?: { license: number };
    LiveChatWidget?: { call(method: string, ...args: unknown[]): void };
    zE?: (scope: string, command: string, ...args: unknown[]) => void;
  };

const LOAD_TIMEOUT_MS = 15_000;

function addScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.appendChild(script);
  });
}

/** Waits until the vendor's API is there (its script defines it once it has started). */
function until<T>(read: () => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    const check = () => {
      const value = read();
      if (value !== undefined) resolve(value);
      else if (Date.now() > deadline) reject(new Error('the chat widget did not start'));
      else setTimeout(check, 100);
    };
    check();
  });
}

async function loadVendor(widget: Exclude<ChatWidget, { kind: 'viber' }>): Promise<ChatApi> {
  const w = window as Win;
  switch (widget.kind) {
    case 'tawk': {
      const api = (w.Tawk_API ??= {});
      w.Tawk_LoadStart = new Date();
      const started = new Promise<void>((resolve) => {
        api.onLoad = resolve;
      });
      await addScript(`https://embed.tawk.to/${widget.property}/${widget.widget}`, { crossorigin: '*' });
      await started;
      return {
        open: () => {
          api.showWidget?.();
          api.maximize?.();
        },
        hide: () => api.hideWidget?.(),
      };
    }
    case 'livechat': {
      w.__lc = { license: Number(widget.license) };
      await addScript('https://cdn.livechatinc.com/tracking.js');
      const api = await until(() => w.LiveChatWidget);
      return { open: () => api.call('maximize'), hide: () => api.call('hide') };
    }
    case 'zendesk': {
      await addScript(`https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(widget.key)}`, {
        id: 'ze-snippet',
      });
      const zE = await until(() => w.zE);
      return {
        open: () => {
          zE('messenger', 'show');
          zE('messenger', 'open');
        },
        hide: () => {
          zE('messenger', 'close');
          zE('messenger', 'hide');
        },
      };
    }
  }
}

/** What opening a chat needs from the browser (tests give their own). */
export interface ChatEnvironment {
  load(widget: Exclude<ChatWidget, { kind: 'viber' }>): Promise<ChatApi>;
  go(url: string): void;
  /** Whether the page is still in front (after the Viber app link, false when the app took over). */
  visible(): boolean;
  userAgent(): string;
  setTimeout(run: () => void, ms: number): unknown;
}

export const browserEnvironment: ChatEnvironment = {
  load: loadVendor,
  go: (url) => window.location.assign(url),
  visible: () => document.visibilityState === 'visible',
  userAgent: () => navigator.userAgent,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
};

/** The chats of this page, loaded or loading. */
export function createChats(env: ChatEnvironment = browserEnvironment) {
  const loaded = new Map<ChatKind, Promise<ChatApi>>();
  /** The widget opened last: the one the hiding leaves. */
  let current: ChatKind | null = null;
  return {
    /** Opens a widget: Viber's app link (then the store page), or the vendor's chat; the others hide 100 ms later. */
    async open(widget: ChatWidget): Promise<void> {
      current = widget.kind;
      if (widget.kind === 'viber') {
        env.go(widget.appLink);
        env.setTimeout(() => {
          if (env.visible()) env.go(viberStoreUrl(env.userAgent()));
        }, VIBER_STORE_DELAY_MS);
      } else {
        let api = loaded.get(widget.kind);
        if (!api) {
          api = env.load(widget);
          loaded.set(widget.kind, api);
          api.catch(() => loaded.delete(widget.kind));
        }
        (await api).open();
      }
      env.setTimeout(() => {
        for (const [kind, other] of loaded)
          if (kind !== current)
            void other.then(
              (o) => o.hide(),
              () => {},
            );
      }, HIDE_DELAY_MS);
    },
  };
}

/** The page's chats. */
export const chats = createChats();
