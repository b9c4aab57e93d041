import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { languages } from './locale.table.server.ts';

/** languages.id of a locale code ('en', 'th', …), or null when no such language exists. */
export async function languageIdOf(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, code)).limit(1);
  return row?.id ?? null;
}
