import { type MissingTool, missingToolsText } from '@plantwise/domain';
import type { Tx } from '../../db/client';
import { type Actor, appendAudit } from '../../platform/audit';
import { queueNotificationForSubscribers } from '../notifications';

/** The notification's link key of each kind of work (notificationActionUrl reads it). */
const ENTITY_KEY = {
  work_order: 'work_order_id',
  breakdown: 'breakdown_id',
  maintenance_task: 'maintenance_task_id',
} as const;

/** The completion whose tool count came up short, as the incident names it. */
export interface MissingToolIncident {
  entity_type: 'work_order' | 'breakdown' | 'maintenance_task';
  entity_id: string;
  /** "WO-2026-000123 Replace seal", the breakdown's title or the PM task's. */
  title: string;
  asset_id: string | null;
  /** "BD-0001 Slicer", or null for work without an asset. */
  asset_label: string | null;
  missing: MissingTool[];
  description: string;
  completed_by: string;
  performer_id: string | null;
  at: string;
}

/**
 * Called in a completion's own transaction when a tool is not back and the person wrote a missing-tool
 * incident (the domain's checkToolCount let it through): the incident is audited with the completion, and
 * quality people are told at once, in the app and by e-mail per their preferences, since the tool may be in
 * the product (docs/decisions/tool-control.md).
 */
export async function reportMissingTools(tx: Tx, actor: Actor, incident: MissingToolIncident) {
  await appendAudit(tx, actor, {
    action: 'tool_control.missing_tool_incident',
    entity_type: incident.entity_type,
    entity_id: incident.entity_id,
    occurred_at: incident.at,
    after: { missing: incident.missing, description: incident.description },
  });
  const where = incident.asset_label ? ` on ${incident.asset_label}` : '';
  await queueNotificationForSubscribers(
    tx,
    {
      notification_type: 'missing_tool',
      title: 'Tool missing after work',
      message: `${missingToolsText(incident.missing)} not back after "${incident.title}"${where}, completed by ${incident.completed_by}: ${incident.description}`,
      urgency: 'high',
      metadata: {
        asset_id: incident.asset_id,
        [ENTITY_KEY[incident.entity_type]]: incident.entity_id,
      },
    },
    { defaultRoles: ['quality'], excludeUserId: incident.performer_id },
  );
}
