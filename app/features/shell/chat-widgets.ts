import type { ContactChannel } from '../site/site.schemas.ts';

/**
 * The chat widgets (platform-shell, "Chat widgets"): the default contact channel decides which one the site shows —
 * Tawk, LiveChat, Zendesk or Viber. Their vendors' scripts load only when the member opens the chat, so they cost the
 * first load nothing. Opening one hides the others after HIDE_DELAY_MS; Viber opens the app link and, after
 * VIBER_STORE_DELAY_MS, the platform's store page (when the app did not take over). Pure: the browser side is
 * chat-vendors.ts.
 */

export const HIDE_DELAY_MS = 100;
export const VIBER_STORE_DELAY_MS = 3000;

export type ChatWidget =
  | { kind: 'tawk'; property: string; widget: string }
  | { kind: 'livechat'; license: string }
  | { kind: 'zendesk'; key: string }
  | { kind: 'viber'; appLink: string };

export type ChatKind = ChatWidget['kind'];

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function url(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * A channel's widget from its contact link, or null when the link does not name one:
 * - tawk: `https://tawk.to/chat/<property>/<widget>` or `https://embed.tawk.to/<property>/<widget>`;
 * - livechat: the licence number, or `https://direct.lc.chat/<licence>/…`;
 * - zendesk: the Web Widget key, or the snippet URL `https://static.zdassets.com/ekr/snippet.js?key=<key>`;
 * - viberapp: the app link (`viber://chat?number=…`, `viber://pa?chatURI=…`).
 */
export function widgetOf(channel: Pick<ContactChannel, 'contact_code_name' | 'contact_link'>): ChatWidget | null {
  const link = channel.contact_link.trim();
  switch (channel.contact_code_name) {
    case 'tawk': {
      const u = url(link);
      if (u?.protocol !== 'https:' || !u || !/(^|\.)tawk\.to$/.test(u.hostname)) return null;
      const parts = u.pathname.split('/').filter(Boolean);
      const [property, widget] = parts[0] === 'chat' ? parts.slice(1) : parts;
      return property && widget && ID.test(property) && ID.test(widget) ? { kind: 'tawk', property, widget } : null;
    }
    case 'livechat': {
      if (/^\d{1,12}$/.test(link)) return { kind: 'livechat', license: link };
      const u = url(link);
      const license = u?.hostname === 'direct.lc.chat' ? u.pathname.split('/').filter(Boolean)[0] : undefined;
      return license && /^\d{1,12}$/.test(license) ? { kind: 'livechat', license } : null;
    }
    case 'zendesk': {
      if (/^[0-9a-f-]{8,64}$/i.test(link)) return { kind: 'zendesk', key: link };
      const key = url(link)?.searchParams.get('key');
      return key && /^[0-9a-f-]{8,64}$/i.test(key) ? { kind: 'zendesk', key } : null;
    }
    case 'viberapp':
      return /^viber:\/\/[^\s]+$/.test(link) ? { kind: 'viber', appLink: link } : null;
    default:
      return null;
  }
}

/** The widget of the site's default contact channel, if that channel is a chat widget. */
export function defaultWidget(channels: readonly ContactChannel[]): ChatWidget | null {
  const channel = channels.find((c) => c.is_default);
  return channel ? widgetOf(channel) : null;
}

/** Where Viber is installed from on this platform (the user agent). */
export function viberStoreUrl(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'https://play.google.com/store/apps/details?id=com.viber.voip';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent)))
    return 'https://apps.apple.com/app/viber-messenger-chats-calls/id382617920';
  return 'https://www.viber.com/en/download/';
}
