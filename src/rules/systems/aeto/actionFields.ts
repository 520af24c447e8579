// The fields each action type has (types.ts Action), so a file's action with a field the type
// does not have is refused by name instead of being ignored: a misspelt "unit" for "units" would
// otherwise play a different action than the player meant. A field of the wrong kind (a number
// for a flotilla's id) is refused as such, not answered as if the field were missing.
import type { ActionType } from './types'

export const ACTION_FIELDS: Readonly<Record<ActionType, readonly string[]>> = {
  launch: [
    'base',
    'units',
    'mission',
    'target',
    'hops',
    'roles',
    'path',
    'joinMission',
    'inPort',
    'paratrooper',
    'cargo',
    'stay',
    'kamikaze',
    'night',
    'deplete',
  ],
  endStep: [],
  move: ['flight', 'path'],
  stop: ['flight', 'units'],
  collect: ['flight', 'units', 'roles'],
  declare: ['targets', 'groups', 'counterstrike'],
  counterstrike: ['target', 'inPort', 'units'],
  pass: [],
  launchInterceptors: ['base', 'path'],
  addInterceptors: ['groups'],
  proposeCancel: [],
  acceptCancel: [],
  refuseCancel: [],
  dumpOrdnance: ['units'],
  designate: ['units'],
  attack: ['attacker', 'target'],
  endAttacks: [],
  roll: ['value'],
  voluntaryAbort: ['units'],
  remain: ['units'],
  continue: ['flights'],
  returnToBase: ['assignments'],
  evacuate: ['moves'],
  strafe: ['attacker', 'target'],
  holdFire: [],
  allocateBombers: ['allocation'],
  chooseLoss: ['unit'],
  declareOffensive: ['offensive', 'nations'],
  chooseFirst: ['first'],
  passOffensive: [],
  declareLandCombat: ['hex', 'attackers', 'activated', 'halved', 'fortified'],
  endLandStep: [],
  declineSupport: [],
  payEp: [],
  chartResult: ['result'],
  enterTable: ['table', 'columns', 'cells', 'provenance', 'verified'],
  declineEp: [],
  forcedRebase: ['to'],
  reconnoitre: ['target', 'inPort', 'flotilla', 'units'],
  reportSighting: ['count', 'types', 'names'],
  reconnoitreLand: ['hex', 'unit'],
  concealLand: ['unit'],
  moveFlotilla: ['flotilla', 'to', 'inPort'],
  navalCombat: ['ship', 'result'],
  navalInterception: ['flotilla'],
  carrierStatus: ['ship', 'status'],
  ferry: ['carrier', 'unit', 'embark', 'to'],
  fixedTransfer: ['transfer', 'units', 'to'],
  dumpOverboard: ['unit'],
  depleteNaval: ['unit'],
  portNaval: ['carrier', 'unit', 'ashore'],
  buildGrassAirfield: ['hex', 'nation'],
  demolishGrassAirfield: ['base'],
  captureBase: ['base'],
  stackOrder: ['position'],
  chainChangeBase: ['units', 'hops'],
  determineWeather: [],
  navalAttack: ['bomber', 'ship'],
  endNavalAttacks: [],
  paradrop: ['gliders'],
  cancelParadrop: [],
  chooseAtpLoss: ['point'],
  bombard: ['flotilla', 'allocation'],
  embarkStp: ['flotilla', 'unit'],
  debarkStp: ['flotilla', 'units', 'to'],
  loseCargo: ['units'],
  interdict: ['bombers'],
  endInterdiction: [],
  assignRaid: ['rail'],
  bombStrategic: ['groups', 'rail', 'b29Bonus'],
  raidConvoys: ['ships'],
}

/**
 * What a field holds, where it is a plain value (types.ts Action): an id or a hex as text, a whole
 * number, yes/no, or a list of ids. `units` is a list of units, each named once: a unit listed
 * twice would count twice (a launch refuses it, and so does every list of units).
 */
type FieldKind = 'text' | 'number' | 'boolean' | 'texts' | 'units'

