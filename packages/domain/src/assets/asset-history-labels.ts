import {
  BREAKDOWN_STATUS_LABELS,
  PRIORITY_LABELS,
  SEVERITY_LABELS,
  WORK_ORDER_STATUS_LABELS,
} from '../common/enums';
import type { AssetHistoryItem } from './asset.schema';

/** A maintenance task's state in the asset's history: a task is in use or retired, never "done". */
export const TASK_STATE_LABELS = { active: 'Active', inactive: 'Inactive' } as const;

/** A hygiene release in the asset's history is only ever a done release (a wait is the asset's status). */
const RELEASE_STATE_LABELS = { released: 'Released' } as const;

const STATUS_LABELS_BY_TYPE: Record<AssetHistoryItem['type'], Record<string, string>> = {
  work_order: WORK_ORDER_STATUS_LABELS,
  breakdown: BREAKDOWN_STATUS_LABELS,
  maintenance_task: TASK_STATE_LABELS,
  hygiene_release: RELEASE_STATE_LABELS,
};

/** An asset history entry's status in people's words ('In progress', not 'in-progress'). */
export function assetHistoryStatusLabel(item: Pick<AssetHistoryItem, 'type' | 'status'>): string {
  return STATUS_LABELS_BY_TYPE[item.type][item.status] ?? item.status;
}

/** 'Severity High' for a breakdown, 'Priority Medium' for a work order or task; null when unset. */
export function assetHistoryPriorityLabel(item: Pick<AssetHistoryItem, 'type' | 'priority'>): string | null {
  if (!item.priority) return null;
  if (item.type === 'breakdown')
    return `Severity ${SEVERITY_LABELS[item.priority as keyof typeof SEVERITY_LABELS] ?? item.priority}`;
  return `Priority ${PRIORITY_LABELS[item.priority as keyof typeof PRIORITY_LABELS] ?? item.priority}`;
}

/** The title of a hygiene release in the asset's history: who released it for production. */
export function releaseHistoryTitle(releasedBy: string | null): string {
  const who = releasedBy?.trim();
  return who ? `Released for production by ${who}` : 'Released for production';
}
