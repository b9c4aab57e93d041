import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocketTopic } from '../../../shared/shell-ui';
import type { FreespinMessage } from '../freespins.schemas';

/**
 * FREESPIN_TOPIC of freespins.schemas, written out: this listener is part of every member page's code, which must not
 * carry the schemas (and zod with them); the alert's code loads with the first message.
 */
const TOPIC = 'FREESPIN_PROMOTION';
const FreespinAlert = lazy(() => import('./freespin-alert.tsx').then((m) => ({ default: m.FreespinAlert })));

function messageOf(data: unknown): FreespinMessage | null {
  const d = data as Partial<FreespinMessage> | null;
  if (
    !d ||
    typeof d.grant_id !== 'number' ||
    typeof d.game_list_id !== 'number' ||
    typeof d.game_name !== 'string' ||
    typeof d.total_spin !== 'number' ||
    typeof d.expire_date !== 'string'
  )
    return null;
  return d as FreespinMessage;
}

/**
 * Free spins granted while the member is anywhere on the site (bought with points, or given by the operator): the
 * FREESPIN_PROMOTION topic opens an alert with the spins, the game, the expiry and a play-now button that opens the
 * game, where the provider plays them. Mounted for members on every page through app/member-listeners.tsx; the
 * strings are fetched with the first message, not with every page.
 */
export function FreespinNotice() {
  // The default namespace only: asking for 'freespins' here would hold every member page until its strings load.
  const { i18n } = useTranslation();
  const [message, setMessage] = useState<FreespinMessage | null>(null);
  useSocketTopic(TOPIC, (event) => {
    const next = messageOf(event.data);
    if (!next) return;
    void Promise.all([i18n.loadNamespaces('freespins'), import('./freespin-alert.tsx')])
      .then(() => setMessage(next))
      .catch((err: unknown) => console.error('the free spin alert could not be shown', err));
  });
  return message ? (
    <Suspense fallback={null}>
      <FreespinAlert message={message} onClose={() => setMessage(null)} />
    </Suspense>
  ) : null;
}
