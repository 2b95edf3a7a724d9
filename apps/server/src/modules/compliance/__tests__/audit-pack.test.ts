/**
 * The audit pack by BRCGS clause (docs/decisions/audit-pack.md), read back with pdftotext as an auditor's tools
 * read it: a front page with the contents, each clause on its own pages with its records (4.7.1 the PM plan and
 * its compliance, 4.7.3 temporary repairs, 4.7.4 clearances, 4.7.5 food-grade materials, 4.9.3 glass checks and
 * incidents), the audit-trail
 * verification last, and the plant, the period and "Page n of N" on every page; of the pack's site only.
 */
import { execFileSync } from 'node:child_process';
import { AUDIT_PACK_SECTIONS, CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { maintenance_completions } from '../../../db/schema';
import {
  call,
  createAsset,
  createInventoryItem,
  createMaintenanceTask,
  limitToSites,
  post,
  reported,
  VALID_COMPLETION,
} from '../../../test/factories';
import { type SignedIn, signedIn, useClockedTestApp } from '../../../test/harness';
import { createTwoSites, type TestLocation } from '../../../test/location-tree';

const DAY = 86_400_000;
const { t, clock } = useClockedTestApp(new Date('2026-03-20T09:00:00Z'));
let admin: SignedIn;
let manager: SignedIn;
let tech: SignedIn;
let tree: Record<'leeds' | 'packing' | 'line1' | 'baking' | 'york', TestLocation>;
const tag = Math.random().toString(36).slice(2, 7);
const names = {
  leedsAsset: `Filler ${tag}`,
  yorkAsset: `Oven ${tag}`,
  grease: `Grease ${tag}`,
  bolt: `Bolt ${tag}`,
  yorkOil: `Oil ${tag}`,
  task: `Lubricate filler bearings ${tag}`,
  yorkTask: `Descale oven ${tag}`,
  lightCover: `Filler light cover ${tag}`,
  gauge: `Filler gauge glass ${tag}`,
  yorkWindow: `Oven hall window ${tag}`,
};
const daysAgo = (days: number) => new Date(clock.now.getTime() - days * DAY).toISOString();

/** The pack's text as pdftotext lays it out (one string per page, split on form feeds). */
async function packPages(cookie: string, query: string): Promise<string[]> {
  const response = await call(t.app, 'GET', `/api/compliance/audit-pack.pdf${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: response.rawPayload }).toString();
  return text.split('\f').filter((page) => page.trim());
}

/** The text of a section: from the page its heading starts to the next section's page. */
function sectionText(pages: string[], title: string): string {
  const start = pages.findIndex((page, i) => i > 0 && page.includes(title));
  expect(start, title).toBeGreaterThan(0);
  const titles = Object.values(AUDIT_PACK_SECTIONS);
  const end = pages.findIndex((page, i) => i > start && titles.some((other) => page.includes(other)));
  return pages.slice(start, end === -1 ? undefined : end).join('\n');
}

async function completeWorkOrder(
  assetId: string,
  title: string,
  parts: Array<{ id: string; quantity: number }>,
) {
  const order = (
    await post(t.app, manager.cookie, '/api/work-orders', {
      title,
      asset_id: assetId,
      assigned_to: tech.user.id,
    })
  ).json();
  expect((await post(t.app, tech.cookie, `/api/work-orders/${order.id}/start`)).statusCode).toBe(200);
  const done = await post(t.app, tech.cookie, `/api/work-orders/${order.id}/complete`, {
    completion_notes: `${title} done`,
    completed_by: 'Tom Tech',
    actual_duration: 1,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    parts_used: parts.map((p) => ({ inventory_item_id: p.id, quantity: p.quantity })),
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  manager = await signedIn(t.app, 'manager');
  tech = await signedIn(t.app, 'technician');
  tree = await createTwoSites(t.app, admin.cookie);
  const leedsAsset = await createAsset(t.app, { asset_name: names.leedsAsset, location_id: tree.line1.id });
  const yorkAsset = await createAsset(t.app, { asset_name: names.yorkAsset, location_id: tree.york.id });
  const grease = await createInventoryItem(t.app, {
    item_name: names.grease,
    food_grade: true,
    quantity_in_stock: 10,
  });
  const bolt = await createInventoryItem(t.app, { item_name: names.bolt, quantity_in_stock: 10 });
  const oil = await createInventoryItem(t.app, {
    item_name: names.yorkOil,
    food_grade: true,
    quantity_in_stock: 10,
  });
  await completeWorkOrder(leedsAsset.id, `Regrease filler ${tag}`, [
    { id: grease.id, quantity: 2 },
    { id: bolt.id, quantity: 1 },
  ]);
  await completeWorkOrder(yorkAsset.id, `Oil oven chain ${tag}`, [{ id: oil.id, quantity: 1 }]);

  // A temporary repair at Leeds.
  const breakdown = await reported(t.app, tech.cookie, {
    asset_id: leedsAsset.id,
    title: `Guard hinge ${tag}`,
  });
  await post(t.app, tech.cookie, `/api/breakdowns/${breakdown.id}/stop`);
  const temporary = await post(t.app, tech.cookie, `/api/breakdowns/${breakdown.id}/complete`, {
    ...VALID_COMPLETION,
    completion_notes: `Cable-tied the guard ${tag}`,
    fix_type: 'temporary',
    permanent_repair_deadline: new Date(clock.now.getTime() + 3 * DAY).toISOString(),
  });
  expect(temporary.statusCode, temporary.body).toBe(200);

  // A monthly PM task at Leeds: one occurrence on time, one 10 days late (its grace is 3 days), one now overdue.
  const task = await createMaintenanceTask(t.app, leedsAsset.id, {
    title: names.task,
    frequency: 'monthly',
    next_due_date: daysAgo(2),
  });
  const completion = {
    task_id: task.id,
    asset_id: leedsAsset.id,
    task_title: names.task,
    completed_by_name: 'Tom Tech',
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
  };
  await t.app.ctx.db.insert(maintenance_completions).values([
    { ...completion, due_date: daysAgo(12), completed_at: daysAgo(12) },
    { ...completion, due_date: daysAgo(19), completed_at: daysAgo(9) },
  ]);
  await createMaintenanceTask(t.app, yorkAsset.id, { title: names.yorkTask, next_due_date: daysAgo(-5) });

  // Glass at Leeds: a check round that finds the light cover damaged, its incident closed by quality; and York's.
  const quality = await signedIn(t.app, 'quality');
  const glassItem = async (location: TestLocation, description: string) => {
    const response = await post(t.app, quality.cookie, '/api/glass-register', {
      location_id: location.id,
      description,
      material: 'glass',
      risk: 'high',
      check_frequency: 'weekly',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const cover = await glassItem(tree.line1, names.lightCover);
  const gauge = await glassItem(tree.line1, names.gauge);
  const window = await glassItem(tree.york, names.yorkWindow);
  const round = await post(t.app, tech.cookie, '/api/glass-register/checks', {
    items: [
      { item_id: cover, result: 'damaged', note: `Cracked lens ${tag}` },
      { item_id: gauge, result: 'intact' },
    ],
  });
  expect(round.statusCode, round.body).toBe(200);
  const closed = await post(
    t.app,
    quality.cookie,
    `/api/glass-incidents/${round.json().incidents[0].id}/close`,
    {
      password: quality.user.password,
      notes: 'Line cleaned down, product from 08:00 held',
      clean_down_done: true,
    },
  );
  expect(closed.statusCode, closed.body).toBe(200);
  await post(t.app, tech.cookie, '/api/glass-register/checks', {
    items: [{ item_id: window, result: 'missing' }],
  });
});

describe('the audit pack by clause', () => {
  it('lists each clause in the contents with the page it starts on, and puts plant, period and page on every page', async () => {
    const pages = await packPages(manager.cookie, `?from=2026-03-01&to=2026-03-31&site_id=${tree.leeds.id}`);
    const front = pages[0] as string;
    expect(front).toContain('BRCGS audit pack');
    expect(front).toContain(tree.leeds.name);
    expect(front).toContain('1 Mar 2026 to 31 Mar 2026');
    for (const title of Object.values(AUDIT_PACK_SECTIONS)) {
      const line = front.split('\n').find((l) => l.includes(title));
      expect(line, `contents line of ${title}`).toBeDefined();
      const page = Number(line?.trim().split(/\s+/).pop());
      expect(pages[page - 1], `${title} on page ${page}`).toContain(title);
    }
    pages.forEach((page, i) => {
      expect(page).toContain(`${t.app.ctx.config.PLANT_NAME} · BRCGS audit pack · 1 Mar 2026 to 31 Mar 2026`);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it("finds each clause's records of the site and period, and none of another site", async () => {
    const pages = await packPages(manager.cookie, `?from=2026-03-01&to=2026-03-31&site_id=${tree.leeds.id}`);
    const pm = sectionText(pages, AUDIT_PACK_SECTIONS.plannedMaintenance);
    expect(pm).toContain(names.task);
    // Three occurrences fell due in March: one on time, one late, one not done yet.
    expect(pm).toMatch(/Occurrences due\s+3/);
    expect(pm).toMatch(/Completed on time\s+1/);
    expect(pm).toMatch(/Completed late\s+1/);
    expect(pm).toMatch(/Not done yet\s+1/);
    expect(pm).toMatch(/PM compliance\s+33%/);
    expect(pm).not.toContain(names.yorkTask);

    expect(sectionText(pages, AUDIT_PACK_SECTIONS.temporaryRepairs)).toContain(`Cable-tied the guard ${tag}`);

    const clearances = sectionText(pages, AUDIT_PACK_SECTIONS.clearances);
    expect(clearances).toContain(`Regrease filler ${tag}`);
    expect(clearances).toContain(`Guard hinge ${tag}`);
    expect(clearances).toContain('Hygiene clearance (BRCGS 4.7.4)');
    expect(clearances).not.toContain(`Oil oven chain ${tag}`);

    const materials = sectionText(pages, AUDIT_PACK_SECTIONS.foodGradeMaterials);
    expect(materials).toContain(names.grease);
    expect(materials).toContain(`Regrease filler ${tag}`);
    expect(materials).not.toContain(names.bolt);
    expect(materials).not.toContain(names.yorkOil);

    const glass = sectionText(pages, AUDIT_PACK_SECTIONS.glass);
    expect(glass).toContain('4.9.3');
    expect(glass).toMatch(/Check rounds\s+1/);
    expect(glass).toMatch(/Items checked\s+2/);
    expect(glass).toMatch(/Found damaged or missing\s+1/);
    expect(glass).toMatch(/Incidents closed\s+1/);
    expect(glass).toContain(names.lightCover);
    expect(glass).toContain(names.gauge);
    expect(glass).toContain(`Cracked lens ${tag}`);
    expect(glass).toContain('Damaged');
    expect(glass).not.toContain(names.yorkWindow);

    const trail = sectionText(pages, AUDIT_PACK_SECTIONS.auditTrail);
    expect(trail).toContain('Verified: no entry of the audit trail was changed, added or removed.');
  });

  it('keeps a period: work of another month is not in it', async () => {
    const pages = await packPages(manager.cookie, `?from=2026-02-01&to=2026-02-28&site_id=${tree.leeds.id}`);
    expect(sectionText(pages, AUDIT_PACK_SECTIONS.foodGradeMaterials)).toContain(
      'No food-grade stock was used in the period.',
    );
    expect(sectionText(pages, AUDIT_PACK_SECTIONS.clearances)).toContain(
      'No food-safety records were completed in the period.',
    );
    expect(sectionText(pages, AUDIT_PACK_SECTIONS.glass)).toContain(
      'No glass checks were recorded in the period.',
    );
  });

  it('answers 404 for a site outside the caller’s sites, and gives a limited caller only their site', async () => {
    const limited = await signedIn(t.app, 'manager');
    await limitToSites(t.app, admin.cookie, limited.user.id, [tree.leeds.id]);
    const york = await call(
      t.app,
      'GET',
      `/api/compliance/audit-pack.pdf?site_id=${tree.york.id}`,
      limited.cookie,
    );
    expect(york.statusCode).toBe(404);
    const pages = await packPages(limited.cookie, '?from=2026-03-01&to=2026-03-31');
    expect(pages[0]).toContain('Every site');
    const all = pages.join('\n');
    expect(all).toContain(names.grease);
    expect(all).not.toContain(names.yorkOil);
    expect(all).not.toContain(names.yorkTask);
  });

  it('refuses a bad period and nobody signed in', async () => {
    expect(
      (await call(t.app, 'GET', '/api/compliance/audit-pack.pdf?from=2026-13-01', manager.cookie)).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/api/compliance/audit-pack.pdf')).statusCode).toBe(401);
  });
});
