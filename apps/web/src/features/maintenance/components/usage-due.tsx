import { formatDayMonth, type MaintenanceTask, usageDueSentence } from '@plantwise/domain';
import { useAssetMeters } from '../api/get-asset-meters';

/**
 * What a task on a meter is waiting for, in words: "Due at 520 h (now 488 h, ≈ 14 h a day → around 28 Nov)"
 * for a counter, "Raises a work order above 80 °C (now 72 °C)" for a gauge. Nothing for a calendar task.
 */
export function UsageDue({ task }: { task: MaintenanceTask }) {
  const trigger = task.trigger !== 'calendar' ? task.meter_trigger : null;
  const meters = useAssetMeters(trigger ? task.asset_id : null);
  if (!trigger) return null;
  const meter = meters.data?.data.find((m) => m.id === trigger.meter_id);
  if (meters.isPending) return <span className="text-muted-foreground text-xs">Reading the meter…</span>;
  if (!meter) return null;
  const current = meter.last_reading?.value ?? null;
  let text: string;
  if (meter.kind === 'gauge') {
    const limits = [
      trigger.above != null ? `above ${trigger.above} ${meter.unit}` : null,
      trigger.below != null ? `below ${trigger.below} ${meter.unit}` : null,
    ].filter(Boolean);
    text = `${meter.name}: raises a work order ${limits.join(' or ')}${current != null ? ` (now ${current} ${meter.unit})` : ''}`;
  } else {
    const remaining = task.usage_remaining ?? trigger.every ?? 0;
    text = `${meter.name}: ${usageDueSentence({
      unit: meter.unit,
      due_at_value: (current ?? 0) + remaining,
      current,
      rate_per_day: meter.usage_rate_per_day,
      forecast_date_label:
        task.due_forecast && task.next_due_date && task.next_due_date !== task.calendar_due_date
          ? formatDayMonth(task.next_due_date)
          : null,
    })}`;
  }
  return <span className="text-muted-foreground text-xs">{text}</span>;
}
