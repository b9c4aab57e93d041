import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Values an automatic memo's text is filled with: words, numbers, or an amount in minor units with its currency. */
export type MemoParams = Record<string, string | number | { minor: number; currency: string }>;

/**
 * A conversation of one member with the staff (the spec's message transaction header): started by the member
 * (write-memo: their sent list), by the staff (`/ops/memos`) or by the site itself (an automatic memo); the member's
 * read marks live here. An automatic memo keeps a template name and its values instead of a title, and is written
 * in the language of the page that shows it.
 */
export const memoTopics = pgTable(
  'memo_topics',
  {
    id: serial().primaryKey(),
    member_id: integer().notNull(),
    category: varchar({ length: 16 }).notNull(),
    started_by: varchar({ length: 8, enum: ['member', 'staff', 'system'] }).notNull(),
    title: varchar({ length: 200 }),
    template: varchar({ length: 40 }),
    params: jsonb().$type<MemoParams>(),
    allow_reply: boolean().notNull().default(true),
    is_modal: boolean().notNull().default(false),
    /** The member has read the conversation's latest message from the staff. */
    is_read: boolean().notNull().default(false),
    /** The member has seen it as a reward pop-up. */
    is_read_modal: boolean().notNull().default(false),
    /** A member's message waits for the staff's answer. */
    awaiting_staff: boolean().notNull().default(false),
    /** Once per member and key (an automatic memo's source, e.g. deposit:42). */
    key: varchar({ length: 120 }),
    broadcast_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memo_topics_member_updated_idx').on(t.member_id, t.updated_at),
    index('memo_topics_member_unread_idx').on(t.member_id, t.is_read),
    uniqueIndex('memo_topics_member_key_uq').on(t.member_id, t.key),
  ],
);

/** One message of a conversation: plain text (member), sanitised HTML (staff) or a template (system), and a picture. */
export const memoMessages = pgTable(
  'memo_messages',
  {
    id: serial().primaryKey(),
    topic_id: integer().notNull(),
    member_id: integer().notNull(),
    sender: varchar({ length: 8, enum: ['member', 'staff', 'system'] }).notNull(),
    body_text: text(),
    body_html: text(),
    template: varchar({ length: 40 }),
    params: jsonb().$type<MemoParams>(),
    image_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memo_messages_topic_idx').on(t.topic_id, t.id), index('memo_messages_image_idx').on(t.image_id)],
);

/** A re-encoded picture under DATA_DIR/uploads/memos: uploaded by a member (`uploader_id`) or the staff (null). */
export const memoImages = pgTable('memo_images', {
  id: serial().primaryKey(),
  uploader_id: integer(),
  file: varchar({ length: 80 }).notNull(),
  bytes: integer().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
