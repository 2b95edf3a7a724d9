import type { TaskFrequency } from '@plantwise/domain';

const step = (id: string, text: string, expected?: string) => ({
  id,
  text,
  required: true,
  expected: expected ?? null,
});

/** The planned maintenance a food plant does, each with its checklist. */
export const TASK_TEMPLATES = {
  cip: {
    title: 'Daily CIP verification',
    // A clean, not maintenance: Predictive AI does not compare its PM interval with it.
    type: 'cleaning',
    frequency: 'daily',
    duration: 0.5,
    checklist: [
      step('caustic', 'Caustic concentration checked', '1.5–2.0 %'),
      step('temp', 'Return temperature logged', '≥ 75 °C'),
      step('rinse', 'Final rinse conductivity checked', '< 50 µS/cm'),
    ],
  },
  conveyor: {
    title: 'Weekly conveyor belt inspection',
    frequency: 'weekly',
    duration: 1,
    checklist: [
      step('tension', 'Belt tension', '8–10 mm deflection'),
      step('tracking', 'Belt tracking and edge wear'),
      step('guards', 'Guards fitted and interlocks tested'),
    ],
  },
  lubrication: {
    title: 'Monthly lubrication with food-grade H1 grease',
    frequency: 'monthly',
    duration: 1.5,
    checklist: [
      step('grease', 'Bearings greased with H1 grease only', 'Klüber H1 400 g'),
      step('excess', 'Excess grease wiped from product zone'),
      step('log', 'Lubricant batch recorded'),
    ],
  },
  metalDetector: {
    title: 'Weekly metal detector verification',
    frequency: 'weekly',
    duration: 0.5,
    checklist: [
      step('fe', 'Ferrous test piece rejected', '1.5 mm Fe'),
      step('nfe', 'Non-ferrous test piece rejected', '2.0 mm NFe'),
      step('ss', 'Stainless test piece rejected', '2.5 mm SS'),
      step('reject', 'Reject bin lock and full-bin sensor tested'),
    ],
  },
  xray: {
    title: 'Weekly X-ray test piece verification',
    frequency: 'weekly',
    duration: 0.5,
    checklist: [
      step('glass', 'Glass test piece rejected', '3.0 mm'),
      step('stone', 'Stone test piece rejected', '4.0 mm'),
      step('reject', 'Reject confirmation sensor tested'),
    ],
  },
  checkweigher: {
    title: 'Weekly checkweigher accuracy check',
    frequency: 'weekly',
    duration: 0.5,
    checklist: [
      step('weights', 'Certified weights read within tolerance', '± 0.5 g'),
      step('reject', 'Underweight pack rejected'),
      step('bin', 'Reject bin lock tested'),
    ],
  },
  sealJaws: {
    title: 'Weekly seal jaw and heater inspection',
    frequency: 'weekly',
    duration: 1,
    checklist: [
      step('jaws', 'Jaws clean and undamaged'),
      step('temp', 'Seal temperature verified', '± 3 °C of set point'),
      step('seal', 'Seal integrity test on three packs'),
    ],
  },
  slicer: {
    title: 'Weekly slicer blade and guard inspection',
    frequency: 'weekly',
    duration: 0.5,
    checklist: [step('blades', 'Blades sharp, none chipped'), step('guard', 'Blade guard interlock tested')],
  },
  ovenBurner: {
    title: 'Monthly oven burner and flame check',
    frequency: 'monthly',
    duration: 1.5,
    checklist: [
      step('flame', 'Flame failure device tested'),
      step('zones', 'Zone temperatures verified against probe', '± 5 °C'),
    ],
  },
  refrigeration: {
    title: 'Quarterly refrigeration leak check',
    frequency: 'quarterly',
    duration: 2,
    checklist: [
      step('leak', 'F-gas leak test of the circuit'),
      step('coils', 'Evaporator and condenser coils clean'),
      step('log', 'F-gas log updated'),
    ],
  },
  ahuFilters: {
    title: 'Monthly AHU filter check',
    frequency: 'monthly',
    duration: 1,
    checklist: [
      step('dp', 'Filter differential pressure', '< 250 Pa'),
      step('pressure', 'High-care room over-pressure', '≥ 10 Pa'),
    ],
  },
  compressedAir: {
    title: 'Quarterly compressed air quality test',
    frequency: 'quarterly',
    duration: 1,
    checklist: [
      step('oil', 'Oil content at food-contact outlets', 'ISO 8573-1 class 2'),
      step('water', 'Pressure dew point', '≤ −40 °C'),
    ],
  },
  boilerInspection: {
    title: 'Annual boiler inspection',
    frequency: 'annual',
    duration: 8,
    checklist: [
      step('safety', 'Safety valves tested by competent person'),
      step('burner', 'Burner serviced and flue gas analysed'),
      step('cert', 'Written scheme of examination updated'),
    ],
  },
  boilerWater: {
    title: 'Weekly boiler blowdown and water test',
    frequency: 'weekly',
    duration: 0.5,
    checklist: [
      step('blowdown', 'Bottom blowdown done'),
      step('tds', 'Boiler water TDS', '< 3,000 ppm'),
      step('alarms', 'Low-water alarms tested'),
    ],
  },
  washer: {
    title: 'Weekly tray washer jets and temperature check',
    frequency: 'weekly',
    duration: 0.5,
    checklist: [step('jets', 'Spray jets clear'), step('rinse', 'Final rinse temperature', '≥ 82 °C')],
  },
  loler: {
    title: 'Six-monthly LOLER thorough examination',
    frequency: 'semi-annual',
    duration: 2,
    checklist: [
      step('mast', 'Mast, chains and forks examined'),
      step('report', 'Report of thorough examination filed'),
    ],
  },
  printHead: {
    title: 'Monthly print head clean',
    frequency: 'monthly',
    duration: 0.5,
    checklist: [
      step('clean', 'Print head cleaned with IPA'),
      step('test', 'Barcode grade verified', 'Grade B or better'),
    ],
  },
  thermography: {
    title: 'Annual thermographic survey',
    frequency: 'annual',
    duration: 4,
    checklist: [
      step('survey', 'Panels surveyed under load'),
      step('report', 'Hot spots reported and raised'),
    ],
  },
  upsBattery: {
    title: 'Six-monthly UPS battery test',
    frequency: 'semi-annual',
    duration: 1,
    checklist: [
      step('discharge', 'Discharge test', '≥ 10 min at load'),
      step('alarms', 'Alarms to the BMS tested'),
    ],
  },
  effluent: {
    title: 'Weekly effluent pH probe calibration',
    frequency: 'weekly',
    duration: 0.5,
    checklist: [step('buffers', 'Calibrated at pH 4 and 7'), step('dosing', 'Dosing pumps primed')],
  },
} satisfies Record<
  string,
  {
    title: string;
    type?: 'cleaning';
    frequency: TaskFrequency;
    duration: number;
    checklist: ReturnType<typeof step>[];
  }
