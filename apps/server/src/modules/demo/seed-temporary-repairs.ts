import {
  CLEARED_HYGIENE_CLEARANCE,
  type CompletionInput,
  checkBrcCompletion,
  checkWorkOrderCompletion,
  complianceColumns,
  completionFields,
  DEFAULT_LABOUR_RATE,
  followUpFromWorkOrder,
  followUpWorkOrder,
  startOfZonedDay,
  type WorkOrderCompletionInput,
  workOrderCost,
} from '@plantwise/domain';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { asset_breakdowns, work_orders } from '../../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo's checks fail loudly: a seeded completion the completion routes would refuse is a bug. */
function mustPass(check: { ok: true } | { ok: false; message: string }, what: string) {
  if (!check.ok) throw new Error(`Demo ${what}: ${check.message}`);
}

/**
 * The demo plant's temporary repairs (BRCGS 4.7.3, docs/decisions/temporary-repairs.md), written in the shapes
 * the completion routes write — the domain's completion fields and follow-up work orders, checked by the same
 * rules — so the register, the dashboard tile and the audit pack read them like real ones:
 * - the Line 1 conveyor's side guard, held with detectable cable ties until the new bracket arrives: open;
 * - the CIP set's return-line gasket, taped pending the part, its deadline two days ago: overdue;
 * - the depositor's nozzle, re-sealed with a stock O-ring, made permanent ten days later by its completed
 *   follow-up: closed.
 * Deadlines are afternoons on the plant's clock. Returns the three follow-up work orders' ids.
 */
export async function seedTemporaryRepairs(
  tx: Tx,
  assetIdOf: (code: string) => string | undefined,
  now: Date,
  timeZone: string,
  people: { adminId: string | null; adminName: string },
) {
  const day = (offset: number, hour: number) =>
    new Date(startOfZonedDay(new Date(now.getTime() + offset * DAY), timeZone).getTime() + hour * HOUR);
  const conveyor = await temporaryBreakdown(tx, {
    asset_id: assetIdOf('CNV-001'),
    title: 'Belt tracking fault, product falling off',
    category: 'mechanical',
    severity: 'medium',
    started: day(-1, 10),
    minutes: 90,
    reportedBy: people.adminId,
    completion: {
      completion_notes:
        'Side guard bracket sheared, so the belt wandered and packs fell off. Belt tracking reset and the side guard held in place with blue metal-detectable cable ties (6 fitted, counted and logged with QA). New bracket on order.',
      completed_by: 'Sam Fitter',
      permanent_repair_deadline: day(4, 16).toISOString(),
    },
  });
  const cip = await temporaryBreakdown(tx, {
    asset_id: assetIdOf('PMP-001'),
    title: 'CIP pump seal leaking',
    category: 'mechanical',
    severity: 'high',
    started: day(-9, 6.5),
    minutes: 150,
    reportedBy: people.adminId,
    completion: {
      completion_notes:
        'Leak traced to the gasket on the CIP return-line union, not the pump seal. Union re-tightened and wrapped with PTFE tape, drip tray placed under it; CIP circuit only, no product contact. EPDM gasket ordered from Alfa Laval.',
      completed_by: people.adminName,
      permanent_repair_deadline: day(-2, 16).toISOString(),
    },
  });
  const depositor = await temporaryWorkOrder(tx, {
    asset_id: assetIdOf('DEP-001'),
    adminId: people.adminId,
    created: day(-24, 7),
    deadline: day(-10, 16),
    permanentAt: day(-13, 9),
  });
  return [conveyor, cip, depositor];
}

/** A breakdown reported, then completed with a temporary fix; its follow-up work order, pending. */
async function temporaryBreakdown(
  tx: Tx,
  repair: {
    asset_id: string | undefined;
    title: string;
    category: string;
    severity: 'medium' | 'high';
    started: Date;
    minutes: number;
    reportedBy: string | null;
    completion: { completion_notes: string; completed_by: string; permanent_repair_deadline: string };
  },
): Promise<string> {
  if (!repair.asset_id) throw new Error(`Demo temporary repair: no asset for "${repair.title}"`);
  const completedAt = new Date(repair.started.getTime() + repair.minutes * 60_000);
  const input: CompletionInput = {
    ...repair.completion,
    safety_compliance_check: true,
    breakdown_categories: [repair.category],
    fix_type: 'temporary',
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
  };
  mustPass(checkBrcCompletion(input, completedAt), 'breakdown completion');
  // Inserted as they stand once completed, ids chosen first: the follow-up names its breakdown, the
  // breakdown its follow-up, as the completion's one transaction leaves them.
  const id = randomUUID();
  const start = repair.started.toISOString();
  const fields = completionFields(
    { breakdown_start_time: start, breakdown_end_time: null, downtime_hours: null },
    input,
    completedAt,
  );
  const at = completedAt.toISOString();
  const [followUp] = await tx
    .insert(work_orders)
    .values({
      ...followUpWorkOrder(
        { id, title: repair.title, asset_id: repair.asset_id, severity: repair.severity },
        {
          completed_by: fields.completed_by,
          completion_notes: fields.completion_notes,
          permanent_repair_deadline: fields.permanent_repair_deadline as string,
        },
      ),
      created_by: repair.reportedBy,
      date_created: at,
      updated_at: at,
    })
    .returning({ id: work_orders.id });
  await tx.insert(asset_breakdowns).values({
    id,
    asset_id: repair.asset_id,
    title: repair.title,
    description: `${repair.title}. Reported by the line operator.`,
    severity: repair.severity,
    category: repair.category,
    immediate_actions: 'Line stopped and area isolated.',
    reported_by: repair.reportedBy,
    breakdown_start_time: start,
    field_reporter_name: 'S. Nowak',
    created_at: start,
    ...fields,
    follow_up_work_order_id: followUp.id,
    updated_at: at,
  });
  return followUp.id;
}

