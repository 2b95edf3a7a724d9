import {
  CLEARED_HYGIENE_CLEARANCE,
  complianceColumns,
  DEFAULT_LABOUR_RATE,
  nextDueDate,
  PRIORITIES,
  startOfZonedDay,
  stockStatus,
  stopClock,
  type WorkOrderPart,
  workOrderCost,
  workOrderNumber,
} from '@plantwise/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  asset_breakdowns,
  assets,
  calendar_events,
  hygiene_releases,
  inventory_items,
  maintenance_completions,
  maintenance_tasks,
  profiles,
  type record_signatures,
  stock_movements,
  work_orders,
} from '../../db/schema';
import { appendAudit, auditedTransaction, SYSTEM_ACTOR } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { fileUrl, insertFile } from '../files';
import { placeAtNames } from '../locations';
import { completionsWithoutRecord, insertSignatures, writeRecords } from '../records';
import { type CertificateContent, contentHash, renderCertificatePdf } from '../work-orders';
import { DEMO_ASSETS, DEMO_AWAITING_RELEASE, DEMO_FOOD_CONTACT, DEMO_SITES, DEMO_SPARES } from './demo-data';
import { DEMO_PARENTS, DEMO_PLACES, DEMO_SITE_STEPS } from './demo-locations';
import { failuresFor, tasksFor } from './demo-plant';
import { seedBudget } from './seed-budget';
import { seedMeters } from './seed-meters';
import { seedPredictiveHistory } from './seed-predictive-history';
import { seedGlassRegister } from './seed-glass';
import { seedTemporaryRepairs } from './seed-temporary-repairs';

/** The administrator's name in the demo's history (who completed the past breakdowns and checks). */
export const DEMO_ADMIN_NAME = 'D. Shaw';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deterministic pseudo-random numbers (mulberry32), so every demo plant looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Seeds a demo food plant (CMMS_DEMO=1 or `npm start -- --demo`) into an empty asset register:
 * assets, breakdowns (active and BRC-completed), work orders, planned tasks, spares, a budget and three
 * temporary repairs (open, overdue, closed) and a glass register with a check round and a closed incident.
 * Returns false when the register already has assets.
 */
