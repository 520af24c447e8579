// The fields each action type has (types.ts Action), so a file's action with a field the type
// does not have is refused by name instead of being ignored (issue 10): a misspelt "unit" for
// "units" would otherwise play a different action than the player meant.
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
 * The problems of one action's fields as [field, message]: an unknown field of a known type.
 * (An unknown type is left to the rules, which say what may be done now.)
 */
export function actionFieldProblems(action: Record<string, unknown>): [string, string][] {
  const type = action.type
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(ACTION_FIELDS, type)) return []
  const allowed = ACTION_FIELDS[type as ActionType]
  const out: [string, string][] = []
  for (const key of Object.keys(action)) {
    if (key === 'type' || key === 'side' || allowed.includes(key)) continue
    out.push([
      key,
      `unknown field ${JSON.stringify(key)} in a "${type}" action (it has: ${['type', 'side', ...allowed].join(', ')})`,
    ])
  }
  return out
}
