import { describe, expect, it, vi } from 'vitest';
import type { ContactChannel } from '../site/site.schemas.ts';
import { defaultWidget, HIDE_DELAY_MS, VIBER_STORE_DELAY_MS, viberStoreUrl, widgetOf } from './chat-widgets.ts';
import { createChats, type ChatApi, type ChatEnvironment } from './client/chat-vendors.ts';

const channel = (code: ContactChannel['contact_code_name'], link: string, is_default = true): ContactChannel => ({
  id: 1,
  contact_code_name: code,
  display_name: code,
  contact_link: link,
  is_default,
  order_no: 1,
});

describe('chat widgets', () => {
  it('reads each vendor’s widget from the contact link, and nothing from a link that names none', () => {
    expect(widgetOf(channel('tawk', 'https://tawk.to/chat/64f0a1b2c3/1h9abc'))).toEqual({
      kind: 'tawk',
      property: '64f0a1b2c3',
      widget: '1h9abc',
    });
    expect(widgetOf(channel('tawk', 'https://embed.tawk.to/64f0a1b2c3/default'))).toMatchObject({ widget: 'default' });
    expect(widgetOf(channel('tawk', 'https://evil.example/chat/a/b'))).toBeNull();
    expect(widgetOf(channel('tawk', 'http://tawk.to/chat/a/b'))).toBeNull();
    expect(widgetOf(channel('livechat', '12345678'))).toEqual({ kind: 'livechat', license: '12345678' });
    expect(widgetOf(channel('livechat', 'https://direct.lc.chat/12345678/'))).toEqual({
      kind: 'livechat',
      license: '12345678',
    });
    expect(widgetOf(channel('livechat', 'https://direct.lc.chat/abc/'))).toBeNull();
    expect(
      widgetOf(
        channel('zendesk', 'https://static.zdassets.com/ekr/snippet.js?key=0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0'),
      ),
    ).toEqual({ kind: 'zendesk', key: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0' });
    expect(widgetOf(channel('zendesk', 'not a key!'))).toBeNull();
    expect(widgetOf(channel('viberapp', 'viber://chat?number=%2B66812345678'))).toEqual({
      kind: 'viber',
      appLink: 'viber://chat?number=%2B66812345678',
    });
    expect(widgetOf(channel('viberapp', 'javascript:alert(1)'))).toBeNull();
    expect(widgetOf(channel('line', 'https://line.me/R/ti/p/@casino'))).toBeNull();
  });

  it('shows the widget of the default contact channel only', () => {
    const tawk = channel('tawk', 'https://tawk.to/chat/p1/w1', false);
    const livechat = channel('livechat', '42', true);
    expect(defaultWidget([tawk, livechat])).toEqual({ kind: 'livechat', license: '42' });
    expect(defaultWidget([tawk])).toBeNull();
    expect(defaultWidget([channel('line', 'https://line.me/x')])).toBeNull();
  });

  it('sends a phone to its own store', () => {
    expect(viberStoreUrl('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toContain('play.google.com');
    expect(viberStoreUrl('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toContain('apps.apple.com');
    expect(viberStoreUrl('Mozilla/5.0 (X11; Linux x86_64)')).toContain('viber.com');
  });
});

describe('opening a chat', () => {
  function environment(visible = true) {
    const timers: { run: () => void; ms: number }[] = [];
    const apis = new Map<string, ChatApi & { calls: string[] }>();
    const env: ChatEnvironment & { went: string[] } = {
      went: [],
      load: vi.fn(async (widget) => {
        const calls: string[] = [];
        const api = { calls, open: () => calls.push('open'), hide: () => calls.push('hide') };
        apis.set(widget.kind, api);
        return api;
      }),
      go: (url) => env.went.push(url),
      visible: () => visible,
      userAgent: () => 'Mozilla/5.0 (Linux; Android 14)',
      setTimeout: (run, ms) => timers.push({ run, ms }),
    };
    return { env, timers, apis };
  }

  it('loads a vendor once, opens it, and hides the other open widgets 100 ms later', async () => {
    const { env, timers, apis } = environment();
    const chats = createChats(env);
    await chats.open({ kind: 'tawk', property: 'p', widget: 'w' });
    await chats.open({ kind: 'livechat', license: '1' });
    expect(apis.get('tawk')?.calls).toEqual(['open']);
    // Not hidden before the delay runs.
    const delays = timers.map((t) => t.ms);
    expect(delays).toEqual([HIDE_DELAY_MS, HIDE_DELAY_MS]);
    for (const t of timers.splice(0)) t.run();
    await new Promise((r) => setTimeout(r, 0));
    // The widget opened last stays; the other is hidden.
    expect(apis.get('tawk')?.calls.at(-1)).toBe('hide');
    expect(apis.get('livechat')?.calls).toEqual(['open']);
    await chats.open({ kind: 'tawk', property: 'p', widget: 'w' });
    expect(env.load).toHaveBeenCalledTimes(2);
    expect(apis.get('tawk')?.calls.at(-1)).toBe('open');
    for (const t of timers.splice(0)) t.run();
    await new Promise((r) => setTimeout(r, 0));
    expect(apis.get('livechat')?.calls).toEqual(['open', 'hide']);
    expect(apis.get('tawk')?.calls.at(-1)).toBe('open');
  });

  it('Viber: the app link at once, the store page after 3 s only when the app did not take over', async () => {
    for (const visible of [true, false]) {
      const { env, timers } = environment(visible);
      await createChats(env).open({ kind: 'viber', appLink: 'viber://chat?number=1' });
      expect(env.went).toEqual(['viber://chat?number=1']);
      const store = timers.find((t) => t.ms === VIBER_STORE_DELAY_MS);
      expect(store).toBeDefined();
      store?.run();
      expect(env.went).toEqual(
        visible
          ? ['viber://chat?number=1', 'https://play.google.com/store/apps/details?id=com.viber.voip']
          : ['viber://chat?number=1'],
      );
    }
  });
});
