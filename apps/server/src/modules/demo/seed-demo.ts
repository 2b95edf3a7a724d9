import { HYGIENE_CLEARANCE_ITEMS, nextDueDate, PRIORITIES, stockStatus, stopClock } from '@plantwise/domain';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  asset_breakdowns,
  assets,
  calendar_events,
  inventory_items,
  maintenance_completions,
  maintenance_tasks,
  profiles,
  work_orders,
} from '../../db/schema';
import { appendAudit, SYSTEM_ACTOR } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { DEMO_ASSETS, DEMO_BREAKDOWNS, DEMO_SITES, DEMO_SPARES, DEMO_TASKS } from './demo-data';

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
 * assets, breakdowns (active and BRC-completed), work orders, planned tasks and spares.
 * Returns false when the register already has assets.
 */
export async function seedDemoPlant(ctx: AppContext): Promise<boolean> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(assets);
  if (Number(n) > 0) return false;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.role, 'admin'))
      .limit(1);
    const assetIds = await seedAssets(tx, now);
    await seedBreakdowns(tx, assetIds, now, admin?.id ?? null);
    await seedWorkOrders(tx, assetIds, now, admin?.id ?? null);
    await seedTasks(tx, assetIds, now, ctx.config.PLANT_TIME_ZONE);
    await seedSpares(tx, assetIds);
    await appendAudit(tx, SYSTEM_ACTOR, {
      action: 'demo.seeded',
      entity_type: 'system',
      after: { assets: assetIds.length },
    });
  });
  ctx.log.info('Seeded the demo food plant');
  return true;
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
      status: index === 4 ? 'maintenance' : index === 20 ? 'out-of-service' : 'operational',
      condition_score: score,
      condition_grade: score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : score >= 60 ? 'D' : 'F',
      risk_probability: 1 + Math.floor(next() * 5),
      risk_impact: 1 + Math.floor(next() * 5),
      description: `${asset.name} on ${asset.location}.`,
    };
  });
  const inserted = await tx.insert(assets).values(rows).returning({ id: assets.id });
  return inserted.map((row) => row.id);
}

async function seedBreakdowns(tx: Tx, assetIds: string[], now: Date, adminId: string | null) {
  const next = random(2);
  const rows: (typeof asset_breakdowns.$inferInsert)[] = Array.from({ length: 24 }, (_, index) => {
    const template = DEMO_BREAKDOWNS[index % DEMO_BREAKDOWNS.length];
    const start = new Date(
      now.getTime() - (index < 3 ? (index + 1) * 2 * HOUR : index * 6 * DAY + next() * DAY),
    );
    const active = index < 3;
    const end = new Date(start.getTime() + (1 + next() * 10) * HOUR);
    const stopped = active ? null : stopClock(start.toISOString(), end);
    return {
      asset_id: assetIds[Math.floor(next() * assetIds.length)],
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
      completed_by: active ? null : 'D. Shaw',
      completed_at: stopped?.breakdown_end_time ?? null,
      fix_type: active ? null : 'permanent',
      hygiene_clearance: active
        ? null
        : {
            tools_materials_removed: true,
            debris_removed: true,
            no_rust_or_flaking_paint: true,
            no_structural_damage: true,
            guards_and_detection_reinstated: true,
            area_cleaned: true,
          },
      created_at: start.toISOString(),
      updated_at: (stopped?.breakdown_end_time ?? start.toISOString()) as string,
    };
  });
  await tx.insert(asset_breakdowns).values(rows);
}

