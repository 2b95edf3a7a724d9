import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { seedDemoPlant } from '..';
import { DEMO_ADMIN_NAME } from '../seed-demo';

/** Seeding a whole plant takes seconds, more on a busy machine. */
const SEEDING_TIMEOUT_MS = 120_000;

const t = useTestApp();

describe('the demo plant and its administrator', () => {
  it(
    'names an administrator created without a name, so their work reads as a name',
    async () => {
      const admin = await createUser(t.app, { role: 'admin', full_name: null });
      expect(await seedDemoPlant(t.app.ctx)).toBe(true);
      const [profile] = await t.app.ctx.db
        .select({ full_name: profiles.full_name })
        .from(profiles)
        .where(eq(profiles.id, admin.id));
      expect(profile?.full_name).toBe(DEMO_ADMIN_NAME);
    },
    SEEDING_TIMEOUT_MS,
  );
});
