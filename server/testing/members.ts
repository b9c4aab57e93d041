import { eq } from 'drizzle-orm';
import { users } from '../../app/features/auth/auth.table.server.ts';
import type { AppServices } from '../services.ts';

/**
 * Test support: a member's stored row as it is in the database, for tests of other features than auth that check
 * what a change stored (columns the API never shows, e.g. security_answer_hash), and the operator's changes to a
 * member that no member-facing service offers.
 */
type Db = Pick<AppServices, 'db'>;

export type MemberRow = typeof users.$inferSelect;

/** The member's row; undefined when there is none. */
export async function memberRow(services: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await services.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The ids of the members holding a bank account number. */
export async function memberIdsWithBankNo(services: Db, bankNo: string): Promise<number[]> {
  const rows = await services.db.select({ id: users.id }).from(users).where(eq(users.bank_no, bankNo));
  return rows.map((r) => r.id);
}

/** Gives a member exactly these privileges (rebate, affiliate, quest, coupon, point). */
export async function setMemberPrivileges(
  services: Pick<AppServices, 'db' | 'auth'>,
  id: number,
  privileges: string[],
): Promise<void> {
  await services.db.update(users).set({ privileges }).where(eq(users.id, id));
  await services.auth.memberChanged(id);
}
