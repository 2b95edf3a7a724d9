import {
  checkToolCount,
  missingTools,
  missingToolsText,
  TOOL_COUNT_MESSAGES,
  type ToolCount,
} from '@plantwise/domain';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Control } from 'react-hook-form';
import { Field } from '@/components/field';
import { FormField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCompletionGroup } from './completion-form';

/** A tool as typed: its name and the counts as text, with a key that stays while rows come and go. */
export interface TypedTool {
  key: string;
  name: string;
  out: string;
  in: string;
}
/** A completion form with a tool count (docs/decisions/tool-control.md). */
export type WithTools = { tools: TypedTool[]; missing_tool_incident: string };

const wholeCount = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The typed rows as counts; rows left blank are dropped. */
function countsOf(tools: readonly TypedTool[]): ToolCount[] {
  return tools
    .filter((tool) => tool.name.trim() || tool.out.trim() || tool.in.trim())
    .map((tool) => ({ name: tool.name.trim(), out: wholeCount(tool.out), in: wholeCount(tool.in) }));
}

/**
 * The tool count's problems, keyed as the form shows them: a row without a name or a whole count, then the
 * domain's checkToolCount (a tool not back needs the incident; more back than went out is a miscount).
 */
export function toolCountProblems(values: WithTools): Record<string, string | undefined> {
  const counts = countsOf(values.tools);
  if (counts.some((tool) => !tool.name)) return { tools: 'Name each tool, or remove its row' };
  if (counts.some((tool) => !(tool.out >= 1) || !(tool.in >= 0)))
    return { tools: 'Count each tool in whole numbers: at least 1 taken, 0 or more back' };
  const incident = values.missing_tool_incident.trim();
  const check = checkToolCount(counts, incident ? { description: incident } : null);
  if (check.ok) return {};
  const missing = missingTools(counts);
  if (missing.length > 0 && !incident)
    return { missing_tool_incident: TOOL_COUNT_MESSAGES.mismatch(missing) };
  return { [missing.length > 0 ? 'tools' : 'missing_tool_incident']: check.message };
}

/** The tool count as the API takes it. */
export function toolCountBody(values: WithTools) {
  const counts = countsOf(values.tools);
  const incident = values.missing_tool_incident.trim();
  return {
    tools: counts,
    missing_tool_incident: incident && missingTools(counts).length > 0 ? { description: incident } : null,
  };
}

export const EMPTY_TOOL_COUNT: WithTools = { tools: [], missing_tool_incident: '' };

let nextKey = 0;
const newTool = (): TypedTool => ({ key: `tool-${nextKey++}`, name: '', out: '1', in: '' });

/**
 * The tools taken to the job, counted out and back (BRCGS 4.9 foreign-body control), bound to the form's
 * `tools`: one row a tool, added as needed. When a tool is not back it says which, and asks for the
 * missing-tool incident, which quality is told about at once.
 */
export function ToolCountFieldset<T extends WithTools, Body>({
  control,
}: {
  control: Control<T, unknown, Body>;
}) {
  const id = useId();
  const {
    value: tools,
    onChange,
    errors,
  } = useCompletionGroup<TypedTool[], { message?: string }>(control, 'tools');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const missing = missingTools(
    countsOf(tools).filter((tool) => Number.isFinite(tool.out) && Number.isFinite(tool.in)),
  );
  const change = (key: string, patch: Partial<TypedTool>) =>
    onChange(tools.map((tool) => (tool.key === key ? { ...tool, ...patch } : tool)));
  return (
    <fieldset className="grid gap-2 rounded-md border p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 font-medium text-sm">Tool count (BRCGS 4.9)</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        List the tools you took to the job and how many came back. Leave it empty if you took none.
      </p>
      {tools.map((tool, index) => (
        // On a phone the name has the whole width and its counts sit under it; from a tablet up, one line.
        <div
          key={tool.key}
          className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_4rem_4rem_auto]"
        >
          <Field
            label={index === 0 ? 'Tool' : `Tool ${index + 1}`}
            hideLabel={index > 0}
            className="col-span-3 sm:col-span-1"
          >
            <Input
              value={tool.name}
              placeholder="e.g. Spanner 13 mm"
              autoFocus={tool.key === focusKey}
              onChange={(e) => change(tool.key, { name: e.target.value })}
              aria-label={`Tool ${index + 1}`}
            />
          </Field>
          <Field label="Taken" className={index > 0 ? 'sm:[&>label]:sr-only' : undefined}>
            <Input
              value={tool.out}
              inputMode="numeric"
              onChange={(e) => change(tool.key, { out: e.target.value })}
              aria-label={`Taken: ${tool.name || `tool ${index + 1}`}`}
            />
          </Field>
          <Field label="Back" className={index > 0 ? 'sm:[&>label]:sr-only' : undefined}>
            <Input
              value={tool.in}
              inputMode="numeric"
              onChange={(e) => change(tool.key, { in: e.target.value })}
              aria-label={`Back: ${tool.name || `tool ${index + 1}`}`}
            />
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${tool.name || `tool ${index + 1}`}`}
            onClick={() => onChange(tools.filter((t) => t.key !== tool.key))}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors?.message && (
        <p role="alert" className="text-destructive text-sm">
          {errors.message}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => {
          const tool = newTool();
          setFocusKey(tool.key);
          onChange([...tools, tool]);
        }}
      >
        <PlusIcon aria-hidden="true" />
        Add a tool
      </Button>
      {missing.length > 0 && (
        <>
          <p className="font-medium text-destructive text-sm">Not back: {missingToolsText(missing)}</p>
          <FormField
            control={control as unknown as Control<WithTools>}
            name="missing_tool_incident"
            label="Missing-tool incident"
            required
            description="What is missing, where it was last used, and what was done about product at risk. Quality is told at once."
          >
            {(props) => <Textarea {...props} rows={3} />}
          </FormField>
        </>
      )}
    </fieldset>
  );
}
