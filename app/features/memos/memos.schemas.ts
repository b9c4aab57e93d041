import { z } from 'zod';

/** The memo categories (spec: Affiliate, Auto Message, Cashback, Deposit, Member, Payment, Point, Promotion, Rebate, Redeem, Withdraw). */
export const MEMO_CATEGORIES = [
  'affiliate',
  'auto_message',
  'cashback',
  'deposit',
  'member',
  'payment',
  'point',
  'promotion',
  'rebate',
  'redeem',
  'withdraw',
] as const;
export type MemoCategory = (typeof MEMO_CATEGORIES)[number];

/** The categories a member may choose when writing to the staff. */
export const MEMBER_CATEGORIES = ['member', 'deposit', 'withdraw', 'promotion', 'payment', 'affiliate'] as const;

/** The realtime topic after which the member's messages (and wallet) are read again. */
export const MEMO_TOPIC = 'PERSONAL_MESSAGE';

/** An uploaded picture's largest size (bytes, before re-encoding). */
export const MEMO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A form of the memo pages with its picture: more than this is refused unread. */
export const MEMO_FORM_MAX_BYTES = MEMO_IMAGE_MAX_BYTES + 64 * 1024;
/** The error codes of a memo picture's upload. */
export const MEMO_IMAGE_CODES = {
  required: 'MEMO_IMAGE_REQUIRED',
  tooLarge: 'MEMO_IMAGE_TOO_LARGE',
  notImage: 'MEMO_IMAGE_NOT_IMAGE',
} as const;

/** The count shown as such; from here on the badge says 99+ and the count is no longer read again on each message. */
export const MEMO_COUNT_REFETCH_BELOW = 100;

export const TITLE_MAX = 100;
export const MESSAGE_MAX = 2000;
/** Staff HTML before sanitising. */
export const HTML_MAX = 20_000;

const title = z
  .string({ error: 'MEMO_TITLE_REQUIRED' })
  .trim()
  .min(1, 'MEMO_TITLE_REQUIRED')
  .max(TITLE_MAX, 'MEMO_TITLE_TOO_LONG');
const message = z
  .string({ error: 'MEMO_MESSAGE_REQUIRED' })
  .trim()
  .min(1, 'MEMO_MESSAGE_REQUIRED')
  .max(MESSAGE_MAX, 'MEMO_MESSAGE_TOO_LONG');
const imageId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** The write-memo form (and `POST /mb/memo`): a title, a category, the text and an optional uploaded picture. */
export const writeMemoSchema = z.object({
  title,
  category: z.enum(MEMBER_CATEGORIES, { error: 'MEMO_CATEGORY_REQUIRED' }),
  message,
  image_id: imageId,
});
export type WriteMemoInput = z.infer<typeof writeMemoSchema>;

/** The reply form of a memo's page (and `POST /mb/memo-reply`). */
export const replyMemoSchema = z.object({
  topic_id: z.coerce.number({ error: 'MEMO_NOT_FOUND' }).int().positive().max(2_147_483_647),
  message,
  image_id: imageId,
});
export type ReplyMemoInput = z.infer<typeof replyMemoSchema>;

/** Which list: the messages the member received, or the ones the member wrote. */
export const memoBoxSchema = z.enum(['inbox', 'sent']);
export type MemoBox = z.infer<typeof memoBoxSchema>;

/** The operator's memo to one member (`POST /ops/memos`). HTML is sanitised with an allow-list before it is kept. */
export const opsMemoSchema = z.object({
  member_id: z.number().int().positive(),
  category: z.enum(MEMO_CATEGORIES).default('member'),
  title: z.string().trim().min(1, 'MEMO_TITLE_REQUIRED').max(TITLE_MAX, 'MEMO_TITLE_TOO_LONG'),
  html: z.string().min(1, 'MEMO_MESSAGE_REQUIRED').max(HTML_MAX, 'MEMO_MESSAGE_TOO_LONG'),
  image_id: z.number().int().positive().optional(),
  /** Shown as a reward pop-up until the member has seen it. */
  is_modal: z.boolean().default(false),
  allow_reply: z.boolean().default(true),
});
export type OpsMemoInput = z.infer<typeof opsMemoSchema>;

/** Who a broadcast reaches. */
export const memoSegmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('level'), level_id: z.number().int().positive() }),
  z.object({ kind: z.literal('depositors') }),
]);
export type MemoSegment = z.infer<typeof memoSegmentSchema>;

export const opsBroadcastSchema = opsMemoSchema.omit({ member_id: true }).extend({
  segment: memoSegmentSchema,
});
export type OpsBroadcastInput = z.infer<typeof opsBroadcastSchema>;

export const opsReplySchema = z.object({
  html: z.string().min(1, 'MEMO_MESSAGE_REQUIRED').max(HTML_MAX, 'MEMO_MESSAGE_TOO_LONG'),
  image_id: z.number().int().positive().optional(),
});

/** Who wrote one message of a conversation. */
export type MemoSender = 'member' | 'staff' | 'system';

/** One message of a conversation. `html` is staff HTML sanitised on the server; `text` is plain text. */
export interface MemoEntry {
  id: number;
  sender: MemoSender;
  text: string | null;
  html: string | null;
  image: string | null;
  createdAt: string;
}

/** A conversation as the lists show it (the spec's memo: header id, topic, read marks). */
export interface MemoView {
  message_transaction_header_id: number;
  createdAt: string;
  updatedAt: string;
  box: MemoBox;
  is_read: boolean;
  is_modal: boolean;
  is_read_modal: boolean;
  allow_reply: boolean;
  topic: {
    id: number;
    title_name: string;
    /** Plain text of the first message (a preview; staff HTML without its tags). */
    message_description: string;
    message_img_url: string | null;
    message_type: MemoCategory;
  };
}

/** A conversation with its messages (oldest first). */
export interface MemoDetail extends MemoView {
  history: MemoEntry[];
}

/** A reward pop-up: an unread modal message. */
export interface MemoPopup {
  id: number;
  title: string;
  text: string | null;
  html: string | null;
  image: string | null;
  createdAt: string;
  category: MemoCategory;
}
