/**
 * Topics of the realtime feed that are public: anyone's page may ask for them (visitors over `/pb/gateway`, members
 * over their own `/mb/gateway`), and what they carry is the same for everyone. A socket receives them only after
 * it asks (`{"op":"subscribe","topics":[…]}`), so pages that show none of them get none.
 */
export const PUBLIC_TOPICS = ['LIVE_WIN', 'JACKPOT'] as const;
export type PublicTopic = (typeof PUBLIC_TOPICS)[number];

export function isPublicTopic(topic: string): topic is PublicTopic {
  return (PUBLIC_TOPICS as readonly string[]).includes(topic);
}

/** What a socket sends to start or stop receiving public topics. */
export interface TopicRequest {
  op: 'subscribe' | 'unsubscribe';
  topics: string[];
}
