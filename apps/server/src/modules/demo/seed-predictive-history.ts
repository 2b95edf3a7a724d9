import { CLEARED_HYGIENE_CLEARANCE, sampleWeibull, seededRandom } from '@plantwise/domain';
import type { Tx } from '../../db/client';
import { asset_breakdowns, assets } from '../../db/schema';

const HOUR = 3_600_000;
const HISTORY_DAYS = 730;

/**
 * How each demo asset fails, with known parameters so the Predictive AI screen shows each pattern:
 * `renewal` draws Weibull run times between repairs (shape β, scale η in operating hours): β > 1 wear-out,
 * β = 1 random; `trend` draws a Crow-AMSAA power-law process (β < 1 improving, β > 1 deteriorating) with
 * `count` expected failures in the two years. Assets not listed keep only the plant's recent breakdowns,
 * so the screen also shows pooled and 'insufficient data' estimates.
 */
const PROFILES: Record<
  string,
  | { kind: 'renewal'; beta: number; eta: number; title: string }
  | { kind: 'trend'; beta: number; count: number; title: string }
> = {
  'MIX-001': { kind: 'renewal', beta: 3.2, eta: 900, title: 'Mixer bowl drive bearing failed' },
  'MIX-002': { kind: 'renewal', beta: 2.6, eta: 1400, title: 'Planetary gearbox seized' },
  'OVN-001': { kind: 'renewal', beta: 2.4, eta: 1600, title: 'Oven band drive chain broke' },
  'SLC-001': { kind: 'renewal', beta: 3.5, eta: 700, title: 'Slicer blades worn, loaves torn' },
  'CNV-001': { kind: 'renewal', beta: 2, eta: 1200, title: 'Conveyor belt tracking failed' },
  'MCC-001': { kind: 'renewal', beta: 1, eta: 2200, title: 'Overload tripped on MCC feeder' },
  'UPS-001': { kind: 'renewal', beta: 1, eta: 2600, title: 'UPS fault alarm, line control lost' },
  'MD-001': { kind: 'renewal', beta: 1, eta: 1800, title: 'Metal detector false rejects' },
  'CMP-001': { kind: 'renewal', beta: 0.8, eta: 2500, title: 'Compressor tripped on high temperature' },
  'FLW-001': { kind: 'trend', beta: 0.45, count: 24, title: 'Flow wrapper jaws jammed' },
  'BAG-001': { kind: 'trend', beta: 0.55, count: 16, title: 'Bagger film splice failed' },
  'PMP-001': { kind: 'trend', beta: 2, count: 14, title: 'CIP pump seal leaking' },
  'BCH-001': { kind: 'trend', beta: 1.7, count: 10, title: 'Blast chiller fan motor failed' },
};

/** Times (operating hours from the start) of the failures of one profile within `span` operating hours. */
function failureTimes(profile: (typeof PROFILES)[string], span: number, random: () => number): number[] {
  const times: number[] = [];
  if (profile.kind === 'renewal') {
    for (let t = sampleWeibull(random, profile.beta, profile.eta); t < span; ) {
      times.push(t);
      t += sampleWeibull(random, profile.beta, profile.eta);
    }
    return times;
  }
  // Power-law NHPP by time transformation: Λ(t) = λ t^β, unit-rate arrivals mapped through Λ⁻¹.
  const lambda = profile.count / span ** profile.beta;
  for (let arrivals = -Math.log(1 - random()); ; arrivals += -Math.log(1 - random())) {
    const t = (arrivals / lambda) ** (1 / profile.beta);
    if (t >= span) return times;
    times.push(t);
  }
}

/**
 * Two years of completed breakdowns drawn from the profiles above (seeded, so every demo plant is the
 * same), and the assets registered when that history starts.
 */
export async function seedPredictiveHistory(tx: Tx, now: Date, adminName: string) {
  const start = now.getTime() - HISTORY_DAYS * 24 * HOUR;
  await tx.update(assets).set({ created_at: new Date(start).toISOString() });
  const rows = await tx.select({ id: assets.id, code: assets.asset_id }).from(assets);
  const random = seededRandom(17);
  const breakdowns: (typeof asset_breakdowns.$inferInsert)[] = [];
  for (const asset of rows) {
    const profile = PROFILES[asset.code];
    if (!profile) continue;
    // Operating hours exclude repairs; keep the last repair a day before now.
    const span = HISTORY_DAYS * 24 - 24;
    let repairs = 0;
    for (const runTime of failureTimes(profile, span, random)) {
      const downtime = Math.round((1 + random() * 5) * 100) / 100;
      const begin = start + (runTime + repairs) * HOUR;
      const end = begin + downtime * HOUR;
      if (end > now.getTime() - 24 * HOUR) break;
      repairs += downtime;
      breakdowns.push({
        asset_id: asset.id,
        title: profile.title,
        description: `${profile.title}. Reported by the line operator.`,
        severity: profile.kind === 'trend' && profile.beta > 1 ? 'high' : 'medium',
        category: 'mechanical',
        immediate_actions: 'Line stopped and area isolated.',
        status: 'completed',
        breakdown_start_time: new Date(begin).toISOString(),
        breakdown_end_time: new Date(end).toISOString(),
        downtime_hours: downtime,
        completion_notes: 'Fault found and rectified; line run-tested with QA present.',
        safety_compliance_check: 'verified',
        breakdown_categories: ['mechanical'],
        completed_by: adminName,
        completed_at: new Date(end).toISOString(),
        fix_type: 'permanent',
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
        created_at: new Date(begin).toISOString(),
        updated_at: new Date(end).toISOString(),
      });
    }
  }
  for (let i = 0; i < breakdowns.length; i += 200)
    await tx.insert(asset_breakdowns).values(breakdowns.slice(i, i + 200));
  return breakdowns.length;
}
