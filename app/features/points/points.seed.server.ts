import type { AppServices } from '../../../server/services.ts';
import { DEMO_USERNAME } from '../auth/auth.schemas.ts';
import { DEMO_VIP } from '../levels/levels.schemas.ts';
import { pointConfig } from './points.table.server.ts';

/** Points shown and earned; the demo members start with points to spend (a welcome grant, in their history). */
export async function seedPoints(services: AppServices): Promise<void> {
  await services.db.insert(pointConfig).values({ id: 1, is_display: true, is_active: true }).onConflictDoNothing();
  for (const [username, points] of [
    [DEMO_USERNAME, 5_000],
    [DEMO_VIP.username, 25_000],
  ] as const) {
    const memberId = await services.auth.setPrivilege(username, 'point', true);
    if (memberId === null) continue;
    await services.points.award(null, {
      memberId,
      points,
      key: `seed:points:${memberId}`,
      reason: 'received_point_trigger',
    });
  }
}
