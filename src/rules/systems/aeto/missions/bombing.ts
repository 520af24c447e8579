// Bombing installations (4.26, in an Air Offensive, 4.25; spec §13.2): bomber-role units fly to an
// enemy installation hex, escorted or not. On entering it the defender evacuates or rides it out
// (evacuation.ts); then the interception over the target. Once every engagement is over the
// bombing side allocates its bombers to installations (D-BOMB-ALLOC); each installation bombed is
// one 2d6 roll on the Bombing Table column of the bombers' total strength: result ≥ target number
// destroys it. An asterisk costs one participating bomber a step, chosen by the side with the
// Initiative (D-BOMB-AA). A destroyed airbase costs the units that rode it out one step per even
// total above the least destroying roll (A-26), chosen alternately from the defender (D-BOMB-COLLATERAL).
import { weatherStrength } from '../weather/effects'
import { missionReach } from '../engine/weatherRoute'
import {
  baseLabel,
  describeValue,
  emit,
  isUnitId,
  label,
  nameOrId,
  names,
  parseLocOrRefuse,
  refuse,
  sideName,
  tx,
  verb,
  type Tx,
} from '../engine/core'
import { mutInstallations, mutStack } from '../engine/draft'
import type { Action, BaseId, Loc, Mission, SideId, UnitId } from '../types'
import type { FeatureInstallation } from '../scenario/schema'
import { defOf, faceOf, unitName } from '../units'
import { bombingTable, cellOf, columnFor, parseResult, WAYS, type BombingTable } from './bombingTable'
import { readBombingCell } from './chartRoll'
import { FROM_YOUR_CHART } from '../../../kernel/chartLookup'
import { provenanceNote } from '../../../kernel/tables'
import {
  actEvacuate,
  evacuationAwaitedRoll,
  evacuationFailed,
  evacuationResolveRoll,
  evacuationUrgent,
  legalEvacuations,
  newEvacuation,
  noteCollected,
  overTarget,
  strikersEnter,
  treatedAsAloft,
} from './evacuation'
import {
  bombableAt,
  featureTargetHexes,
  installationName,
  installationsAt,
  isAirbase,
  ownerOf,
  targetNumber,
  type FeatureInstallationTarget,
  type Installation,
} from '../installations'
import { loseStep } from '../engine/losses'
import { bombersOver, isBomberCapable } from '../engine/strikers'
export { isBomberCapable } from '../engine/strikers'
import { baseLost, overStackedAt } from '../engine/forcedRebase'
import { capacityNow } from '../installations'
import type { MissionProcedure, Unavailable } from './procedure'
import type { BombingState } from './types'
import { airstripWords } from '../variant'
import type { BombInstallationOption } from './types'

declare module '../types' {
  interface PendingByKind {
    bombAllocation: PendingBase & {
      kind: 'bombAllocation'
      mission: string
      bombers: UnitId[]
      installations: BombInstallationOption[]
      /** APTO D89: the attacks are rolled in the allocation's order, each target number recomputed after a success. */ ordered?: true
    }
    bombAa: PendingBase & { kind: 'bombAa'; mission: string; bombers: UnitId[] }
    bombCollateral: PendingBase & { kind: 'bombCollateral'; mission: string; units: UnitId[]; left: number }
    /** D-BOMB-UCEP: the owner of an installation under construction just destroyed pays 1 EP to cancel its roll, or not (4.26). */
    bombUcep: PendingBase & { kind: 'bombUcep'; mission: string; installation: string; name: string }
  }
  interface ActionByType {
    allocateBombers: { type: 'allocateBombers'; allocation: Record<string, UnitId[]> }
    chooseLoss: { type: 'chooseLoss'; unit: UnitId }
    payEp: { type: 'payEp' }
    declineEp: { type: 'declineEp' }
  }
}

const RULE = '4.26'

/** The rule a bombing mission's texts cite: 4.26, or [3.28] for a naval bombardment, which shares the destruction, collateral and under-construction procedure (navalBombardment.ts). */
function ruleOf(m: Mission): string {
  return m.kind === 'navalBombardment' ? '3.28' : RULE
}

function st(m: Mission): BombingState {
  if (!m.bombing) throw new Error(`mission ${m.id} is not a bombing mission`)
  return m.bombing
}

