import { boolean, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Where a member's money goes: a bank of the member's currency (account number of given lengths), or a crypto
 * network (wallet address of a given format). `users.bank_currency_information_id` names one row.
 */
export const bankCurrencyInformation = pgTable(
  'bank_currency_information',
  {
    id: serial().primaryKey(),
    /** currencies.id: THB for Thai banks, MYR for Malaysian banks, USDT for the networks. */
    currency_id: integer().notNull(),
    /** 'bank' or 'crypto'. */
    kind: varchar({ length: 8 }).notNull(),
    /** Bank code (KBANK, MBB) or network (TRC20), unique: it names the logo. */
    code: varchar({ length: 16 }).notNull(),
    /** Name when a language has no translation. */
    name: varchar({ length: 96 }).notNull(),
    short_name: varchar({ length: 16 }).notNull(),
    /** Brand colour of the generated logo. */
    color: varchar({ length: 7 }).notNull(),
    /** Digits an account number may have (banks). */
    account_lengths: smallint().array().notNull().default([]),
    /** 'tron' or 'evm' (networks). */
    address_format: varchar({ length: 8 }),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('bank_currency_information_code_uq').on(t.code),
    index('bank_currency_information_currency_idx').on(t.currency_id, t.order_no),
  ],
);

export const bankCurrencyInformationTranslations = pgTable(
  'bank_currency_information_translations',
  {
    id: serial().primaryKey(),
    bank_currency_information_id: integer()
      .notNull()
      .references(() => bankCurrencyInformation.id, { onDelete: 'cascade' }),
    /** languages.id */
    language_id: integer().notNull(),
    name: varchar({ length: 96 }).notNull(),
  },
  (t) => [uniqueIndex('bank_currency_information_translations_uq').on(t.bank_currency_information_id, t.language_id)],
);

/** Questions a member answers to prove who they are (the answer is kept as an argon2id hash on the member). */
export const securityQuestions = pgTable(
  'security_questions',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('security_questions_code_uq').on(t.code)],
);

export const securityQuestionTranslations = pgTable(
  'security_question_translations',
  {
    id: serial().primaryKey(),
    security_question_id: integer()
      .notNull()
      .references(() => securityQuestions.id, { onDelete: 'cascade' }),
    language_id: integer().notNull(),
    question: varchar({ length: 200 }).notNull(),
  },
  (t) => [uniqueIndex('security_question_translations_uq').on(t.security_question_id, t.language_id)],
);

/** Where a member heard of the site (`users.register_channal_id`). */
export const registerChannels = pgTable(
  'register_channels',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('register_channels_code_uq').on(t.code)],
);

export const registerChannelTranslations = pgTable(
  'register_channel_translations',
  {
    id: serial().primaryKey(),
    register_channel_id: integer()
      .notNull()
      .references(() => registerChannels.id, { onDelete: 'cascade' }),
    language_id: integer().notNull(),
    name: varchar({ length: 96 }).notNull(),
  },
  (t) => [uniqueIndex('register_channel_translations_uq').on(t.register_channel_id, t.language_id)],
);
