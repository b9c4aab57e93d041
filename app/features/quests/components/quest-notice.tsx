import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client';
import { showNotice } from '../../../shared/notices';
import { useSocketTopic } from '../../../shared/shell-ui';

/**
 * Quest notifications wherever the member is: a quest completed (its reward waiting to be claimed) becomes a notice
 * over the page. A credited deposit asks the server to count the deposit quests (quest-notification), which then
 * announces a completed one on the same feed. Mounted for members through app/member-listeners.tsx.
 */
export function QuestNotice() {
  const { i18n } = useTranslation();
  useSocketTopic('QUEST', (message) => {
    const d = message.data as { state?: unknown; title?: unknown } | null;
    if (d?.state !== 'completed' || !d.title || typeof d.title !== 'object') return;
    const titles = d.title as Record<string, unknown>;
    const title = titles[i18n.language] ?? titles.en;
    if (typeof title !== 'string') return;
    void i18n
      .loadNamespaces('quests')
      .then(() => showNotice({ tone: 'success', text: i18n.t('quests:notice.completed', { title }) }))
      .catch((err: unknown) => console.error('the quest notice could not be shown', err));
  });
  useSocketTopic('DEPOSIT', (message) => {
    if ((message.data as { status?: unknown } | null)?.status !== 'success') return;
    api
      .service('mb/quest-notification')
      .find({}, { handleErrors: false })
      .catch(() => {});
  });
  return null;
}