const FIELD_KINDS: Partial<Record<ActionType, Readonly<Record<string, FieldKind>>>> = {
  // (A launch's units and target have the rules' own messages, 4.1.)
  launch: {
    base: 'text',
    mission: 'text',
    hops: 'texts',
    path: 'texts',
    joinMission: 'text',
    inPort: 'boolean',
    stay: 'boolean',
    paratrooper: 'text',
    kamikaze: 'units',
    night: 'boolean',
    deplete: 'units',
  },
  move: { flight: 'text', path: 'texts' },
  stop: { flight: 'text', units: 'units' },
  collect: { flight: 'text', units: 'units' },
  declare: { targets: 'texts', counterstrike: 'units' },
  counterstrike: { target: 'text', inPort: 'boolean', units: 'units' },
  launchInterceptors: { base: 'text', path: 'texts' },
  dumpOrdnance: { units: 'units' },
  designate: { units: 'units' },
  attack: { attacker: 'text', target: 'text' },
  roll: { value: 'number' },
  voluntaryAbort: { units: 'units' },
  remain: { units: 'units' },
  continue: { flights: 'texts' },
  strafe: { attacker: 'text', target: 'text' },
  chooseLoss: { unit: 'text' },
  declareOffensive: { offensive: 'text', nations: 'texts' },
  chooseFirst: { first: 'text' },
  declareLandCombat: {
    hex: 'text',
    attackers: 'units',
    activated: 'units',
    halved: 'units',
    fortified: 'boolean',
  },
  forcedRebase: { to: 'text' },
  reconnoitre: { target: 'text', inPort: 'boolean', flotilla: 'text', units: 'units' },
  reportSighting: { count: 'number', names: 'texts' },
  reconnoitreLand: { hex: 'text', unit: 'text' },
  moveFlotilla: { flotilla: 'text', to: 'text', inPort: 'boolean' },
  navalCombat: { ship: 'text', result: 'text' },
  navalInterception: { flotilla: 'text' },
  carrierStatus: { ship: 'text', status: 'text' },
  ferry: { carrier: 'text', unit: 'text', embark: 'boolean', to: 'text' },
  fixedTransfer: { transfer: 'text', units: 'units', to: 'text' },
  dumpOverboard: { unit: 'text' },
  depleteNaval: { unit: 'text' },
  portNaval: { carrier: 'text', unit: 'text', ashore: 'boolean' },
  buildGrassAirfield: { hex: 'text', nation: 'text' },
  demolishGrassAirfield: { base: 'text' },
  captureBase: { base: 'text' },
  stackOrder: { position: 'number' },
  chainChangeBase: { units: 'units', hops: 'texts' },
  navalAttack: { bomber: 'text', ship: 'text' },
  paradrop: { gliders: 'boolean' },
  chooseAtpLoss: { point: 'number' },
  bombard: { flotilla: 'text' },
  embarkStp: { flotilla: 'text', unit: 'text' },
  debarkStp: { flotilla: 'text', units: 'units', to: 'text' },
  loseCargo: { units: 'units' },
  interdict: { bombers: 'units' },
  raidConvoys: { ships: 'units' },
}

/** A value as a message quotes it: a number JSON cannot hold (1e999 read as Infinity) is said so, never "null". */
export function describeFieldValue(v: unknown): string {
  if (v === null) return 'null'
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
  if (typeof v === 'number')
    return Number.isFinite(v)
      ? String(v)
      : `${v > 0 ? '' : '-'}a number too large to hold (${v > 0 ? '' : '-'}1e999 or the like)`
  if (typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) return v.length === 1 ? 'a list of 1 item' : `a list of ${v.length} items`
  if (typeof v === 'object') return 'an object'
  return `a ${typeof v}`
}

const EXPECTED: Record<FieldKind, string> = {
  text: 'text, in quotes (an id, a hex label or a name)',
  number: 'a whole number',
  boolean: 'true or false',
  texts: 'a list of ids as text, e.g. ["a", "b"]',
  units: 'a list of unit ids as text, each once, e.g. ["u1", "u2"]',
}

/** What is wrong with a field's value given its kind, or null. */
function kindProblem(kind: FieldKind, v: unknown): string | null {
  const got = `(got ${describeFieldValue(v)})`
  switch (kind) {
    case 'text':
      return typeof v === 'string' ? null : `must be ${EXPECTED.text} ${got}`
    case 'number':
      return typeof v === 'number' && Number.isSafeInteger(v) ? null : `must be ${EXPECTED.number} ${got}`
    case 'boolean':
      return typeof v === 'boolean' ? null : `must be ${EXPECTED.boolean} ${got}`
    case 'texts':
    case 'units': {
      if (!Array.isArray(v)) return `must be ${EXPECTED[kind]} ${got}`
      const bad = v.findIndex((x) => typeof x !== 'string')
      if (bad !== -1) return `[${bad}] must be text, an id (got ${describeFieldValue(v[bad])})`
      if (kind === 'units') {
        const seen = new Set<string>()
        for (const x of v as string[]) {
          if (seen.has(x))
            return `lists ${describeFieldValue(x)} more than once; each unit may be listed once`
          seen.add(x)
        }
      }
      return null
    }
  }
}

/**
 * The problems of one action's fields as [field, message]: an unknown field of a known type, and
 * a known field whose value is not of its kind (text, number, true/false, a list of ids; a unit
 * listed twice), each naming what it got and what it expects. Whether a value is allowed now is
 * left to the rules, and so is an unknown type (they say what may be done now).
 */
export function actionFieldProblems(action: Record<string, unknown>): [string, string][] {
  const type = action.type
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(ACTION_FIELDS, type)) return []
  const allowed = ACTION_FIELDS[type as ActionType]
  const kinds = FIELD_KINDS[type as ActionType] ?? {}
  const out: [string, string][] = []
  for (const key of Object.keys(action)) {
    if (key === 'type') continue
    if (key === 'side') {
      if (typeof action.side !== 'string')
        out.push([key, `must be ${EXPECTED.text}, a side's id (got ${describeFieldValue(action.side)})`])
      continue
    }
    if (!allowed.includes(key)) {
      out.push([
        key,
        `unknown field ${JSON.stringify(key)} in a "${type}" action (it has: ${['type', 'side', ...allowed].join(', ')})`,
      ])
      continue
    }
    const kind = Object.prototype.hasOwnProperty.call(kinds, key) ? kinds[key] : undefined
    const problem = kind === undefined || action[key] === undefined ? null : kindProblem(kind, action[key])
    if (problem) out.push([key, problem])
  }
  return out
}