export async function seedDemoPlant(ctx: AppContext): Promise<boolean> {
  const now = ctx.now();
  // Instances started together with --demo each seed: the register is found empty under the seeding
  // lock, in the seeding transaction, so the second one finds the first one's plant and leaves it.
  const seeded = await auditedTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('plantwise-demo-seed'))`);
    const [{ n }] = await tx.select({ n: count() }).from(assets);
    if (Number(n) > 0) return false;
    const [admin] = await tx
      .select({ id: profiles.id, full_name: profiles.full_name })
      .from(profiles)
      .where(eq(profiles.role, 'admin'))
      .limit(1);
    // The demo's history names its people; an administrator created from CMMS_ADMIN_EMAIL has no name
    // and would read as an e-mail address on every work order assigned to them, so they take the name
    // the history already gives them.
    if (admin && !admin.full_name?.trim()) {
      await tx.update(profiles).set({ full_name: DEMO_ADMIN_NAME }).where(eq(profiles.id, admin.id));
    }
    const assetIds = await seedAssets(tx, now);
    await seedBreakdowns(tx, assetIds, now, admin?.id ?? null);
    await seedTasks(tx, assetIds, now, ctx.config.PLANT_TIME_ZONE);
    const spares = await seedSpares(tx, now);
    const uses = await seedWorkOrders(tx, ctx, assetIds, spares, now, admin?.id ?? null);
    await seedStockLedgers(tx, spares, uses, now, admin?.id ?? null);
    await seedPredictiveHistory(tx, now, DEMO_ADMIN_NAME);
    await seedBudget(tx, now, ctx.config.PLANT_TIME_ZONE, admin?.id ?? null);
    const idByCode = new Map(DEMO_ASSETS.map((asset, i) => [asset.code, assetIds[i]]));
    // Before the records are written, so each temporary fix and permanent repair has its record.
    await seedTemporaryRepairs(tx, (code) => idByCode.get(code), now, ctx.config.PLANT_TIME_ZONE, {
      adminId: admin?.id ?? null,
      adminName: DEMO_ADMIN_NAME,
    });
    await seedSignedRecords(tx, now, ctx.config.PLANT_TIME_ZONE);
    await seedMeters(tx, (code) => idByCode.get(code), now, admin?.id ?? null);
    await seedAwaitingRelease(tx, idByCode.get(DEMO_AWAITING_RELEASE), now);
    await seedGlassRegister(tx, now, { adminId: admin?.id ?? null, adminName: DEMO_ADMIN_NAME });
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: 'demo.seeded',
      entity_type: 'system',
      after: { assets: assetIds.length },
    });
    return true;
  });
  if (seeded) ctx.log.info('Seeded the demo food plant');
  return seeded;
}

/**
 * The slicer's blade was changed this morning and it waits for its hygiene release
 * (docs/decisions/hygiene-release.md); its fitter has no account, so anyone allowed may release it.
 */
async function seedAwaitingRelease(tx: Tx, assetId: string | undefined, now: Date) {
  if (!assetId) return;
  const at = new Date(now.getTime() - 3 * 3600 * 1000).toISOString();
  await tx.insert(hygiene_releases).values({
    asset_id: assetId,
    waiting_since: at,
    work: [
      {
        type: 'work_order',
        source_id: null,
        record_id: null,
        record_number: null,
        title: 'Blade change and clean-down',
        completed_by: 'J. Okafor',
        performer_id: null,
        completed_at: at,
      },
    ],
  });
}

async function seedAssets(tx: Tx, now: Date): Promise<string[]> {
  const next = random(1);
  const rows: (typeof assets.$inferInsert)[] = DEMO_ASSETS.map((asset, index) => {
    const ageYears = 1 + Math.floor(next() * 12);
    const purchase = new Date(now.getTime() - ageYears * 365 * DAY);
    const score = 55 + Math.floor(next() * 45);
    return {
      asset_id: asset.code,
      asset_name: asset.name,
      make: asset.make,
      model_variant: asset.model,
      serial_number: `${asset.make.slice(0, 3).toUpperCase()}-${100_000 + Math.floor(next() * 900_000)}`,
      site: DEMO_SITES[index < 22 ? 0 : 1],
      location: asset.location,
      category: asset.category,
      criticality: asset.criticality,
      yom: purchase.getUTCFullYear(),
      purchase_cost: asset.cost,
      current_market_value: Math.round(asset.cost * Math.max(0.1, 1 - ageYears * 0.08)),
      annual_depreciation_rate: 8,
      purchase_date: purchase.toISOString().slice(0, 10),
      warranty_expiry: new Date(purchase.getTime() + 2 * 365 * DAY).toISOString().slice(0, 10),
      status:
        asset.code === DEMO_AWAITING_RELEASE
          ? 'awaiting-release'
          : index === 4
            ? 'maintenance'
            : index === 20
              ? 'out-of-service'
              : 'operational',
      food_contact: (DEMO_FOOD_CONTACT as readonly string[]).includes(asset.code),
      condition_score: score,
      condition_grade: score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F',
      risk_probability: 1 + Math.floor(next() * 5),
      risk_impact: 1 + Math.floor(next() * 5),
      description: `${asset.name} on ${asset.location}.`,
    };
  });
  const inserted = await tx.insert(assets).values(rows).returning({ id: assets.id });
  const ids = inserted.map((row) => row.id);
  await placeAssets(tx, ids, rows, now);
  return ids;
}

/**
 * Puts every demo asset in the location tree (docs/decisions/locations.md), its site and location texts
 * following it, and makes a few assets part of others.
 */
async function placeAssets(tx: Tx, ids: string[], rows: (typeof assets.$inferInsert)[], now: Date) {
  const idOf = new Map(rows.map((row, index) => [row.asset_id, ids[index]]));
  for (const [index, row] of rows.entries()) {
    const site = DEMO_SITE_STEPS[row.site as keyof typeof DEMO_SITE_STEPS];
    const { place } = await placeAtNames(
      tx,
      [site, ...DEMO_PLACES[DEMO_ASSETS[index].location]],
      now.toISOString(),
    );
    const parent = DEMO_PARENTS[row.asset_id];
    await tx
      .update(assets)
      .set({
        location_id: place.location_id,
        site: place.site,
        location: place.location,
        parent_asset_id: parent ? idOf.get(parent) : null,
      })
      .where(eq(assets.id, ids[index]));
  }
}

async function seedBreakdowns(tx: Tx, assetIds: string[], now: Date, adminId: string | null) {
  const next = random(2);
  const rows: (typeof asset_breakdowns.$inferInsert)[] = Array.from({ length: 24 }, (_, index) => {
    const assetIndex = Math.floor(next() * assetIds.length);
    const modes = failuresFor(DEMO_ASSETS[assetIndex].kind);
    const template = modes[index % modes.length];
    const start = new Date(
      now.getTime() - (index < 3 ? (index + 1) * 2 * HOUR : index * 6 * DAY + next() * DAY),
    );
    const active = index < 3;
    const end = new Date(start.getTime() + (1 + next() * 10) * HOUR);
    const stopped = active ? null : stopClock(start.toISOString(), end);
    return {
      asset_id: assetIds[assetIndex],
      title: template.title,
      description: `${template.title}. Reported by the line operator.`,
      severity: template.severity,
      category: template.category,
      immediate_actions: 'Line stopped and area isolated.',
      estimated_cost: Math.round(80 + next() * 1500),
      reported_by: adminId,
      status: active ? (index > 0 && adminId ? 'assigned' : 'reported') : 'completed',
      assigned_to: active && index > 0 ? adminId : null,
      breakdown_start_time: start.toISOString(),
      breakdown_end_time: stopped?.breakdown_end_time ?? null,
      downtime_hours: stopped?.downtime_hours ?? null,
      field_reporter_name: ['J. Patel', 'S. Nowak', 'A. Hughes'][index % 3],
      completion_notes: active ? null : 'Fault found and rectified; line run-tested with QA present.',
      safety_compliance_check: active ? null : 'verified',
      breakdown_categories: active ? [] : [template.category],
      completed_by: active ? null : DEMO_ADMIN_NAME,
      completed_at: stopped?.breakdown_end_time ?? null,
      fix_type: active ? null : 'permanent',
      hygiene_clearance: active ? null : CLEARED_HYGIENE_CLEARANCE,
      created_at: start.toISOString(),
      updated_at: (stopped?.breakdown_end_time ?? start.toISOString()) as string,
    };
  });
  await tx.insert(asset_breakdowns).values(rows);
}

const DEMO_TECHNICIANS = ['Sam Fitter', 'Priya Electrician', 'Tom Engineer'];
const DEMO_APPROVER = 'Helen Ward';

/**
 * 60 work orders over the last 6 months in every status: the newest pending and in
 * progress (some overdue), the rest completed with hygiene clearance, a checklist, cost at the
 * default labour rate, and for every fourth one parts taken from stock through the ledger and a PDF
 * certificate, so analytics and the records have data.
 */
async function seedWorkOrders(
  tx: Tx,
  ctx: AppContext,
  assetIds: string[],
  spares: DemoSpare[],
  now: Date,
  adminId: string | null,
): Promise<PlannedUse[]> {
  const next = random(3);
  const uses: PlannedUse[] = [];
  for (let index = 0; index < 60; index++) {
    const created = new Date(now.getTime() - index * 3 * DAY - 2 * HOUR);
    const status = index < 10 ? 'pending' : index < 18 ? 'in-progress' : 'completed';
    const estimated = 1 + Math.floor(next() * 6);
    const assetIndex = Math.floor(next() * assetIds.length);
    const assetId = assetIds[assetIndex];
    const kind = DEMO_ASSETS[assetIndex].kind;
    // Planned work is one of the asset's own tasks; corrective work repairs one of its own faults.
    const preventive = index % 3 === 0;
    const planned = tasksFor(kind);
    const faults = failuresFor(kind);
    const title =
      preventive && planned.length
        ? planned[index % planned.length].title
        : `Repair: ${faults[index % faults.length].title}`;
    const scheduled = new Date(created.getTime() + (index % 4 === 1 ? 1 : 5) * DAY);
    const started = status === 'pending' ? null : new Date(scheduled.getTime() + HOUR);
    const checklist = [
      { id: 'isolate', text: 'Isolate and lock off', required: true },
      { id: 'inspect', text: 'Inspect for wear and contamination', required: true },
    ];
    const [row] = await tx
      .insert(work_orders)
      .values({
        title,
        description: preventive ? 'Planned maintenance.' : 'Raised from inspection findings.',
        asset_id: assetId,
        status: status === 'completed' ? 'in-progress' : status,
        priority: PRIORITIES[Math.floor(next() * 4)],
        created_by: adminId,
        assigned_to: adminId,
        date_created: created.toISOString(),
        date_scheduled: scheduled.toISOString(),
        started_at: started?.toISOString() ?? null,
        estimated_duration: estimated,
        maintenance_type: preventive ? 'preventive' : 'corrective',
        checklist,
        updated_at: created.toISOString(),
      })
      .returning();
    if (status !== 'completed' || !started) continue;

    const completed = new Date(started.getTime() + estimated * HOUR);
    const actual = estimated + Math.round(next() * 2);
    const completedBy = DEMO_TECHNICIANS[index % DEMO_TECHNICIANS.length];
    const at = completed.toISOString();
    // Every fourth takes a spare from the stores, one that serves this asset when there is one.
    const own = spares.filter((spare) => spare.linked_asset_ids.includes(assetId));
    const spare = index % 4 === 0 ? (own[0] ?? spares[index % spares.length]) : undefined;
    const parts: WorkOrderPart[] = spare
      ? [
          {
            inventory_item_id: spare.id,
            item_id: spare.item_id,
            item_name: spare.item_name,
            unit: spare.unit,
            quantity: 1,
            unit_cost: spare.unit_cost,
            food_grade: spare.food_grade,
          },
        ]
      : [];
    if (spare)
      uses.push({
        item_id: spare.id,
        quantity: 1,
        at,
        work_order_id: row.id,
        reason: `Used on ${workOrderNumber(row)}`,
      });
    const cost = workOrderCost({ actual_duration: actual, labour_rate: DEFAULT_LABOUR_RATE, parts });
    const checklistResults = checklist.map((step) => ({
      step_id: step.id,
      text: step.text,
      required: true,
      result: 'pass' as const,
      note: null,
    }));
    const certificate =
      index % 4 === 0
        ? await demoCertificate(tx, ctx, row, {
            at,
            actual,
            completedBy,
            parts,
            cost,
            checklistResults,
            adminId,
          })
        : null;
    await tx
      .update(work_orders)
      .set({
        status: 'completed',
        date_completed: at,
        actual_duration: actual,
        ...cost,
        labour_rate: DEFAULT_LABOUR_RATE,
        parts_used: parts,
        completion_notes: 'Work done to the OEM procedure; tested and handed back to production.',
        completed_by: completedBy,
        checklist_results: checklistResults,
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
        ...complianceColumns(CLEARED_HYGIENE_CLEARANCE),
        fix_type: 'permanent',
        updated_at: at,
        ...(certificate ?? {}),
      })
      .where(eq(work_orders.id, row.id));
  }
  return uses;
}

async function demoCertificate(
  tx: Tx,
  ctx: AppContext,
  row: typeof work_orders.$inferSelect,
  done: {
    at: string;
    actual: number;
    completedBy: string;
    parts: WorkOrderPart[];
    cost: CertificateContent['cost'];
    checklistResults: Array<{ text: string; required: boolean; result: 'pass'; note: null }>;
    adminId: string | null;
  },
) {
  const [asset] = await tx
    .select({ asset_id: assets.asset_id, asset_name: assets.asset_name, location: assets.location })
    .from(assets)
    .where(eq(assets.id, row.asset_id as string));
  const number = workOrderNumber(row);
  const content: CertificateContent = {
    plant_name: ctx.config.PLANT_NAME,
    number,
    work_order_id: row.id,
    title: row.title,
    asset: asset ? { ...asset, location: asset.location ?? null } : null,
    maintenance_type: row.maintenance_type,
    priority: row.priority,
    date_scheduled: row.date_scheduled,
    started_at: row.started_at,
    date_completed: done.at,
    actual_duration: done.actual,
    completed_by: done.completedBy,
    completion_notes: 'Work done to the OEM procedure; tested and handed back to production.',
    parts_used: done.parts,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    checklist_results: done.checklistResults,
    fix_type: 'permanent',
    permanent_repair_deadline: null,
    follow_up: null,
    cost: done.cost,
  };
  const sha256 = contentHash(content);
  const file = await insertFile(tx, {
    owner_type: 'work_order_certificate',
    owner_id: row.id,
    filename: `${number}.pdf`,
    content_type: 'application/pdf',
    data: await renderCertificatePdf(content, sha256, ctx.config.PLANT_TIME_ZONE),
    created_by: done.adminId,
  });
  return {
    certificate_generated: true,
    certificate_path: `/api/work-orders/${row.id}/certificate.pdf`,
    certificate_generated_at: done.at,
    certificate_generated_by: done.completedBy,
    certificate_sha256: sha256,
    pdf_file_path: fileUrl(file.id),
    pdf_generated_at: done.at,
    pdf_generated_by: done.completedBy,
  };
}

/**
 * Every asset's own planned tasks (from the plant description), each with its checklist and six
 * months of completion history (walked forward with the same next-due rule as a real completion); two
 * tasks are overdue. Each task has its next scheduled calendar event. Like a real plant's, most
 * occurrences are done within hours of their due time and about one in ten slips by one to four
 * days, so PM compliance reads around 90 %, not 100.
 */
async function seedTasks(tx: Tx, assetIds: string[], now: Date, timeZone: string) {
  const next = random(4);
  // Occurrences fall due at 08:00 plant time, as a day shift would plan them.
  const sixMonthsAgo = startOfZonedDay(new Date(now.getTime() - 182 * DAY), timeZone);
  const plan = DEMO_ASSETS.flatMap((asset, assetIndex) =>
    tasksFor(asset.kind).map((template) => ({ template, assetId: assetIds[assetIndex] })),
  );
  for (const [index, { template, assetId }] of plan.entries()) {
    const schedule = {
      frequency: template.frequency,
      custom_frequency_days: null,
      schedule_mode: 'frequency' as const,
      specific_year: null,
      specific_month: null,
      specific_date: null,
      specific_time: null,
    };
    const history: Date[] = [];
    let occurrence = new Date(sixMonthsAgo.getTime() + Math.floor(next() * 5) * DAY + 8 * HOUR);
    while (occurrence < now) {
      history.push(occurrence);
      occurrence = nextDueDate(schedule, occurrence, timeZone);
    }
    // Two tasks were missed: due a few days ago and not done.
    const overdue = index === 2 || index === 7;
    const missedDay = startOfZonedDay(new Date(now.getTime() - (index === 2 ? 3 : 9) * DAY), timeZone);
    const nextDue = overdue ? new Date(missedDay.getTime() + 8 * HOUR) : occurrence;
    const done = overdue ? history.filter((d) => d < nextDue) : history;
    // Most occurrences were done within hours of falling due, about one in ten slipped by days; the
    // task's last completion is the newest of those times, so the PM list and the completion's record
    // state the same instant.
    const lateness = () => (next() < 0.1 ? (1 + next() * 3) * DAY : (next() * 8 - 2) * HOUR);
    const completedAt = done.map((due) => new Date(Math.min(due.getTime() + lateness(), now.getTime())));
    const lastDone = completedAt.reduce<Date | undefined>(
      (last, at) => (last && last > at ? last : at),
      undefined,
    );
    const [task] = await tx
      .insert(maintenance_tasks)
      .values({
        asset_id: assetId,
        title: template.title,
        type: 'type' in template ? template.type : 'preventive',
        frequency: template.frequency,
        estimated_duration: template.duration,
        priority: PRIORITIES[Math.floor(next() * 3)],
        next_due_date: nextDue.toISOString(),
        last_completed_date: lastDone?.toISOString() ?? null,
        instructions: 'Follow the OEM manual; isolate and lock off before starting.',
        checklist: template.checklist,
      })
      .returning();
    for (let i = 0; i < done.length; i += 200) {
      await tx.insert(maintenance_completions).values(
        done.slice(i, i + 200).map((at, j) => ({
          task_id: task.id,
          asset_id: task.asset_id,
          task_title: task.title,
          due_date: at.toISOString(),
          completed_at: (completedAt[i + j] as Date).toISOString(),
          completed_by_name: DEMO_TECHNICIANS[(i + j) % DEMO_TECHNICIANS.length],
          notes: 'Completed as planned.',
          actual_duration: template.duration,
          checklist_results: template.checklist.map((s) => ({
            step_id: s.id,
            text: s.text,
            required: true,
            result: 'pass',
            note: null,
          })),
          hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
          next_due_date: (done[i + j + 1] ?? nextDue).toISOString(),
        })),
      );
    }
    await tx.insert(calendar_events).values({
      task_id: task.id,
      asset_id: task.asset_id,
      title: task.title,
      date: nextDue.toISOString(),
      duration: template.duration,
      status: 'scheduled',
    });
  }
}

interface DemoSpare {
  id: string;
  item_id: string;
  item_name: string;
  unit: string;
  unit_cost: number;
  food_grade: boolean;
  reorder: number;
  supplier: string;
  quantity_in_stock: number;
  linked_asset_ids: string[];
  users: Array<{ id: string; name: string }>;
}

/** A part taken from the stores by a demo work order. */
interface PlannedUse {
  item_id: string;
  quantity: number;
  at: string;
  work_order_id: string;
  reason: string;
}

/**
 * The stores: every spare with today's stock (some low, one out), linked to up to three demo assets it
 * serves. Their ledgers are written once the work orders have taken their parts (seedStockLedgers).
 */
async function seedSpares(tx: Tx, now: Date): Promise<DemoSpare[]> {
  const next = random(5);
  const plant = await tx
    .select({ id: assets.id, category: assets.category, name: assets.asset_name })
    .from(assets);
  const items: DemoSpare[] = [];
  for (const spare of DEMO_SPARES) {
    const users = plant
      .filter((a) => spare.for.includes(a.category as never))
      .slice(0, 1 + Math.floor(next() * 3));
    const [item] = await tx
      .insert(inventory_items)
      .values({
        item_id: spare.id,
        item_name: spare.name,
        category: spare.category,
        supplier: spare.supplier,
        unit: spare.unit,
        unit_cost: spare.cost,
        quantity_in_stock: spare.qty,
        min_stock_level: spare.min,
        reorder_quantity: spare.reorder,
        food_grade: spare.food ?? false,
        status: stockStatus(spare.qty, spare.min),
        location: `Engineering Stores / ${spare.bin}`,
        linked_asset_ids: users.map((a) => a.id),
        updated_at: new Date(now.getTime() - DAY).toISOString(),
      })
      .returning({ id: inventory_items.id });
    items.push({
      id: item.id,
      item_id: spare.id,
      item_name: spare.name,
      unit: spare.unit,
      unit_cost: spare.cost,
      food_grade: spare.food ?? false,
      reorder: spare.reorder,
      supplier: spare.supplier,
      quantity_in_stock: spare.qty,
      linked_asset_ids: users.map((a) => a.id),
      users,
    });
  }
  return items;
}

/**
 * Each spare's ledger, reconciled with today's stock: the work orders' uses and some everyday uses and
 * deliveries, walked back from today's quantity (a delivery that would need stock below nothing is
 * left out), then the opening stock before the first of them. Every row's quantity after is the one
 * before plus its change, so the ledger's running balance ends at the stock shown.
 */
async function seedStockLedgers(
  tx: Tx,
  spares: DemoSpare[],
  uses: PlannedUse[],
  now: Date,
  userId: string | null,
) {
  const next = random(6);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  for (const spare of spares) {
    const movements: Array<{ delta: number; at: number; reason: string; work_order_id: string | null }> = uses
      .filter((use) => use.item_id === spare.id)
      .map((use) => ({
        delta: -use.quantity,
        at: Date.parse(use.at),
        reason: use.reason,
        work_order_id: use.work_order_id,
      }));
    const steps = 2 + Math.floor(next() * 3);
    for (let step = 0; step < steps; step++) {
      const at = now.getTime() - (2 + step * 9 + next() * 6) * DAY;
      const size = round(
        Math.max(spare.unit === 'each' ? 1 : 0.5, Math.round(spare.reorder * (0.2 + next() * 0.5))),
      );
      const delivery = next() < 0.3;
      const asset = spare.users[Math.floor(next() * spare.users.length)];
      movements.push({
        delta: delivery ? size : -size,
        at,
        reason: delivery ? `Delivery from ${spare.supplier}` : `Used on ${asset?.name ?? 'line maintenance'}`,
        work_order_id: null,
      });
    }
    movements.sort((a, b) => b.at - a.at);
    const rows: Array<{
      delta: number;
      after: number;
      at: number;
      reason: string;
      work_order_id: string | null;
    }> = [];
    let after = spare.quantity_in_stock;
    for (const movement of movements) {
      const before = round(after - movement.delta);
      if (before < 0) continue;
      rows.unshift({ ...movement, after });
      after = before;
    }
    const first = rows[0]?.at ?? now.getTime() - 45 * DAY;
    rows.unshift({ delta: after, after, at: first - 2 * DAY, reason: 'Opening stock', work_order_id: null });
    await tx.insert(stock_movements).values(
      rows
        .filter((r, i) => i === 0 || r.delta !== 0)
        .map((r) => ({
          inventory_item_id: spare.id,
          delta: r.delta,
          quantity_after: r.after,
          reason: r.reason,
          unit_cost: spare.unit_cost,
          work_order_id: r.work_order_id,
          user_id: userId,
          created_at: new Date(r.at).toISOString(),
        })),
    );
    await tx
      .update(inventory_items)
      .set({ created_at: new Date(first - 2 * DAY).toISOString() })
      .where(eq(inventory_items.id, spare.id));
  }
}

/**
 * A food-safety record for every completion, numbered in the order the work was done, signed
 * 'performed' by whoever did it and 'approved' by the plant's maintenance manager a day or two later
 * (people of the demo story, without accounts), except the
 * last week's, which are still waiting for signatures as on any working site.
 */
async function seedSignedRecords(tx: Tx, now: Date, timeZone: string) {
  const weekAgo = now.getTime() - 7 * DAY;
  const signatures: Array<typeof record_signatures.$inferInsert> = [];
  const sources = await completionsWithoutRecord(tx, 100_000);
  const written = await writeRecords(
    tx,
    sources.map((s) => ({ type: s.type, source_id: s.source_id, performer_id: null })),
    timeZone,
  );
  for (const record of written) {
    const done = Date.parse(record.completed_at);
    if (done >= weekAgo) continue;
    signatures.push({
      record_id: record.id,
      signer_id: null,
      signer_name: record.completed_by,
      signer_role: 'technician',
      meaning: 'performed',
      content_hash: record.content_hash,
      signed_at: new Date(done + HOUR).toISOString(),
    });
    signatures.push({
      record_id: record.id,
      signer_id: null,
      signer_name: DEMO_APPROVER,
      signer_role: 'manager',
      meaning: 'approved',
      content_hash: record.content_hash,
      signed_at: new Date(Math.min(done + (1 + (done % 2)) * DAY, now.getTime())).toISOString(),
    });
  }
  for (let i = 0; i < signatures.length; i += 500) await insertSignatures(tx, signatures.slice(i, i + 500));
}
