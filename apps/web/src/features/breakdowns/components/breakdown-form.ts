import {
  type Breakdown,
  type BreakdownStage,
  fromDateTimeLocal,
  parseNumberInput,
  type ReportBreakdownBody,
  reportBreakdownBodySchema,
  type Severity,
  toDateTimeLocal,
  type UpdateBreakdownBody,
  updateBreakdownBodySchema,
} from '@plantwise/domain';
import { bodyResolver } from '@/components/form';
import type { DialogState } from '@/components/form-dialog';
import type { AssetOption } from '../api/search-assets';

/** The props of a dialog acting on one breakdown. */
export type BreakdownDialogProps = DialogState & { breakdown: Breakdown };

/** What the report and edit forms hold: text as typed, the picked asset, datetime-local values. */
export interface BreakdownFormValues {
  stage: BreakdownStage;
  asset: AssetOption | null;
  title: string;
  severity: Severity;
  field_reporter_name: string;
  breakdown_start_time: string;
  description: string;
  category: string;
  immediate_actions: string;
  estimated_cost: string;
  voice_notes: string;
  breakdown_categories: string[];
  completion_deadline: string;
}

const COST_MESSAGE = 'Enter an amount in pounds, e.g. 250';
const CHOOSE_ASSET = 'Choose the asset that broke down';

/** A new report: quick, high severity, started now, reported by the signed-in person. */
export function emptyReportForm(reporterName: string): BreakdownFormValues {
  return {
    stage: 'quick',
    asset: null,
    title: '',
    severity: 'high',
    field_reporter_name: reporterName,
    breakdown_start_time: toDateTimeLocal(new Date()),
    description: '',
    category: '',
    immediate_actions: '',
    estimated_cost: '',
    voice_notes: '',
    breakdown_categories: [],
    completion_deadline: '',
  };
}

/** The edit form of an open breakdown. */
export function breakdownToForm(b: Breakdown): BreakdownFormValues {
  return {
    ...emptyReportForm(b.field_reporter_name ?? ''),
    stage: b.stage,
    title: b.title,
    severity: b.severity,
    description: b.description ?? '',
    category: b.category ?? '',
    immediate_actions: b.immediate_actions ?? '',
    estimated_cost: b.estimated_cost === null ? '' : String(b.estimated_cost),
    voice_notes: b.voice_notes ?? '',
    breakdown_categories: b.breakdown_categories,
    completion_deadline: b.completion_deadline ? toDateTimeLocal(b.completion_deadline) : '',
  };
}

function estimatedCost(values: BreakdownFormValues): number | null {
  const cost = parseNumberInput(values.estimated_cost);
  return cost !== null && Number.isFinite(cost) ? cost : null;
}

function checkCost(values: BreakdownFormValues) {
  const cost = parseNumberInput(values.estimated_cost);
  return { estimated_cost: cost !== null && !Number.isFinite(cost) ? COST_MESSAGE : undefined };
}

function detailBody(values: BreakdownFormValues) {
  return {
    description: values.description,
    category: values.category,
    immediate_actions: values.immediate_actions,
    estimated_cost: estimatedCost(values),
    voice_notes: values.voice_notes,
    breakdown_categories: values.breakdown_categories,
    completion_deadline: fromDateTimeLocal(values.completion_deadline),
  };
}

/** The body of POST /api/breakdowns for a stage: quick sends only what the floor knows. */
export function toReportBody(values: BreakdownFormValues): ReportBreakdownBody {
  const base = {
    asset_id: values.asset?.id ?? '',
    title: values.title,
    severity: values.severity,
    stage: values.stage,
    field_reporter_name: values.field_reporter_name,
  };
  if (values.stage === 'quick') return base;
  return {
    ...base,
    breakdown_start_time: fromDateTimeLocal(values.breakdown_start_time),
    ...detailBody(values),
  };
}

/** The body of PATCH /api/breakdowns/:id from the edit form: every detail, and the report becomes detailed. */
export function toUpdateBody(values: BreakdownFormValues): UpdateBreakdownBody {
  return {
    title: values.title,
    severity: values.severity,
    field_reporter_name: values.field_reporter_name,
    ...detailBody(values),
    stage: 'detailed',
  };
}

export const reportResolver = bodyResolver(reportBreakdownBodySchema, toReportBody, {
  aliases: { asset_id: 'asset' },
  check: (values) => ({
    asset: values.asset ? undefined : CHOOSE_ASSET,
    ...(values.stage === 'quick' ? {} : checkCost(values)),
  }),
});

export const updateResolver = bodyResolver(updateBreakdownBodySchema, toUpdateBody, { check: checkCost });
