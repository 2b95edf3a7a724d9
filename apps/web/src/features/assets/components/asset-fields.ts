import {
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  type AssetField,
  AWAITING_RELEASE,
  CONDITION_GRADES,
  CRITICALITIES,
  CRITICALITY_LABELS,
  PARTS_AVAILABILITY_RISKS,
} from '@plantwise/domain';

export type FieldKind = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'select' | 'checkbox';

export interface FieldSpec {
  field: AssetField;
  kind: FieldKind;
  options?: readonly { value: string; label: string }[];
  /** Select fields that may be left empty. */
  optional?: boolean;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

const options = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({
    value,
    label: labels?.[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
  }));

const scale = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/**
 * The asset form's sections: every spec §3 field, grouped as a maintenance team reads them. The
 * Location section holds no text fields: where an asset is and what it is part of are chosen from the
 * location tree and the register (its `site` and `location` texts follow the tree).
 */
export const ASSET_FORM_SECTIONS: readonly {
  title: string;
  fields: readonly FieldSpec[];
  placement?: true;
}[] = [
  {
    title: 'Identity',
    fields: [
      {
        field: 'asset_id',
        kind: 'text',
        required: true,
        placeholder: 'PUMP-001',
        hint: 'Up to 50 letters, digits, - _ . or /',
      },
      { field: 'asset_name', kind: 'text', required: true, placeholder: 'Brine pump' },
      { field: 'category', kind: 'select', options: options(ASSET_CATEGORIES, ASSET_CATEGORY_LABELS) },
      {
        field: 'food_contact',
        kind: 'checkbox',
        hint: 'Its surfaces touch food: after any work it waits for a hygiene release before production restarts.',
      },
      { field: 'description', kind: 'textarea' },
    ],
  },
  {
    title: 'Technical',
    fields: [
      { field: 'make', kind: 'text' },
      { field: 'model_variant', kind: 'text' },
      { field: 'serial_number', kind: 'text' },
      { field: 'e_diagram_number', kind: 'text' },
      { field: 'oem_agent', kind: 'text' },
      { field: 'yom', kind: 'number', placeholder: 'e.g. 2019' },
      { field: 'max_output', kind: 'text', placeholder: 'e.g. 1,200 bottles/hour' },
    ],
  },
  { title: 'Location', fields: [], placement: true },
  {
    title: 'Financial',
    fields: [
      { field: 'purchase_cost', kind: 'money', hint: 'GBP' },
      { field: 'current_market_value', kind: 'money', hint: 'GBP' },
      { field: 'annual_depreciation_rate', kind: 'number', hint: 'Percent per year, 0–100' },
      { field: 'purchase_date', kind: 'date' },
      { field: 'warranty_expiry', kind: 'date' },
    ],
  },
  {
    title: 'Condition and risk',
    fields: [
      // "Awaiting release" is set by completed work and cleared by a hygiene release, never chosen here.
      {
        field: 'status',
        kind: 'select',
        options: options(
          ASSET_STATUSES.filter((status) => status !== AWAITING_RELEASE),
          ASSET_STATUS_LABELS,
        ),
      },
      { field: 'criticality', kind: 'select', options: options(CRITICALITIES, CRITICALITY_LABELS) },
      { field: 'condition_grade', kind: 'select', optional: true, options: options(CONDITION_GRADES) },
      { field: 'condition_score', kind: 'number', hint: '0–100' },
      {
        field: 'risk_probability',
        kind: 'select',
        optional: true,
        options: scale(1, 5),
        hint: '1 (rare) – 5 (almost certain)',
      },
      {
        field: 'risk_impact',
        kind: 'select',
        optional: true,
        options: scale(1, 5),
        hint: '1 (minor) – 5 (severe)',
      },
      {
        field: 'parts_availability_risk',
        kind: 'select',
        optional: true,
        options: options(PARTS_AVAILABILITY_RISKS, CRITICALITY_LABELS),
      },
    ],
  },
];