/** What a work order's completion writes (complete-work-order.ts), parts and certificate aside. */
function completionColumns(input: WorkOrderCompletionInput & { actual_duration: number }, at: string) {
  return {
    status: 'completed' as const,
    date_completed: at,
    actual_duration: input.actual_duration,
    ...workOrderCost({ actual_duration: input.actual_duration, labour_rate: DEFAULT_LABOUR_RATE, parts: [] }),
    labour_rate: DEFAULT_LABOUR_RATE,
    parts_used: [],
    completion_notes: input.completion_notes,
    completed_by: input.completed_by,
    checklist_results: [],
    hygiene_clearance: input.hygiene_clearance,
    ...complianceColumns(input.hygiene_clearance),
    fix_type: input.fix_type,
    permanent_repair_deadline:
      input.fix_type === 'temporary' ? (input.permanent_repair_deadline ?? null) : null,
    updated_at: at,
  };
}

/**
 * The depositor's dripping nozzle: a corrective work order completed with a temporary fix, its follow-up
 * created in the same step, then completed with the permanent repair, which closes the temporary one.
 */
async function temporaryWorkOrder(
  tx: Tx,
  plan: {
    asset_id: string | undefined;
    adminId: string | null;
    created: Date;
    deadline: Date;
    permanentAt: Date;
  },
): Promise<string> {
  if (!plan.asset_id) throw new Error('Demo temporary repair: no depositor');
  const created = plan.created.toISOString();
  const started = new Date(plan.created.getTime() + HOUR);
  const completedAt = new Date(started.getTime() + 1.5 * HOUR);
  const temporary = {
    completion_notes:
      'Worn nozzle 3 O-ring replaced with a food-grade stock O-ring of the nearest size; drip stopped, deposit weights checked by QA. OEM seal kit ordered.',
    completed_by: 'Tom Engineer',
    actual_duration: 1.5,
    fix_type: 'temporary' as const,
    permanent_repair_deadline: plan.deadline.toISOString(),
    follow_up_required: false,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    checklist: [],
  };
  mustPass(checkWorkOrderCompletion(temporary, [], completedAt), 'work order completion');
  // The permanent repair, done before the deadline: the follow-up completed, its parent's follow-up marked done.
  const permanent = {
    completion_notes:
      'OEM nozzle seal kit fitted to all four nozzles; depositor run on water, then product: no drips. QA released the line.',
    completed_by: 'Tom Engineer',
    actual_duration: 2,
    fix_type: 'permanent' as const,
    follow_up_required: false,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    checklist: [],
  };
  const doneAt = new Date(plan.permanentAt.getTime() + 2 * HOUR);
  mustPass(checkWorkOrderCompletion(permanent, [], doneAt), 'follow-up completion');

  // Inserted as they stand today, ids chosen first: each names the other, as the completions leave them.
  const parent = {
    id: randomUUID(),
    title: 'Depositor nozzle dripping',
    asset_id: plan.asset_id,
    priority: 'high' as const,
    assigned_to: plan.adminId,
    source_breakdown_id: null,
  };
  const followUp = {
    id: randomUUID(),
    ...followUpFromWorkOrder(parent, temporary),
    created_by: plan.adminId,
    date_created: completedAt.toISOString(),
  };
  const at = completedAt.toISOString();
  const done = doneAt.toISOString();
  await tx.insert(work_orders).values({
    ...parent,
    description: 'Nozzle 3 drips between deposits; product on the tray edges.',
    created_by: plan.adminId,
    date_created: created,
    date_scheduled: created,
    started_at: started.toISOString(),
    estimated_duration: 2,
    maintenance_type: 'corrective',
    checklist: [],
    ...completionColumns(temporary, at),
    follow_up_required: true,
    follow_up_date: followUp.date_scheduled,
    follow_up_triggered: true,
    follow_up_task_id: followUp.id,
    follow_up_completed: true,
    follow_up_completed_date: done,
    follow_up_completed_by: permanent.completed_by,
    updated_at: done,
  });
  await tx.insert(work_orders).values({
    ...followUp,
    started_at: plan.permanentAt.toISOString(),
    ...completionColumns(permanent, done),
  });
  return followUp.id;
}
