import { snapshotHash } from '../records';
import type { GlassIncidentRow } from './glass-register.queries';

export type GlassClose = Pick<
  GlassIncidentRow,
  'closed_at' | 'closed_by' | 'closed_by_name' | 'closed_by_role' | 'close_notes' | 'clean_down_done'
>;

/**
 * The seal of a close: the SHA-256 of the incident as raised and its close, canonical JSON like a record's
 * snapshot, so a later change of either shows against the hash kept on the row and in the audit chain.
 */
export function glassCloseSeal(incident: GlassIncidentRow, close: GlassClose): string {
  return snapshotHash({
    id: incident.id,
    item_id: incident.item_id,
    location_id: incident.location_id,
    check_id: incident.check_id,
    description: incident.description,
    product_at_risk: incident.product_at_risk,
    quarantine: incident.quarantine,
    raised_at: incident.raised_at,
    raised_by_name: incident.raised_by_name,
    ...close,
  });
}