>;

type TaskKey = keyof typeof TASK_TEMPLATES;
type Severity = 'low' | 'medium' | 'high' | 'critical';
interface FailureMode {
  title: string;
  category: string;
  severity: Severity;
}
const fail = (title: string, category: string, severity: Severity): FailureMode => ({
  title,
  category,
  severity,
});

const REJECT_ARM = fail('Reject arm not firing on test pack', 'safety', 'critical');
const OVERLOAD = fail('Motor overload trips repeatedly', 'electrical', 'high');
const SEAL_TEMPERATURE = fail('Seal head temperature drifting', 'electrical', 'high');
const LOW_PRESSURE = fail('Refrigerant low-pressure alarm', 'refrigeration', 'high');

/**
 * The demo plant's description: for each kind of equipment, the planned maintenance it gets and the
 * ways it fails. Every task and breakdown of the demo is drawn from its own asset's kind, so CIP
 * verification lands on the CIP set, metal detector checks on the metal detector and burner faults
 * on the boiler.
 */
export const EQUIPMENT = {
  mixer: {
    tasks: ['lubrication'],
    failures: [
      fail('Mixer bowl drive bearing failed', 'mechanical', 'high'),
      fail('Planetary gearbox seized', 'mechanical', 'high'),
      fail('Bowl guard interlock fault', 'safety', 'critical'),
      fail('Noisy gearbox bearing', 'mechanical', 'low'),
    ],
  },
  divider: {
    tasks: ['lubrication'],
    failures: [fail('Hydraulic leak at ram', 'mechanical', 'high'), OVERLOAD],
  },
  prover: {
    tasks: ['lubrication'],
    failures: [fail('Prover humidity control fault', 'electrical', 'medium'), OVERLOAD],
  },
  oven: {
    tasks: ['ovenBurner'],
    failures: [
      fail('Oven band drive chain broke', 'mechanical', 'high'),
      fail('Zone 3 not reaching temperature', 'electrical', 'high'),
    ],
  },
  spiralCooler: {
    tasks: ['refrigeration'],
    failures: [LOW_PRESSURE, fail('Spiral belt tracking fault', 'mechanical', 'medium')],
  },
  slicer: {
    tasks: ['slicer', 'lubrication'],
    failures: [
      fail('Slicer blades worn, loaves torn', 'mechanical', 'medium'),
      fail('Blade guard interlock fault', 'safety', 'critical'),
    ],
  },
  bagger: {
    tasks: ['sealJaws'],
    failures: [
      fail('Bagger film splice failed', 'mechanical', 'medium'),
      fail('Film splice sensor not detecting', 'electrical', 'medium'),
    ],
  },
  metalDetector: {
    tasks: ['metalDetector'],
    failures: [REJECT_ARM, fail('Metal detector false rejects', 'electrical', 'medium')],
  },
  checkweigher: {
    tasks: ['checkweigher'],
    failures: [REJECT_ARM, fail('Weight readings drifting', 'electrical', 'medium')],
  },
  conveyor: {
    tasks: ['conveyor'],
    failures: [
      fail('Belt tracking fault, product falling off', 'mechanical', 'medium'),
      fail('Conveyor belt tracking failed', 'mechanical', 'medium'),
      OVERLOAD,
    ],
  },
  flowWrapper: {
    tasks: ['sealJaws'],
    failures: [fail('Flow wrapper jaws jammed', 'mechanical', 'high'), SEAL_TEMPERATURE],
  },
  compressor: {
    tasks: ['compressedAir'],
    failures: [fail('Compressor tripped on high temperature', 'mechanical', 'high')],
  },
  boiler: {
    tasks: ['boilerInspection', 'boilerWater'],
    failures: [
      fail('Burner lockout', 'electrical', 'critical'),
      fail('Low water level alarm', 'safety', 'high'),
    ],
  },
  chiller: {
    tasks: ['refrigeration'],
    failures: [LOW_PRESSURE, fail('Evaporator iced up', 'refrigeration', 'medium')],
  },
  blastChiller: {
    tasks: ['refrigeration'],
    failures: [fail('Blast chiller fan motor failed', 'refrigeration', 'high'), LOW_PRESSURE],
  },
  ahu: {
    tasks: ['ahuFilters'],
    failures: [
      fail('High-care room pressure low', 'safety', 'high'),
      fail('Filter differential pressure alarm', 'hvac', 'medium'),
    ],
  },
  washer: {
    tasks: ['washer'],
    failures: [
      fail('Wash pump seal leaking', 'mechanical', 'medium'),
      fail('Final rinse below 82 °C', 'electrical', 'high'),
    ],
  },
  forklift: {
    tasks: ['loler'],
    failures: [
      fail('Mast hydraulic leak', 'mechanical', 'medium'),
      fail('Battery not holding charge', 'electrical', 'low'),
    ],
  },
  cipSet: {
    tasks: ['cip'],
    failures: [
      fail('CIP pump seal leaking', 'mechanical', 'high'),
      fail('CIP return temperature low', 'electrical', 'medium'),
    ],
  },
  depositor: {
    tasks: ['lubrication'],
    failures: [
      fail('Depositor nozzle dripping', 'mechanical', 'medium'),
      fail('Piston seal leaking', 'mechanical', 'medium'),
    ],
  },
  traySealer: {
    tasks: ['sealJaws'],
    failures: [SEAL_TEMPERATURE, fail('Film not indexing', 'mechanical', 'medium')],
  },
  xray: { tasks: ['xray'], failures: [REJECT_ARM, fail('X-ray generator fault', 'electrical', 'high')] },
  labeller: { tasks: ['printHead'], failures: [fail('Labels misapplied', 'mechanical', 'low')] },
  mcc: { tasks: ['thermography'], failures: [fail('Overload tripped on MCC feeder', 'electrical', 'high')] },
  ups: {
    tasks: ['upsBattery'],
    failures: [fail('UPS fault alarm, line control lost', 'electrical', 'critical')],
  },
  effluent: {
    tasks: ['effluent'],
    failures: [
      fail('Effluent pH out of range', 'utilities', 'medium'),
      fail('Dosing pump blocked', 'mechanical', 'medium'),
    ],
  },
  // A machine's parts (the depositor's drive): serviced with their machine, so no tasks of their own.
  driveMotor: { tasks: [], failures: [OVERLOAD] },
  gearbox: { tasks: [], failures: [fail('Gearbox running hot, oil level low', 'mechanical', 'medium')] },
} satisfies Record<string, { tasks: TaskKey[]; failures: FailureMode[] }>;

export type EquipmentKind = keyof typeof EQUIPMENT;

/** The planned tasks of one kind of equipment. */
export function tasksFor(kind: EquipmentKind) {
  return (EQUIPMENT[kind].tasks as readonly TaskKey[]).map((key) => TASK_TEMPLATES[key]);
}

/** The ways one kind of equipment fails. */
export function failuresFor(kind: EquipmentKind): readonly FailureMode[] {
  return EQUIPMENT[kind].failures;
}