/** Total bombing strength: printed current strengths, the underscore ignored (A-34); in APTO each halved by the weather it has flown through (1.5, 1.7; E2, W3). */
export function bombingStrength(t: Tx, bombers: readonly UnitId[]): number {
  return bombers.reduce((n, id) => n + weatherStrength(t.ctx, t.s, t.s.units[id]).strength, 0)
}

/** The bombers whose strength the weather halves (1.5, 1.7; E2). */
export function weatherHalvedBombers(t: Tx, bombers: readonly UnitId[]): UnitId[] {
  return bombers.filter((id) => weatherStrength(t.ctx, t.s, t.s.units[id]).halved)
}

export interface BombingOdds {
  installation: string
  name: string
  strength: number
  column: string | null
  targetNumber: number
  targetParts: string[]
  /** Least 2d6 total that destroys it, or null if none can. */
  minRoll: number | null
  /** Exact chances over 2d6. */
  destroyed: number
  aaLoss: number
  /** Chance of each number of collateral step losses (index = steps), when it is an airbase. */
  collateral: number[]
  placeholder: boolean
  /** " (placeholder table)", " (entered table, not verified)", or nothing (kernel/tables.ts). */
  tableNote: string
  /** Chance of a roll on a cell the players' table leaves empty: read off their own chart then, so not in the odds above. */
  unknown: number
  /** The bombers whose strength the weather halves, by name (APTO 1.5, 1.7). */
  weatherHalved?: string[]
}

/** " (the weather halves the B-17's strength, APTO 1.5)", or nothing. */
function weatherNote(t: Tx, bombers: readonly UnitId[]): string {
  const halved = weatherHalvedBombers(t, bombers)
  return halved.length ? ` (the weather halves the strength of ${names(t, halved)}, APTO 1.5)` : ''
}

function collateralSteps(t: Tx, minRoll: number, roll: number, physical = false): number {
  if (physical || t.ctx.variant.id === 'apto') return roll >= 10 ? roll - 9 : 0 // physical roll 10 → 1, 11 → 2, 12 → 3 (APTO D90; a naval bombardment, [3.28])
  let n = 0
  for (let x = minRoll + 1; x <= roll; x++) if (x % 2 === 0) n++ // even totals above the least destroying roll (A-26)
  return n
}

/** Exact odds of one bombing attack before the roll (4.26): column, target number, destruction, AA and collateral. */
export function bombingOdds(
  t: Tx,
  inst: Installation,
  bombers: readonly UnitId[],
  table: BombingTable = bombingTable(t.s),
): BombingOdds {
  const odds = installationOdds(t, inst, bombingStrength(t, bombers), table)
  const halved = weatherHalvedBombers(t, bombers)
  return halved.length ? { ...odds, weatherHalved: halved.map((id) => unitName(t.ctx, id)) } : odds
}

/**
 * Exact odds of one roll on the Bombing Table against an installation with `strength` points: the
 * air bombing's (4.26) and a naval bombardment's ([3.28], collateral by the `physical` roll).
 */
export function installationOdds(
  t: Tx,
  inst: Installation,
  strength: number,
  table: BombingTable,
  physical = false,
): Omit<BombingOdds, 'weatherHalved'> {
  const col = columnFor(table, strength)
  const tn = targetNumber(t.ctx, t.s, inst)
  let minRoll: number | null = null
  let destroyed = 0
  let aa = 0
  const collateral: number[] = [0]
  let unknown = 0
  if (col)
    for (let roll = 2; roll <= 12; roll++) {
      const cell = cellOf(col.column, roll)
      const p = WAYS[roll] / 36
      if (cell === null) {
        unknown += p
        continue
      }
      const r = parseResult(cell)
      if (r.asterisk) aa += p
      if (r.result >= tn.value) {
        minRoll ??= roll
        destroyed += p
        if (isAirbase(inst)) {
          const steps = collateralSteps(t, minRoll, roll, physical)
          while (collateral.length <= steps) collateral.push(0)
          collateral[steps] += p
        }
      }
    }
  collateral[0] += 1 - destroyed - unknown
  return {
    installation: inst.id,
    name: installationName(t.ctx, inst),
    strength,
    column: col?.label ?? null,
    targetNumber: tn.value,
    targetParts: tn.parts,
    minRoll,
    destroyed,
    aaLoss: aa,
    collateral: isAirbase(inst) ? collateral : [1 - unknown],
    placeholder: table.placeholder,
    tableNote: provenanceNote(table),
    unknown,
  }
}

