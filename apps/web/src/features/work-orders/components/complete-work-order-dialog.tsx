import {
  type CompleteWorkOrderInput,
  EMPTY_HYGIENE_CLEARANCE,
  fromDateTimeLocal,
  type HygieneClearance,
  hygieneClearanceFailures,
  OTHER_COSTS_LABEL,
  TEMPORARY_FIX_REASONS,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from '@plantwise/domain';
import { Trash2Icon } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import {
  ChecklistFieldset,
  checklistBody,
  checklistErrors,
  emptyChecklistEntries,
} from '@/components/checklist-fieldset';
import { Field } from '@/components/field';
import { splitRequestError } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { HygieneClearanceFieldset, refusedClearanceItems } from '@/components/hygiene-clearance-fieldset';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { usePartSearch } from '../api/get-parts';
import { useCompleteWorkOrder } from '../api/work-order-actions';

// The refusals this form shows beside a field; any other goes to the one summary by the button.
const FIELD_KEYS = [
  'completion_notes',
  'completed_by',
  'actual_duration',
  'cost',
  'permanent_repair_deadline',
];
const shownBesideAField = (key: string) =>
  FIELD_KEYS.includes(key) || key.startsWith('hygiene_clearance.') || key.startsWith('checklist.');

interface PickedPart {
  inventory_item_id: string;
  label: string;
  unit: string;
  on_hand: number;
  quantity: string;
}

/**
 * Completes a work order: notes, actual hours, parts from stock (stock on hand shown),
 * the six-item hygiene clearance, the checklist results and the fix type. The server checks it all
 * again and refuses the whole completion if anything fails.
 */
export function CompleteWorkOrderDialog({
  open,
  onOpenChange,
  workOrder,
}: DialogState & { workOrder: WorkOrder }) {
  const { profile } = useAuth();
  const complete = useCompleteWorkOrder();
  const [notes, setNotes] = useState('');
  const [completedBy, setCompletedBy] = useState(profile?.full_name ?? profile?.email ?? '');
  const [hours, setHours] = useState(String(workOrder.estimated_duration));
  const [otherCosts, setOtherCosts] = useState('');
  const [clearance, setClearance] = useState<HygieneClearance>(EMPTY_HYGIENE_CLEARANCE);
  const [results, setResults] = useState(() => emptyChecklistEntries(workOrder.checklist));
  const [fixType, setFixType] = useState<'permanent' | 'temporary'>('permanent');
  const [deadline, setDeadline] = useState('');
  const [parts, setParts] = useState<PickedPart[]>([]);
  const [term, setTerm] = useState('');
  const search = usePartSearch(useDeferredValue(term));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!notes.trim()) problems.completion_notes = WORK_ORDER_MESSAGES.completionNotes;
    if (!completedBy.trim()) problems.completed_by = WORK_ORDER_MESSAGES.completedBy;
    const actual = Number(hours);
    if (!Number.isFinite(actual) || actual < 0 || hours.trim() === '')
      problems.actual_duration = 'Enter the hours worked (0 or more)';
    const other = otherCosts.trim() === '' ? null : Number(otherCosts);
    if (other !== null && !(Number.isFinite(other) && other >= 0))
      problems.cost = 'Enter an amount in pounds (0 or more), or leave it empty';
    for (const failure of hygieneClearanceFailures(clearance))
      problems[failure.validation_type] = failure.failure_reason;
    Object.assign(problems, checklistErrors(workOrder.checklist, results));
    if (fixType === 'temporary' && !deadline)
      problems.permanent_repair_deadline = TEMPORARY_FIX_REASONS.missing;
    setErrors(problems);
    setSummary(null);
    if (Object.keys(problems).length) return;
    const body: CompleteWorkOrderInput = {
      completion_notes: notes,
      completed_by: completedBy,
      actual_duration: actual,
      cost: other,
      parts_used: parts.map((p) => ({
        inventory_item_id: p.inventory_item_id,
        quantity: Number(p.quantity),
      })),
      hygiene_clearance: clearance,
      checklist: checklistBody(workOrder.checklist, results),
      fix_type: fixType,
      permanent_repair_deadline: fixType === 'temporary' ? fromDateTimeLocal(deadline) : null,
    };
    try {
      await complete.mutateAsync({ id: workOrder.id, body });
      toast.success(WORK_ORDER_MESSAGES.completed, {
        description: `${workOrder.number} — certificate ready`,
      });
      onOpenChange(false);
    } catch (error) {
      const { fields, summary: rest } = splitRequestError(
        error,
        shownBesideAField,
        `${WORK_ORDER_MESSAGES.errorUpdating}. Try again.`,
      );
      setErrors(fields);
      setSummary(rest);
    }
  };

  const options = (search.data?.data ?? []).filter(
    (item) => !parts.some((p) => p.inventory_item_id === item.id),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Complete ${workOrder.number}`}
      description={workOrder.title}
      onSubmit={submit}
      submitLabel="Complete work order"
      pendingLabel="Completing..."
      pending={complete.isPending}
      error={summary}
    >
      <Field label="Completion notes" required error={errors.completion_notes}>
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Completed by" required error={errors.completed_by}>
          <Input value={completedBy} onChange={(e) => setCompletedBy(e.target.value)} />
        </Field>
        <Field label="Actual hours" required error={errors.actual_duration}>
          <Input value={hours} onChange={(e) => setHours(e.target.value)} inputMode="decimal" />
        </Field>
      </div>
      <Field
        label={`${OTHER_COSTS_LABEL}, £`}
        error={errors.cost}
        description="Labour and parts from the stores are costed for you; this adds to them."
      >
        <Input
          value={otherCosts}
          onChange={(e) => setOtherCosts(e.target.value)}
          inputMode="decimal"
          placeholder="0"
        />
      </Field>

      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Parts used</legend>
        {parts.map((part) => (
          <div key={part.inventory_item_id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 text-sm">
              {part.label}{' '}
              <span className="text-muted-foreground">
                ({part.on_hand} {part.unit} on hand)
              </span>
            </span>
            <Field label={`Quantity of ${part.label}`} hideLabel className="w-24">
              <Input
                value={part.quantity}
                inputMode="decimal"
                onChange={(e) =>
                  setParts(
                    parts.map((p) =>
                      p.inventory_item_id === part.inventory_item_id ? { ...p, quantity: e.target.value } : p,
                    ),
                  )
                }
              />
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${part.label}`}
              onClick={() => setParts(parts.filter((p) => p.inventory_item_id !== part.inventory_item_id))}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Field label="Find a part" hideLabel>
          <Input
            type="search"
            placeholder="Find a part by name or ID"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </Field>
        {term.trim() && (
          <ul className="grid max-h-40 gap-1 overflow-y-auto" aria-label="Matching parts">
            {options.map((item) => (
              <li key={item.id}>
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto w-full justify-between whitespace-normal text-left"
                  onClick={() => {
                    setParts([
                      ...parts,
                      {
                        inventory_item_id: item.id,
                        label: `${item.item_id} ${item.item_name}`,
                        unit: item.unit,
                        on_hand: item.quantity_in_stock,
                        quantity: '1',
                      },
                    ]);
                    setTerm('');
                  }}
                >
                  <span>
                    {item.item_id} {item.item_name}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {item.quantity_in_stock} {item.unit} on hand
                  </span>
                </Button>
              </li>
            ))}
            {search.isSuccess && options.length === 0 && (
              <li className="text-muted-foreground text-sm">No parts found</li>
            )}
          </ul>
        )}
      </fieldset>

      <HygieneClearanceFieldset
        value={clearance}
        onChange={setClearance}
        refused={refusedClearanceItems(errors)}
      />

      <ChecklistFieldset
        steps={workOrder.checklist}
        entries={results}
        onChange={setResults}
        errors={errors}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Fix type">
          {(props) => (
            <OptionSelect
              {...props}
              value={fixType}
              onValueChange={setFixType}
              options={[
                { value: 'permanent', label: 'Permanent' },
                { value: 'temporary', label: 'Temporary' },
              ]}
            />
          )}
        </Field>
        {fixType === 'temporary' && (
          <Field label="Permanent repair by" required error={errors.permanent_repair_deadline}>
            <Input type="datetime-local" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
          </Field>
        )}
      </div>
    </FormDialog>
  );
}