async function seedWorkOrders(tx: Tx, assetIds: string[], now: Date, adminId: string | null) {
  const next = random(3);
  const titles = [
    'Replace worn bearings',
    'Realign conveyor',
    'Service gearbox',
    'Replace seals',
    'Inspect wiring',
  ];
  const rows: (typeof work_orders.$inferInsert)[] = Array.from({ length: 40 }, (_, index) => {
    const created = new Date(now.getTime() - index * 3 * DAY);
    const status = index < 8 ? 'pending' : index < 14 ? 'in-progress' : 'completed';
    const estimated = 1 + Math.floor(next() * 6);
    return {
      title: titles[index % titles.length],
      description: 'Raised from inspection findings.',
      asset_id: assetIds[Math.floor(next() * assetIds.length)],
      status,
      priority: PRIORITIES[Math.floor(next() * 4)],
      created_by: adminId,
      date_created: created.toISOString(),
      date_scheduled: new Date(created.getTime() + (index < 4 ? -2 : 3) * DAY).toISOString(),
      date_completed: status === 'completed' ? new Date(created.getTime() + 2 * DAY).toISOString() : null,
      estimated_duration: estimated,
      actual_duration: status === 'completed' ? estimated + Math.round(next() * 2) : null,
      cost: status === 'completed' ? Math.round(120 + next() * 2400) : null,
      maintenance_type: index % 3 === 0 ? 'preventive' : 'corrective',
    };
  });
  await tx.insert(work_orders).values(rows);
}

/**
 * 25 planned tasks with checklists and six months of completion history (walked forward with the
 * same next-due rule as a real completion); two tasks are overdue. Each task has its next scheduled
 * calendar event.
 */
async function seedTasks(tx: Tx, assetIds: string[], now: Date, timeZone: string) {
  const next = random(4);
  const sixMonthsAgo = new Date(now.getTime() - 182 * DAY);
  for (let index = 0; index < 25; index++) {
    const template = DEMO_TASKS[index % DEMO_TASKS.length];
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
    const nextDue = overdue ? new Date(now.getTime() - (index === 2 ? 3 : 9) * DAY) : occurrence;
    const done = overdue ? history.filter((d) => d < nextDue) : history;
    const [task] = await tx
      .insert(maintenance_tasks)
      .values({
        asset_id: assetIds[index % assetIds.length],
        title: template.title,
        type: 'preventive',
        frequency: template.frequency,
        estimated_duration: template.duration,
        priority: PRIORITIES[Math.floor(next() * 3)],
        next_due_date: nextDue.toISOString(),
        last_completed_date: done.at(-1)?.toISOString() ?? null,
        instructions: 'Follow the OEM manual; isolate and lock off before starting.',
        checklist: template.checklist,
      })
      .returning();
    if (done.length > 0) {
      await tx.insert(maintenance_completions).values(
        done.map((at, i) => ({
          task_id: task.id,
          asset_id: task.asset_id,
          task_title: task.title,
          due_date: at.toISOString(),
          completed_at: new Date(Math.min(at.getTime() + HOUR, now.getTime())).toISOString(),
          completed_by_name: 'Demo technician',
          notes: 'Completed as planned.',
          actual_duration: template.duration,
          checklist_results: template.checklist.map((s) => ({
            step_id: s.id,
            text: s.text,
            required: true,
            result: 'pass',
            note: null,
          })),
          hygiene_clearance: Object.fromEntries(HYGIENE_CLEARANCE_ITEMS.map(({ key }) => [key, true])),
          next_due_date: (done[i + 1] ?? nextDue).toISOString(),
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

async function seedSpares(tx: Tx, assetIds: string[]) {
  const next = random(5);
  const rows: (typeof inventory_items.$inferInsert)[] = DEMO_SPARES.map((spare) => {
    const min = 2 + Math.floor(next() * 6);
    const quantity = Math.floor(next() * (min * 3));
    return {
      item_id: spare.id,
      item_name: spare.name,
      category: spare.category,
      supplier: spare.supplier,
      unit_cost: spare.cost,
      quantity_in_stock: quantity,
      min_stock_level: min,
      status: stockStatus(quantity, min),
      location: 'Engineering Stores',
      linked_asset_ids: [assetIds[Math.floor(next() * assetIds.length)]],
    };
  });
  await tx.insert(inventory_items).values(rows);
}
