import { randomUUID } from 'node:crypto';
import type { GlassCheckFrequency, GlassCheckResult, GlassMaterial, GlassRisk } from '@plantwise/domain';
import type { Tx } from '../../db/client';
import { glass_checks, glass_incidents, glass_items } from '../../db/schema';
import { glassCloseSeal } from '../glass-register';
import { placeAtNames } from '../locations';
import { DEMO_PLACES, DEMO_SITE_STEPS } from './demo-locations';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

interface DemoGlassItem {
  site: keyof typeof DEMO_SITE_STEPS;
  place: keyof typeof DEMO_PLACES;
  description: string;
  material: GlassMaterial;
  risk: GlassRisk;
  check_frequency: GlassCheckFrequency;
  /** Its result in the demo's check round; not in the round when absent. */
  result?: GlassCheckResult;
  note?: string;
}

const ITEMS: DemoGlassItem[] = [
  {
    site: 'Leeds Bakery',
    place: 'Line 1 Packing',
    description: 'Checkweigher display screen',
    material: 'hard-plastic',
    risk: 'high',
    check_frequency: 'daily',
    result: 'intact',
  },
  {
    site: 'Leeds Bakery',
    place: 'Line 1 Packing',
    description: 'Shatterproof light cover over infeed',
    material: 'perspex',
    risk: 'high',
    check_frequency: 'weekly',
    result: 'damaged',
    note: 'Corner of the diffuser cracked, pieces present',
  },
  {
    site: 'Leeds Bakery',
    place: 'Line 1 Baking',
    description: 'Oven inspection window',
    material: 'glass',
    risk: 'high',
    check_frequency: 'weekly',
    result: 'intact',
  },
  {
    site: 'Leeds Bakery',
    place: 'High-Care Zone',
    description: 'Hand-wash station mirror',
    material: 'other',
    risk: 'medium',
    check_frequency: 'monthly',
  },
  {
    site: 'Leeds Bakery',
    place: 'Line 1 Packing',
    description: 'Office window onto packing hall',
    material: 'glass',
    risk: 'low',
    check_frequency: 'quarterly',
    result: 'intact',
  },
];

/**
 * The demo plant's glass and brittle-plastics register (BRCGS 4.9.3, docs/decisions/glass-register.md): a few
 * items at Leeds, one check round two days ago that found a light cover cracked, and that breakage incident
 * closed the same morning by the demo administrator with a sealed sign-off. The mirror was never checked, so
 * it shows overdue.
 */
export async function seedGlassRegister(
  tx: Tx,
  now: Date,
  people: { adminId: string | null; adminName: string },
) {
  const roundAt = new Date(now.getTime() - 2 * DAY).toISOString();
  const addedAt = new Date(now.getTime() - 30 * DAY).toISOString();
  const roundId = randomUUID();
  const checker = 'J. Okafor';
  for (const spec of ITEMS) {
    const { place } = await placeAtNames(
      tx,
      [DEMO_SITE_STEPS[spec.site], ...DEMO_PLACES[spec.place]],
      addedAt,
    );
    const [item] = await tx
      .insert(glass_items)
      .values({
        location_id: place.location_id as string,
        description: spec.description,
        material: spec.material,
        risk: spec.risk,
        check_frequency: spec.check_frequency,
        created_at: addedAt,
        updated_at: addedAt,
        ...(spec.result
          ? { last_checked_at: roundAt, last_result: spec.result, last_checked_by: checker }
          : {}),
      })
      .returning();
    if (!spec.result) continue;
    const [check] = await tx
      .insert(glass_checks)
      .values({
        round_id: roundId,
        item_id: item.id,
        result: spec.result,
        note: spec.note ?? null,
        checked_at: roundAt,
        checked_by: null,
        checked_by_name: checker,
      })
      .returning();
    if (spec.result === 'intact') continue;
    const incident = {
      id: randomUUID(),
      item_id: item.id,
      location_id: item.location_id,
      check_id: check.id,
      description: `${spec.description} found damaged on a glass check: ${spec.note}`,
      product_at_risk: true,
      quarantine: true,
      clean_down_done: true,
      raised_at: roundAt,
      raised_by: null,
      raised_by_name: checker,
    };
    const close = {
      closed_at: new Date(Date.parse(roundAt) + 2 * HOUR).toISOString(),
      closed_by: people.adminId,
      closed_by_name: people.adminName,
      closed_by_role: 'admin' as const,
      close_notes:
        'Line stopped and cleaned down; all pieces found. Product packed since the last check held and released after inspection.',
      clean_down_done: true,
    };
    // Written closed at once: the seal covers the incident as raised and its close, as a live close's does.
    const sealed = {
      ...incident,
      closed_at: null,
      closed_by: null,
      closed_by_name: null,
      closed_by_role: null,
      close_notes: null,
      close_hash: null,
    };
    await tx
      .insert(glass_incidents)
      .values({ ...incident, ...close, close_hash: glassCloseSeal(sealed, close) });
  }
}