const FEATURE_WORDS: Record<FeatureInstallation, string> = {
  fort: 'forts',
  mulberry: 'Mulberries',
  radar: 'radar sites',
  rocketSite: 'rocket sites',
  burmaRailway: 'the Burma Railway',
}

/** What the game bombs: "airbases, airfields, ports, forts, Mulberries, radar sites and rocket sites" (4.26; APTO D86). */
function targetWords(t: Tx): string {
  const all = [
    'airbases',
    airstripWords(t.s.scenario).shorts,
    'ports',
    ...t.ctx.variant.featureTargets.map((k) => FEATURE_WORDS[k]),
  ]
  return `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`
}

/** Why a hex may not be the target of a bombing mission of `side`, or null. */
export function bombingTargetRefused(t: Tx, side: SideId, loc: Loc): Unavailable | null {
  if (!bombableAt(t.ctx, t.s, side, loc).length)
    return {
      rule: RULE,
      reason: `There is no enemy installation to bomb at ${label(t, loc)} (${targetWords(t)}, 4.26).`,
    }
  return null
}

/** Enemy installation hexes within reach of these bombers from `base` (4.26). */
export function bombingTargetList(
  t: Tx,
  side: SideId,
  base: BaseId,
  units: readonly UnitId[],
): { hex: string; installations: string[]; distance: number }[] {
  const from = t.ctx.baseLoc.get(base)
  const bombers = units.filter((id) => isBomberCapable(t, id))
  if (from === undefined || !bombers.length) return []
  const reach = Math.max(...bombers.map((id) => faceOf(t.ctx, t.s.units[id]).range))
  const seen = new Set<Loc>()
  const out: { hex: string; installations: string[]; distance: number }[] = []
  for (const loc of [...t.ctx.baseLoc.values(), ...featureTargetHexes(t.ctx)]) {
    if (seen.has(loc) || loc === from) continue
    seen.add(loc)
    const list = bombableAt(t.ctx, t.s, side, loc)
    if (!list.length) continue
    const path = t.ctx.map.path(from, loc)
    const distance = path ? path.reduce((n, l) => n + t.ctx.map.enterCost(l), 0) : Infinity
    if (distance > reach || !bombers.some((id) => missionReach(t, t.s.units[id], from, loc))) continue // as the launch checks it: the weather's halving and grounded zones (APTO 1.5, 1.7)
    out.push({ hex: label(t, loc), installations: list.map((i) => installationName(t.ctx, i)), distance })
  }
  return out.sort((a, b) => a.distance - b.distance || a.hex.localeCompare(b.hex))
}

/** APTO D89: the bombing side orders its attacks and each target number is recomputed after a success (option; default by variant). */
function recomputes(t: Tx): boolean {
  return t.s.scenario.options.bombingRecomputation ?? t.ctx.variant.bombingRecomputation
}

function initiativeSide(t: Tx, m: Mission): SideId {
  return t.s.scenario.context.initiativeSide ?? m.side // A-36: the bombing side when no Initiative is tracked (§16)
}

function stepLoss(t: Tx, id: UnitId, why: string, rule: string): void {
  const name = unitName(t.ctx, id)
  const side = t.s.units[id].side
  const lost = loseStep(t, id)
  if (lost === 'point')
    return emit(t, {
      type: 'hit',
      text: `${name} loses one point: ${why} (${rule}).`,
      rule,
      side,
      units: [id],
    })
  emit(t, {
    type: lost,
    text: `${name} ${lost === 'eliminated' ? 'is eliminated' : 'loses a step'}: ${why} (${rule}).`,
    rule,
    side,
    units: [id],
  })
}

/** Units that rode out the destroyed airbase: collateral candidates (4.26). */
function ridersAt(t: Tx, base: BaseId): UnitId[] {
  return (t.s.stacks[base] ?? []).filter(
    (id) => !t.s.units[id].eliminated && !t.s.units[id].aloft && !treatedAsAloft(t, t.s.units[id]),
  )
}

/** D-BOMB-UCEP is still to answer: the scenario plays it (saves of version 3 always rolled) and the owner has not declined. */
function ucepAsked(t: Tx, u: NonNullable<BombingState['ucep']>): boolean {
  return t.s.scenario.options.epToSaveConstruction && !u.declined
}

