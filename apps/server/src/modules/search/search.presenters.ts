import {
  ASSET_STATUS_LABELS,
  type AssetStatus,
  displayName,
  dueDayLabel,
  formatLocationPath,
  frequencyLabel,
  type InterpretedTerm,
  isWorkOrderOverdue,
  LOCATION_KIND_LABELS,
  type RankedHit,
  type SearchResult,
  type SearchType,
  STOCK_STATUS_LABELS,
  searchResultUrl,
  searchSubtitle,
  searchTier,
  WORK_ORDER_STATUS_LABELS,
  workOrderNumber,
} from '@plantwise/domain';
import type { AssetHit, InventoryHit, LocationHit, TaskHit, WorkOrderHit } from './search.queries';

export type Hit = SearchResult & RankedHit;

function hit(
  type: SearchType,
  term: InterpretedTerm,
  row: { id: string; suggested: boolean; similarity: number },
  shown: { title: string; subtitle: string; code: string | null; assetCode: string | null },
): Hit {
  return {
    type,
    id: row.id,
    title: shown.title,
    subtitle: shown.subtitle,
    url: searchResultUrl(type, row.id),
    tier: searchTier(term, { ...shown, suggested: row.suggested }),
    similarity: Number(row.similarity) || 0,
  };
}

const assigneeOf = (row: { assignee_name: string | null; assignee_email: string | null }) =>
  row.assignee_email ? displayName({ full_name: row.assignee_name, email: row.assignee_email }) : null;

export function assetHit(term: InterpretedTerm, row: AssetHit): Hit {
  const flag = row.open_critical
    ? 'Open critical breakdown'
    : row.criticality === 'critical'
      ? 'Critical'
      : null;
  return hit('asset', term, row, {
    title: row.asset_name,
    code: row.asset_id,
    assetCode: null,
    subtitle: searchSubtitle([
      row.asset_id,
      [row.make, row.model_variant].filter(Boolean).join(' '),
      row.location,
      row.status !== 'operational' && ASSET_STATUS_LABELS[row.status as AssetStatus],
      flag,
    ]),
  });
}

export function workOrderHit(term: InterpretedTerm, row: WorkOrderHit, now: Date): Hit {
  const number = workOrderNumber(row);
  return hit('work-order', term, row, {
    title: row.title,
    code: number,
    assetCode: row.asset_code,
    subtitle: searchSubtitle([
      number,
      row.asset_code,
      assigneeOf(row),
      WORK_ORDER_STATUS_LABELS[row.status],
      isWorkOrderOverdue(row, now) && 'Overdue',
    ]),
  });
}

export function inventoryHit(term: InterpretedTerm, row: InventoryHit): Hit {
  return hit('inventory', term, row, {
    title: row.item_name,
    code: row.item_id,
    assetCode: null,
    subtitle: searchSubtitle([
      row.item_id,
      row.category,
      STOCK_STATUS_LABELS[row.status],
      `${row.quantity_in_stock} ${row.unit}`,
    ]),
  });
}

export function taskHit(term: InterpretedTerm, row: TaskHit, timeZone: string): Hit {
  return hit('maintenance-task', term, row, {
    title: row.title,
    code: null,
    assetCode: row.asset_code,
    subtitle: searchSubtitle([
      row.asset_code,
      assigneeOf(row),
      frequencyLabel(row),
      row.is_active ? row.next_due_date && dueDayLabel(row.next_due_date, timeZone) : 'Inactive',
    ]),
  });
}

/** "Line 3 (L3)", with its path and kind beneath: names repeat between sites, the path tells them apart. */
export function locationHit(term: InterpretedTerm, row: LocationHit): Hit {
  return hit('location', term, row, {
    title: `${row.name} (${row.code})`,
    code: row.code,
    assetCode: null,
    subtitle: searchSubtitle([formatLocationPath(row.path), LOCATION_KIND_LABELS[row.kind]]),
  });
}
