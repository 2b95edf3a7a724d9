import {
  formatLocationPath,
  type GlassIncident,
  type GlassItem,
  glassCheckState,
  nextGlassCheckDue,
} from '@plantwise/domain';
import type { GlassIncidentRow, GlassItemRow } from './glass-register.queries';

type Path = ReadonlyArray<{ name: string }> | null;
const pathText = (path: Path) => (path ? formatLocationPath(path) : '');

/** An item as the API answers it: its next check and state are the domain's rule on the plant's calendar. */
export function presentGlassItem(
  row: GlassItemRow,
  path: Path,
  openIncidents: number,
  now: Date,
  timeZone: string,
): GlassItem {
  const schedule = {
    check_frequency: row.check_frequency,
    last_checked_at: row.last_checked_at,
    created_at: row.created_at,
  };
  return {
    id: row.id,
    location_id: row.location_id,
    location_path: pathText(path),
    description: row.description,
    material: row.material,
    risk: row.risk,
    check_frequency: row.check_frequency,
    last_checked_at: row.last_checked_at,
    last_result: row.last_result,
    last_checked_by: row.last_checked_by,
    next_check_due: nextGlassCheckDue(schedule, timeZone),
    state: glassCheckState(schedule, now, timeZone),
    open_incidents: Number(openIncidents),
    created_at: row.created_at,
  };
}

export function presentGlassIncident(
  row: GlassIncidentRow,
  path: Path,
  itemDescription: string | null,
): GlassIncident {
  return {
    id: row.id,
    item_id: row.item_id,
    item_description: itemDescription,
    location_id: row.location_id,
    location_path: pathText(path),
    description: row.description,
    product_at_risk: row.product_at_risk,
    quarantine: row.quarantine,
    clean_down_done: row.clean_down_done,
    source: row.check_id ? 'check' : 'report',
    raised_at: row.raised_at,
    raised_by: row.raised_by_name,
    state: row.closed_at ? 'closed' : 'open',
    closed_at: row.closed_at,
    closed_by: row.closed_by_name,
    close_notes: row.close_notes,
    close_hash: row.close_hash,
  };
}
