import { formatLocationPath } from '@plantwise/domain';
import type { Tx } from '../../db/client';
import { type Actor, appendAudit } from '../../platform/audit';
import { queueNotificationForSubscribers } from '../notifications';
import { type GlassIncidentRow, insertGlassIncident, locationPath } from './glass-register.queries';

/**
 * A breakage incident written in its own caller's transaction (a check round, or a report by hand): audited,
 * and quality people at the location's site are told at once, in the app and by e-mail per their
 * preferences, since fragments may be in the product.
 */
export async function raiseBreakage(
  tx: Tx,
  actor: Actor,
  values: {
    item_id: string | null;
    location_id: string;
    check_id: string | null;
    description: string;
    product_at_risk: boolean;
    quarantine: boolean;
    clean_down_done: boolean;
    raised_at: string;
    raised_by: string;
    raised_by_name: string;
  },
): Promise<GlassIncidentRow> {
  const row = await insertGlassIncident(tx, values);
  await appendAudit(tx, actor, {
    action: 'glass_incident.raised',
    entity_type: 'glass_incident',
    entity_id: row.id,
    occurred_at: values.raised_at,
    after: {
      item_id: values.item_id,
      location_id: values.location_id,
      check_id: values.check_id,
      description: values.description,
      product_at_risk: values.product_at_risk,
      quarantine: values.quarantine,
      clean_down_done: values.clean_down_done,
    },
  });
  const path = await locationPath(tx, values.location_id);
  const where = path ? ` at ${formatLocationPath(path)}` : '';
  await queueNotificationForSubscribers(
    tx,
    {
      notification_type: 'glass_breakage',
      title: 'Glass or brittle plastic breakage',
      message: `${values.raised_by_name} reported a breakage${where}: ${values.description}`,
      urgency: values.product_at_risk ? 'critical' : 'high',
      metadata: { glass_incident_id: row.id, location_id: values.location_id },
    },
    { defaultRoles: ['quality'], excludeUserId: values.raised_by },
  );
  return row;
}
