import type { LocationStep } from '../locations';
import type { DEMO_SITES } from './demo-data';

const line = (name: string, code: string): LocationStep => ({ name, kind: 'line', code });
const room = (name: string, code: string): LocationStep => ({ name, kind: 'room', code });
const area = (name: string, code: string): LocationStep => ({ name, kind: 'area', code });

const RAW = area('Raw materials', 'RAW');
const HIGH_CARE = area('High-care', 'HC');
const PACKING = area('Packing', 'PK');
const UTILITIES = area('Utilities', 'UT');
const PRODUCTION = area('Production', 'PR');

/** The demo's sites as the top of the tree, by the site text their assets carry. */
export const DEMO_SITE_STEPS: Record<(typeof DEMO_SITES)[number], LocationStep> = {
  'Leeds Bakery': { name: 'Leeds Bakery', kind: 'site', code: 'LDS' },
  'Hull Chilled Foods': { name: 'Hull Chilled Foods', kind: 'site', code: 'HUL' },
};

/**
 * Where each demo asset's place (its `location` in demo-data.ts) sits below its site: the bakery's areas
 * (raw materials, high-care, packing, utilities) with their lines and rooms, and the smaller chilled-foods site.
 */
export const DEMO_PLACES: Record<string, LocationStep[]> = {
  'Line 1 Mixing': [RAW, line('Line 1', 'L1')],
  'Line 2 Mixing': [RAW, line('Line 2', 'L2')],
  'Line 1 Make-up': [HIGH_CARE, line('Line 1', 'L1')],
  'Line 1 Baking': [HIGH_CARE, line('Line 1', 'L1')],
  'Line 2 Baking': [HIGH_CARE, line('Line 2', 'L2')],
  'Line 1 Cooling': [HIGH_CARE, line('Line 1', 'L1')],
  'High-Care Zone': [HIGH_CARE],
  'Line 1 Packing': [PACKING, line('Line 1', 'L1')],
  'Line 2 Packing': [PACKING, line('Line 2', 'L2')],
  'Chilled Store': [PACKING, room('Chilled store', 'CS')],
  Despatch: [PACKING, room('Despatch', 'DSP')],
  'Plant Room': [UTILITIES, room('Plant room', 'PLR')],
  'Boiler House': [UTILITIES, room('Boiler house', 'BH')],
  'Wash Bay': [UTILITIES, room('Wash bay', 'WB')],
  'CIP Room': [UTILITIES, room('CIP room', 'CIP')],
  'Line 3 Assembly': [PRODUCTION, line('Line 3', 'L3')],
  'Line 3 Cooling': [PRODUCTION, line('Line 3', 'L3')],
  'Line 3 Packing': [PACKING, line('Line 3', 'L3')],
  'Switch Room': [UTILITIES, room('Switch room', 'SW')],
  Yard: [UTILITIES, room('Yard', 'YD')],
};

/**
 * Assets that are part of another (asset ID → its parent's): conveyors of their machines, a combined
 * checkweigher, and a chain three deep (Sauce Depositor › Depositor main drive motor › Depositor drive gearbox).
 */
export const DEMO_PARENTS: Record<string, string> = {
  'CNV-001': 'SLC-001',
  'CNV-002': 'FLW-001',
  'CHK-001': 'MD-001',
  'CR-001': 'CHL-001',
  'UPS-001': 'MCC-001',
  'MOT-001': 'DEP-001',
  'GBX-001': 'MOT-001',
};
