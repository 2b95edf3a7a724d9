import { z } from 'zod';

/**
 * Tool control (BRCGS 4.9 foreign-body control): the tools a person takes to a job are counted out of the
 * area's tool board and back in at completion. A tool not back may be in the product, so a count that does
 * not match refuses the completion unless a missing-tool incident is written, which tells quality at once
 * (docs/decisions/tool-control.md).
 */

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be below 0` })
    .max(999, { error: `${label} is at most 999` });

export const toolCountSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name each tool' }).max(100),
  out: count('Tools taken').refine((n) => n >= 1, { error: 'A tool on the list was taken at least once' }),
  in: count('Tools back'),
});
export type ToolCount = z.infer<typeof toolCountSchema>;

/** What a completion carries: its tool count (none: no tools were taken) and, when needed, the incident. */
export const toolControlFields = {
  tools: z.array(toolCountSchema).max(50, { error: 'At most 50 tools on one count' }).default([]),
  missing_tool_incident: z
    .object({
      description: z
        .string()
        .trim()
        .min(10, {
          error: 'Say what is missing, where it was last used and what was done about product at risk',
        })
        .max(2000),
    })
    .nullish(),
};

export interface MissingTool {
  name: string;
  missing: number;
}

export const TOOL_COUNT_MESSAGES = {
  mismatch: (missing: readonly MissingTool[]) =>
    `Tool count does not match: ${missingToolsText(missing)} not back. Find it, or write a missing-tool incident.`,
  moreBack: (tool: ToolCount) =>
    `${tool.name}: ${tool.in} came back but ${tool.out} went out. Check the count.`,
  incidentWithoutMissing: 'A missing-tool incident is for a tool that is not back: every tool is back.',
} as const;

/** "1 × Spanner 13 mm, 2 × Cable ties" */
export function missingToolsText(missing: readonly MissingTool[]): string {
  return missing.map((tool) => `${tool.missing} × ${tool.name}`).join(', ');
}

/** The tools counted out that are not back. */
export function missingTools(tools: readonly ToolCount[]): MissingTool[] {
  return tools
    .filter((tool) => tool.in < tool.out)
    .map((tool) => ({ name: tool.name, missing: tool.out - tool.in }));
}

/**
 * Whether a completion's tool count lets it through: every tool back, or the missing ones covered by an
 * incident. More back than went out is a miscount, refused; an incident with nothing missing is refused too.
 */
export function checkToolCount(
  tools: readonly ToolCount[],
  incident: { description: string } | null | undefined,
): { ok: true; missing: MissingTool[] } | { ok: false; message: string } {
  const over = tools.find((tool) => tool.in > tool.out);
  if (over) return { ok: false, message: TOOL_COUNT_MESSAGES.moreBack(over) };
  const missing = missingTools(tools);
  if (missing.length > 0 && !incident) return { ok: false, message: TOOL_COUNT_MESSAGES.mismatch(missing) };
  if (missing.length === 0 && incident)
    return { ok: false, message: TOOL_COUNT_MESSAGES.incidentWithoutMissing };
  return { ok: true, missing };
}