/** Collateral losses are chosen in turn: defender, attacker, defender… (4.26). */
function nextChooser(t: Tx, m: Mission, c: NonNullable<BombingState['collateral']>): SideId {
  return c.taken % 2 === 0 ? t.ctx.baseDefs.get(c.base)!.owner : m.side
}

/** What a destroyed feature installation no longer does where Sortie plays it, or the part of the game its effect belongs to (4.26: it does not function until repaired). */
const FEATURE_AFTERMATH: Record<FeatureInstallation, string> = {
  fort: 'no land chit may be concealed under it from a land reconnaissance (4.11); what it does in land combat belongs to the land rules, not played in Sortie',
  mulberry: 'what it does for supply and landings belongs to other parts of the game, not played in Sortie',
  radar: 'no fighter gets the radar bonus from it (4.18)',
  rocketSite: 'its rocket attacks belong to another part of the game, not played in Sortie',
  burmaRailway: 'what it carries belongs to the supply rules, not played in Sortie',
}

/** A fort, Mulberry, radar or rocket site, or the Burma Railway destroyed: recorded until repaired, no collateral loss (4.26; APTO D86). */
function destroyFeature(t: Tx, m: Mission, inst: FeatureInstallationTarget): void {
  const r = ruleOf(m)
  const states = mutInstallations(t.s)
  states[inst.id] = { ...states[inst.id], destroyed: true }
  emit(t, {
    type: 'bombed',
    text: `${installationName(t.ctx, inst)} is destroyed: it does not function until repaired (${r}); ${FEATURE_AFTERMATH[inst.feature]}.`,
    rule: r,
    side: m.side,
    loc: label(t, inst.loc),
  })
}

/** An installation destroyed by a roll of `roll` (least destroying roll `minRoll`): removed, reduced or destroyed, the Forced Rebase of its units, the collateral losses due (4.26; a naval bombardment, [3.28]). */
export function destroy(t: Tx, m: Mission, inst: Installation, roll: number, minRoll: number): void {
  if (inst.feature) return destroyFeature(t, m, inst)
  const s = st(m)
  const r = ruleOf(m)
  const states = mutInstallations(t.s)
  const cur = states[inst.id] ?? {}
  const owner = t.ctx.baseDefs.get(inst.base)!.owner
  mutStack(t.s, inst.base) // its capacity changes: what is derived from the base is worked out again
  if (inst.component.kind === 'GrassAirfield' || inst.underConstruction) {
    if (inst.underConstruction && inst.component.kind !== 'GrassAirfield') {
      // Under construction: the bombing player rolls 2d6; doubles eliminate it (4.26). Rolled next.
      s.ucep = { installation: inst.id, dice: [] }
      emit(t, {
        type: 'bombed',
        text: `${installationName(t.ctx, inst)} is destroyed while under construction: a 2d6 roll decides, doubles eliminate it (${r}).`,
        rule: r,
        side: m.side,
      })
      return
    }
    states[inst.id] = { ...cur, removed: true }
    emit(t, {
      type: 'bombed',
      text: `${installationName(t.ctx, inst)} is destroyed and removed (${r}).`,
      rule: r,
      side: m.side,
    })
  } else if (inst.kind === 'MajorPort' && !cur.reduced) {
    states[inst.id] = { ...cur, reduced: true }
    emit(t, {
      type: 'bombed',
      text: `${installationName(t.ctx, inst)} is destroyed: a Minor Port until repaired (${r}).`,
      rule: r,
      side: m.side,
    })
  } else {
    const before = capacityNow(t.ctx, t.s, inst.base)
    const overStacked = overStackedAt(t, inst.base)
    states[inst.id] = { ...cur, destroyed: true }
    emit(t, {
      type: 'bombed',
      text: `${installationName(t.ctx, inst)} is destroyed: it does not function until repaired (${r}).`,
      rule: r,
      side: m.side,
    })
    // It holds no air unit any more: its units on the ground make a Forced Rebase after the collateral losses (4.7).
    if (before > 0 && capacityNow(t.ctx, t.s, inst.base) === 0)
      baseLost(t, inst.base, `${installationName(t.ctx, inst)} was destroyed`, overStacked)
  }
  if (isAirbase(inst)) {
    const bombardment = m.kind === 'navalBombardment'
    const steps = collateralSteps(t, minRoll, roll, bombardment)
    if (steps > 0) s.collateral = { base: inst.base, left: steps, chooser: owner, taken: 0 }
    else if (bombardment)
      emit(t, {
        type: 'collateral',
        text: `No collateral loss: the roll ${roll} is below 10 (3.28).`,
        rule: r,
        side: m.side,
      })
    else
      emit(t, {
        type: 'collateral',
        text: `No collateral loss: the roll ${roll} is not above ${minRoll} by an even total (4.26; A-26).`,
        rule: r,
        side: m.side,
      })
  }
}

