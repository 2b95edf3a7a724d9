import { z } from 'zod';

/** The settings key of the plant's KPI targets (stored in the database, spec §3 keeps them locally). */
export const KPI_TARGETS_SETTING_KEY = 'kpi_targets';

/** The KPI targets when none is set: availability %, MTBF h, MTTR h, PM compliance %, budget used % alert. */
export const DEFAULT_KPI_TARGETS = {
  availability_pct: 95,
  mtbf_hours: 500,
  mttr_hours: 4,
  pm_compliance_pct: 90,
  budget_used_pct: 90,
} as const;

export const KPI_TARGET_LABELS: Record<keyof typeof DEFAULT_KPI_TARGETS, string> = {
  availability_pct: 'Availability (%)',
  mtbf_hours: 'MTBF (hours)',
  mttr_hours: 'MTTR (hours)',
  pm_compliance_pct: 'PM compliance (%)',
  budget_used_pct: 'Budget used alert (%)',
};

const number = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine((v) => Number.isFinite(v) && v >= min && v <= max, `${label} must be between ${min} and ${max}`);

export const kpiTargetsSchema = z.object({
  availability_pct: number('Availability', 0, 100),
  mtbf_hours: number('MTBF', 1, 100_000),
  mttr_hours: number('MTTR', 0.1, 10_000),
  pm_compliance_pct: number('PM compliance', 0, 100),
  budget_used_pct: number('Budget used alert', 1, 200),
});
export type KpiTargets = z.infer<typeof kpiTargetsSchema>;

/** Whether a KPI meets its target: higher is better for availability, MTBF and PM compliance, lower for MTTR. */
export type KpiStanding = 'met' | 'missed' | 'no-data';
export type KpiDirection = 'higher' | 'lower';

export function kpiStanding(value: number | null, target: number, better: KpiDirection): KpiStanding {
  if (value === null) return 'no-data';
  const met = better === 'higher' ? value >= target : value <= target;
  return met ? 'met' : 'missed';
}

/** A standing in words, so a tile never says it by colour alone. */
export const KPI_STANDING_WORDS: Record<KpiStanding, string> = {
  met: 'meets the target',
  missed: 'misses the target',
  'no-data': 'no data yet',
};
