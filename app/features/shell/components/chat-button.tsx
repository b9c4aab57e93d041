import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactChannel } from '../../site/site.schemas.ts';
import { showNotice } from '../../../shared/notices.ts';
import { defaultWidget } from '../chat-widgets.ts';
import { ChatIcon } from './icons.tsx';

/**
 * The chat button, when the site's default contact channel is a chat widget (Tawk, LiveChat, Zendesk, Viber):
 * bottom right, above the bottom navigation on phones. The vendor's script loads on the first press
 * (client/chat-vendors.ts), so a page costs nothing until the player asks for the chat.
 */
export function ChatButton({ channels }: { channels: readonly ContactChannel[] }) {
  const { t } = useTranslation('shell');
  const [opening, setOpening] = useState(false);
  const widget = defaultWidget(channels);
  if (!widget) return null;
  const open = () => {
    setOpening(true);
    import('../client/chat-vendors.ts')
      .then((m) => m.chats.open(widget))
      .catch((err: unknown) => {
        console.error('the chat could not be opened', err);
        showNotice({ tone: 'danger', text: t('chat.failed') });
      })
      .finally(() => setOpening(false));
  };
  return (
    <button
      type="button"
      onClick={open}
      aria-busy={opening || undefined}
      data-chat={widget.kind}
      className="fixed right-3 bottom-[calc(var(--spacing-bottom-nav)+env(safe-area-inset-bottom)+12px)] z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-contrast shadow-lg shadow-black/40 hover:brightness-110 md:right-6 md:bottom-6"
    >
      <ChatIcon className="size-7" />
      <span className="sr-only">{opening ? t('chat.opening') : t('chat.open')}</span>
    </button>
  );
}