function rollInstallation(t: Tx, m: Mission, dice: number[], source: 'seeded' | 'scripted' | 'manual'): void {
  const s = st(m)
  const job = s.queue[0]
  const inst = installationsAt(t.ctx, t.s, m.target!).find((i) => i.id === job.installation)
  if (!inst) {
    s.queue.shift()
    return
  }
  const odds = bombingOdds(t, inst, job.bombers)
  const roll = dice[0] + dice[1]
  const col = columnFor(bombingTable(t.s), odds.strength)
  const read = col
    ? readBombingCell(t, m, col.column, dice, {
        source,
        what: `${names(t, job.bombers)} ${verb(job.bombers, 'bombs', 'bomb')} ${odds.name} (strength ${odds.strength})`,
        rule: RULE,
        purpose: 'bombing',
      })
    : undefined
  if (read === null) return // the players read the result off their own chart first (chartLookup); the job waits
  s.queue.shift()
  const r = read ? parseResult(read.cell) : { result: 0, asterisk: false }
  // A "minRoll" from the odds skips the cells nobody has read: with a result from the players' chart, the least destroying roll is this one at most.
  const minRoll =
    read?.reading.fromChart && r.result >= odds.targetNumber
      ? Math.min(odds.minRoll ?? roll, roll)
      : odds.minRoll
  const destroyed = r.result >= odds.targetNumber
  const recomputed =
    job.allocatedTarget !== undefined && job.allocatedTarget !== odds.targetNumber
      ? ` (recomputed after an earlier success: it was ${job.allocatedTarget}, APTO D89)`
      : ''
  const source_ = read?.reading.fromChart ? `, ${FROM_YOUR_CHART}` : ''
  emit(t, {
    type: 'bombingRoll',
    text: `${names(t, job.bombers)} ${verb(job.bombers, 'bombs', 'bomb')} ${odds.name}: strength ${odds.strength}${weatherNote(t, job.bombers)}, column ${odds.column ?? 'none'}${odds.tableNote}, roll ${dice[0]} + ${dice[1]} = ${roll}: result ${r.result}${r.asterisk ? '*' : ''}${source_} against target number ${odds.targetNumber}${recomputed} — ${destroyed ? 'destroyed' : 'no effect'} (4.26).`,
    rule: RULE,
    side: m.side,
    loc: label(t, m.target!),
    units: [...job.bombers],
    roll: {
      purpose: 'bombing',
      natural: roll,
      modifiers: [],
      targetParts: odds.targetParts.map((p) => ({ value: 0, rule: RULE, label: p })),
      modified: r.result,
      target: odds.targetNumber,
      result: destroyed ? 'destroyed' : 'no effect',
      source,
      ...(read ? { table: read.reading } : {}),
    },
  })
  if (r.asterisk) {
    const alive = job.bombers.filter((id) => !t.s.units[id].eliminated)
    if (alive.length === 1) stepLoss(t, alive[0], 'anti-aircraft fire (asterisk)', RULE)
    else if (alive.length > 1) s.aa = { bombers: alive }
  }
  if (destroyed && minRoll !== null) destroy(t, m, inst, roll, minRoll)
}

export const bombing: MissionProcedure = {
  kind: 'bombing',
  name: 'Bomb installations (Air Offensive)',
  rule: '4.25, 4.26',
  unavailable(t, _side, bases) {
    if (!t.s.offensivePhase?.current)
      return {
        rule: '4.25',
        reason: 'Bombing installations, in an Air Offensive, is flown only in the Offensive Phase (4.25).',
      }
    if (!bases.some((b) => b.units.some((u) => isBomberCapable(t, u.id))))
      return {
        rule: RULE,
        reason:
          'None of your units ready to launch can bomb: bombers, and fighter-bombers or naval air flying as bombers (4.26).',
      }
    return null
  },
  plan(t, a, side, units) {
    if (a.target === undefined) refuse(RULE, 'Name the hex of the enemy installation to bomb.')
    if (typeof a.target !== 'string')
      refuse(RULE, `The target is a hex label in quotes, like "0805" (got ${describeValue(a.target)}).`)
    const target = parseLocOrRefuse(t, a.target, RULE)
    const no = bombingTargetRefused(t, side, target)
    if (no) refuse(no.rule, no.reason)
    const bombers = units.filter((id) => {
      const type = defOf(t.ctx, id).type
      return type === 'B' || ((type === 'FB' || type === 'N') && a.roles?.[id] === 'bomber')
    })
    if (!bombers.length)
      refuse(
        RULE,
        'A bombing mission needs at least one unit flying as a bomber; fighters may go with it as escort (4.26).',
      )
    return {
      target,
      evacuation: newEvacuation('bombers'),
      bombing: { stage: 'waiting', queue: [], dice: [], aa: null, collateral: null, ucep: null },
    }
  },
  onCollect: (_t, f, m, units) => noteCollected(f, m, units),
  onEnter: (t, f, m) => strikersEnter(t, f, m),
  deniesOwnAirbase: (_t, m, unit) => evacuationFailed(m, unit),
  urgent: (t, m) => evacuationUrgent(t, m),
  awaitedRoll(t, m) {
    const ask = evacuationAwaitedRoll(t, m)
    if (ask) return ask
    const s = st(m)
    if (s.stage !== 'resolving' || s.aa || s.collateral || m.chart) return null
    if (s.ucep && ucepAsked(t, s.ucep)) return null // D-BOMB-UCEP first
    if (s.ucep)
      return {
        purpose: 'under construction',
        rule: ruleOf(m),
        side: m.side,
        prompt: `Roll die ${s.ucep.dice.length + 1} of 2 for the installation under construction (doubles eliminate it) and enter the value (1–6).`,
      }
    if (!s.queue.length) return null
    return {
      purpose: 'bombing',
      rule: RULE,
      side: m.side,
      prompt: `Roll die ${s.dice.length + 1} of 2 for the bombing of the installation and enter the value (1–6).`,
    }
  },
  resolveRoll(t, m, natural, source) {
    if (m.evacuation?.roll) return evacuationResolveRoll(t, m, natural, source)
    const s = st(m)
    if (s.ucep) {
      s.ucep.dice.push(natural)
      if (s.ucep.dice.length < 2) return
      const [a, b] = s.ucep.dice
      const id = s.ucep.installation
      s.ucep = null
      const states = mutInstallations(t.s)
      if (a === b) states[id] = { ...states[id], removed: true }
      else states[id] = { ...states[id], destroyed: true }
      emit(t, {
        type: 'underConstruction',
        text: `Under construction: roll ${a} and ${b}: ${a === b ? 'doubles — it is eliminated and will not be completed' : 'no doubles — destroyed for now, it completes when repaired'} (${ruleOf(m)}).`,
        rule: ruleOf(m),
        side: m.side,
      })
      return
    }
    s.dice.push(natural)
    if (s.dice.length < 2) return
    const dice = s.dice
    s.dice = []
    rollInstallation(t, m, dice, source)
  },
  resumeChart(t, m) {
    rollInstallation(t, m, m.chart!.dice, m.chart!.source)
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage === 'waiting') {
      if (!overTarget(m)) return null
      s.stage = 'allocate' // every interception over the target is over (4.26)
      return 'progress'
    }
    if (s.stage === 'allocate') {
      const bombers = bombersOver(t, m)
      const installations = bombableAt(t.ctx, t.s, m.side, m.target!)
      if (!bombers.length || !installations.length) {
        s.stage = 'done'
        emit(t, {
          type: 'bombingOver',
          text: !bombers.length
            ? `No bomber is left over ${label(t, m.target!)} to bomb (4.26).`
            : `Nothing is left to bomb at ${label(t, m.target!)} (4.26).`,
          rule: RULE,
          side: m.side,
        })
        return 'progress'
      }
      return {
        kind: 'bombAllocation',
        side: m.side,
        mission: m.id,
        bombers,
        installations: installations.map((i) => ({
          id: i.id,
          name: installationName(t.ctx, i),
          targetNumber: targetNumber(t.ctx, t.s, i).value,
        })),
        rule: RULE,
        loc: label(t, m.target!),
        ...(recomputes(t)
          ? {
              ordered: true as const,
              prompt: `Bomb ${label(t, m.target!)}: assign each bomber to one installation (one 2d6 roll per installation bombed, in the order you give), or keep it out; each target number is recomputed after a success (APTO D89).`,
            }
          : {
              prompt: `Bomb ${label(t, m.target!)}: assign each bomber to one installation (one 2d6 roll per installation bombed), or keep it out.`,
            }),
      }
    }
    if (s.stage !== 'resolving') return null
    if (s.aa)
      return {
        kind: 'bombAa',
        side: initiativeSide(t, m),
        mission: m.id,
        bombers: s.aa.bombers,
        rule: RULE,
        loc: label(t, m.target!),
        prompt:
          'An asterisk: one of the bombers of that attack loses a step to anti-aircraft fire; the side with the Initiative chooses which (4.26).',
      }
    if (s.collateral) {
      const c = s.collateral
      const units = ridersAt(t, c.base)
      if (c.left <= 0 || !units.length) {
        if (c.left > 0)
          emit(t, {
            type: 'collateral',
            text: `No unit is left at ${baseLabel(t, c.base)} to take the ${c.left} remaining collateral loss${c.left === 1 ? '' : 'es'} (${ruleOf(m)}).`,
            rule: ruleOf(m),
          })
        s.collateral = null
        return 'progress'
      }
      if (units.length === 1) {
        stepLoss(t, units[0], 'collateral loss in the destroyed airbase', ruleOf(m))
        c.left--
        c.taken++
        c.chooser = nextChooser(t, m, c)
        return 'progress'
      }
      return {
        kind: 'bombCollateral',
        side: c.chooser,
        mission: m.id,
        units,
        left: c.left,
        rule: ruleOf(m),
        loc: label(t, m.target!),
        prompt: `Collateral losses at ${baseLabel(t, c.base)}: ${c.left} step${c.left === 1 ? '' : 's'} still to lose; choose the unit that loses the next one (the sides choose in turn, defender first, ${ruleOf(m)}).`,
      }
    }
    if (s.ucep && ucepAsked(t, s.ucep)) {
      const inst = installationsAt(t.ctx, t.s, m.target!).find((i) => i.id === s.ucep!.installation)!
      const name = installationName(t.ctx, inst)
      return {
        kind: 'bombUcep',
        side: ownerOf(t.ctx, inst)!,
        mission: m.id,
        installation: inst.id,
        name,
        rule: ruleOf(m),
        loc: label(t, m.target!),
        prompt: `${name} was destroyed while under construction: pay 1 EP from your Economic Reserve to cancel the roll (it then completes normally), or let the ${m.kind === 'navalBombardment' ? 'bombarding' : 'bombing'} side roll 2d6, where doubles eliminate it (${ruleOf(m)}).`,
      }
    }
    if (s.ucep || s.queue.length) return null // a die to roll (awaitedRoll)
    s.stage = 'done'
    emit(t, {
      type: 'bombingOver',
      text: `The bombing of ${label(t, m.target!)} is over (4.26).`,
      rule: RULE,
      side: m.side,
    })
    return 'progress'
  },
  actions: {
    allocateBombers: { allocation: null },
    chooseLoss: { unit: 'text' },
    payEp: {},
    declineEp: {},
  },
  decisions: {
    bombAllocation: ['allocateBombers'],
    bombAa: ['chooseLoss'],
    bombCollateral: ['chooseLoss'],
    bombUcep: ['payEp', 'declineEp'],
  },
  act(t, a, p, m) {
    if (a.type === 'evacuate' && p.kind === 'evacuation') return actEvacuate(t, a, p, m)
    const s = st(m)
    if (a.type === 'allocateBombers' && p.kind === 'bombAllocation') {
      const alloc = a.allocation
      if (typeof alloc !== 'object' || alloc === null || Array.isArray(alloc))
        refuse(RULE, 'Give the bombers of each installation as { installation: [bombers] }.')
      const used = new Set<string>()
      const queue: BombingState['queue'] = []
      // APTO D89: rolled in the order the bombing side gives (the allocation's order); otherwise the installations' order.
      const order = p.ordered
        ? Object.keys(alloc).flatMap((k) => p.installations.filter((i) => i.id === k))
        : p.installations
      for (const inst of order) {
        const list = (alloc as Record<string, unknown>)[inst.id]
        if (list === undefined) continue
        if (!Array.isArray(list)) refuse(RULE, `The bombers of ${inst.name} are a list of unit ids.`)
        for (const id of list) {
          if (!isUnitId(t, id) || !p.bombers.includes(id))
            refuse(RULE, `${nameOrId(t, id)} is not one of the bombers over ${p.loc} that may bomb (4.26).`)
          if (used.has(id))
            refuse(RULE, `${unitName(t.ctx, id)} takes part in one bombing attack only (4.26).`)
          used.add(id)
        }
        if (list.length)
          queue.push({
            installation: inst.id,
            bombers: list as UnitId[],
            ...(p.ordered ? { allocatedTarget: inst.targetNumber } : {}),
          })
      }
      for (const key of Object.keys(alloc))
        if (!p.installations.some((i) => i.id === key))
          refuse(RULE, `${JSON.stringify(key)} is not an installation to bomb at ${p.loc}.`)
      s.queue = queue
      s.stage = 'resolving'
      emit(t, {
        type: 'bombAllocation',
        text: queue.length
          ? `${sideName(t, p.side)} bombs ${queue.map((q) => `${p.installations.find((i) => i.id === q.installation)!.name} with ${names(t, q.bombers)}`).join(p.ordered ? '; then ' : '; ')}${p.ordered && queue.length > 1 ? ', each target number recomputed after a success (4.26; APTO D89).' : ' (4.26).'}`
          : `${sideName(t, p.side)} drops no bomb (4.26).`,
        rule: RULE,
        side: p.side,
      })
      return
    }
    if ((a.type === 'payEp' || a.type === 'declineEp') && p.kind === 'bombUcep') {
      const u = s.ucep!
      if (a.type === 'declineEp') {
        u.declined = true
        return emit(t, {
          type: 'ucepDecision',
          text: `${sideName(t, p.side)} does not pay: the ${m.kind === 'navalBombardment' ? 'bombarding' : 'bombing'} side rolls 2d6 for ${p.name}; doubles eliminate it (${ruleOf(m)}).`,
          rule: ruleOf(m),
          side: p.side,
        })
      }
      s.ucep = null
      const states = mutInstallations(t.s)
      states[u.installation] = { ...states[u.installation], destroyed: true }
      return emit(t, {
        type: 'ucepDecision',
        text: `${sideName(t, p.side)} pays 1 EP from its Economic Reserve: no roll; ${p.name} is destroyed for now and completes normally when repaired (${ruleOf(m)}).`,
        rule: ruleOf(m),
        side: p.side,
      })
    }
    if (a.type === 'chooseLoss' && p.kind === 'bombAa') {
      if (!isUnitId(t, a.unit) || !p.bombers.includes(a.unit))
        refuse(RULE, `${nameOrId(t, a.unit)} did not take part in that bombing attack.`)
      s.aa = null
      stepLoss(t, a.unit, 'anti-aircraft fire (asterisk)', RULE)
      return
    }
    if (a.type === 'chooseLoss' && p.kind === 'bombCollateral') {
      if (!isUnitId(t, a.unit) || !p.units.includes(a.unit))
        refuse(RULE, `${nameOrId(t, a.unit)} is not a unit on the ground at the destroyed airbase.`)
      const c = s.collateral!
      stepLoss(t, a.unit, 'collateral loss in the destroyed airbase', ruleOf(m))
      c.left--
      c.taken++
      c.chooser = nextChooser(t, m, c)
    }
  },
  legal(state, p) {
    const side = p.side
    if (p.kind === 'evacuation') return legalEvacuations(tx(state), p)
    if (p.kind === 'bombAllocation') {
      const out: Action[] = [{ type: 'allocateBombers', side, allocation: {} }]
      for (const i of p.installations)
        out.push({ type: 'allocateBombers', side, allocation: { [i.id]: [...p.bombers] } })
      return out
    }
    if (p.kind === 'bombAa') return p.bombers.map((unit): Action => ({ type: 'chooseLoss', side, unit }))
    if (p.kind === 'bombCollateral')
      return p.units.map((unit): Action => ({ type: 'chooseLoss', side, unit }))
    if (p.kind === 'bombUcep')
      return [
        { type: 'declineEp', side },
        { type: 'payEp', side },
      ]
    return []
  },
}
