// Naval bombardment of installations (APTO [3.28]; spec §4.10): during a Sea Offensive (only), the
// Activated ships with a gunnery of at least 1 at sea in a coastal hex bombard the enemy
// installations there, each ship once, after the interceptions its moves drew (they are resolved
// in the windows of those moves). The bombarding player says which ships bombard which
// installation (`bombard`); each installation bombarded is one 2d6 roll on the Bombing Table column
// of the ships' total current gunnery, against the same target number as air bombing (4.26),
// recomputed after each success, rolled in the order given. A destroyed Dirt Airstrip (grass
// airfield) is removed; an airbase destroyed costs the units on the ground there 1, 2 or 3 steps on
// a physical roll of 10, 11 or 12, chosen defender, attacker, defender (none at a port); its units
// make a Forced Rebase; one under construction takes the 2d6 doubles roll, which its owner may
// cancel for 1 EP. An asterisk has no effect: there is no bomber to hit. The destruction, collateral
// and under-construction steps are bombing's (bombing.ts), shared through a mission record of kind
// `navalBombardment` with no flight, whose `bombing` state they use. Option navalBombardment
// (default AETO false, APTO true; pinned false for version 7 saves).
import { emit, label, refuse, sideName, type Tx } from '../engine/core'
import type { Action, Mission, SideId } from '../types'
import { flotillaOf, isSunk, shipDef, shipPosition, shipSide, shipValues } from '../naval/ships'
import { isCoastalHex } from '../naval/submarines'
import { bombing, destroy, installationOdds, type BombingOdds } from './bombing'
import { bombingTable, columnFor, parseResult, type BombingTable } from './bombingTable'
import { readBombingCell } from './chartRoll'
import { FROM_YOUR_CHART } from '../../../kernel/chartLookup'
import {
  bombableAt,
  installationName,
  installationsAt,
  isAirbase,
  targetNumber,
  type Installation,
} from '../installations'
import type { MissionProcedure } from './procedure'
import type { BombingState } from './types'
import type { BombardmentOption } from '../state/bombardment'
export type { BombardmentOption } from '../state/bombardment'

export const BOMBARDMENT_RULE = '3.28'
const RULE = BOMBARDMENT_RULE

function st(m: Mission): BombingState {
  if (!m.bombing) throw new Error(`mission ${m.id} is not a naval bombardment`)
  return m.bombing
}

/** The scenario plays naval bombardment (option; default by variant: APTO). */
export function bombardmentPlayed(t: Tx): boolean {
  return t.s.scenario.options.navalBombardment ?? t.ctx.variant.navalBombardment
}

/**
 * The flotillas of `side` that may bombard now (APTO [3.28]): in its own Sea Offensive, the
 * flotilla it Activated (or, before its first move, any it may Activate), at sea in a coastal hex
 * with enemy installations, with ships of gunnery 1 or more that have not bombarded in it.
 */
export function bombardmentOptions(t: Tx, side: SideId, activatable: readonly string[]): BombardmentOption[] {
  const cur = t.s.offensivePhase?.current
  if (!bombardmentPlayed(t) || cur?.kind !== 'sea' || cur.side !== side) return []
  return coastalBombardments(
    t,
    side,
    cur.sea?.flotilla ? [cur.sea.flotilla] : activatable,
    cur.sea?.bombarded ?? [],
  )
}

/** The bombardments these flotillas of `side` could make where they are (the bot weighs a Sea Offensive with it). */
export function coastalBombardments(
  t: Tx,
  side: SideId,
  flotillas: readonly string[],
  done: readonly string[] = [],
): BombardmentOption[] {
  if (!bombardmentPlayed(t)) return []
  const by = new Map<string, string[]>()
  for (const d of t.s.scenario.navalUnits) {
    if (isSunk(t.s, d.id) || shipSide(t.ctx, d.id) !== side || !flotillas.includes(flotillaOf(t.ctx, d.id)))
      continue
    by.set(flotillaOf(t.ctx, d.id), [...(by.get(flotillaOf(t.ctx, d.id)) ?? []), d.id])
  }
  const out: BombardmentOption[] = []
  for (const [flotilla, ships] of by) {
    const at = shipPosition(t.ctx, t.s, ships[0])
    if (at.inPort || !isCoastalHex(t.ctx, at.loc)) continue
    const installations = bombableAt(t.ctx, t.s, side, at.loc)
    const able = ships.filter(
      (id) =>
        !done.includes(id) &&
        shipPosition(t.ctx, t.s, id).loc === at.loc &&
        !shipPosition(t.ctx, t.s, id).inPort &&
        shipValues(t.ctx, t.s, id).gunnery >= 1,
    )
    if (!installations.length || !able.length) continue
    out.push({
      flotilla,
      hex: label(t, at.loc),
      ships: able.map((id) => ({
        id,
        name: shipDef(t.ctx, id).name,
        gunnery: shipValues(t.ctx, t.s, id).gunnery,
      })),
      installations: installations.map((i) => ({
        id: i.id,
        name: installationName(t.ctx, i),
        targetNumber: targetNumber(t.ctx, t.s, i).value,
      })),
    })
  }
  return out
}

/**
 * A bombardment's odds: those of an air bombing of the installation (the same target numbers and
 * table, [3.28]) — `strength` being the ships' total current gunnery (damaged ones count their
 * damaged side) — with no anti-aircraft loss and no weather on ships; collateral steps come from
 * the physical roll: 10 → 1, 11 → 2, 12 → 3 (an airbase only).
 */
export type BombardmentOdds = Omit<BombingOdds, 'aaLoss' | 'weatherHalved'>

/** Total current gunnery of the bombarding ships ([3.28] step 1). */
export function bombardmentStrength(t: Tx, ships: readonly string[]): number {
  return ships.reduce((n, id) => n + shipValues(t.ctx, t.s, id).gunnery, 0)
}

/** Exact odds of one bombardment before its roll ([3.28]): column, target number, destruction, collateral (steps 0–3 by the physical roll). */
export function bombardmentOdds(
  t: Tx,
  inst: Installation,
  ships: readonly string[],
  table: BombingTable = bombingTable(t.s),
): BombardmentOdds {
  const { aaLoss: _noAaOnShips, ...odds } = installationOdds(
    t,
    inst,
    bombardmentStrength(t, ships),
    table,
    true,
  )
  const collateral = [...odds.collateral]
  if (isAirbase(inst)) while (collateral.length < 4) collateral.push(0)
  return { ...odds, collateral }
}

/** `bombard` at the plan of a Sea Offensive: checks the allocation, Activates the flotilla if none is yet, and queues the rolls ([3.28]). */
export function actBombard(
  t: Tx,
  a: Extract<Action, { type: 'bombard' }>,
  side: SideId,
  options: readonly BombardmentOption[],
): void {
  if (!bombardmentPlayed(t))
    refuse(
      RULE,
      'This game plays no naval bombardment of installations (option navalBombardment; APTO [3.28]).',
    )
  const cur = t.s.offensivePhase?.current
  if (cur?.kind !== 'sea' || cur.side !== side)
    refuse(RULE, 'Ships bombard installations only in their own Sea Offensive (3.28).')
  if (!options.length)
    refuse(
      RULE,
      'No Activated ship of yours with a gunnery of 1 or more is at sea in a coastal hex with enemy installations, or each has bombarded in this Sea Offensive already (3.28).',
    )
  const opt = options.find((o) => o.flotilla === a.flotilla)
  if (!opt)
    refuse(
      RULE,
      `${JSON.stringify(String(a.flotilla))} is not a flotilla that may bombard now; ${options.map((o) => `flotilla ${o.flotilla} at ${o.hex}`).join(', ')} may (3.28).`,
    )
  const alloc: unknown = a.allocation
  if (typeof alloc !== 'object' || alloc === null || Array.isArray(alloc))
    refuse(
      RULE,
      'Give the ships that bombard each installation as { installation: [ships] }, like { "x1:0": ["de-emden"] }.',
    )
  const used = new Set<string>()
  const queue: BombingState['queue'] = []
  for (const [key, list] of Object.entries(alloc as Record<string, unknown>)) {
    const inst = opt.installations.find((i) => i.id === key)
    if (!inst)
      refuse(
        RULE,
        `${JSON.stringify(key)} is not an enemy installation at ${opt.hex}; there: ${opt.installations.map((i) => `${i.id} (${i.name})`).join(', ')}.`,
      )
    if (!Array.isArray(list) || !list.length)
      refuse(RULE, `The ships that bombard ${inst.name} are a list of ship ids, at least one.`)
    for (const id of list) {
      if (typeof id !== 'string' || !opt.ships.some((x) => x.id === id))
        refuse(
          RULE,
          `${JSON.stringify(id)} is not a ship of flotilla ${opt.flotilla} at sea at ${opt.hex} with a gunnery of 1 or more that has not bombarded in this Sea Offensive (3.28).`,
        )
      if (used.has(id)) refuse(RULE, `${shipDef(t.ctx, id).name} bombards one installation only (3.28).`)
      used.add(id)
    }
    queue.push({ installation: inst.id, bombers: [...(list as string[])] })
  }
  if (!queue.length) refuse(RULE, 'Name at least one installation and the ships that bombard it (3.28).')
  const sea = cur.sea!
  if (!sea.flotilla) {
    ;(t.s.offensivePhase!.active ??= []).push(opt.flotilla)
    emit(t, {
      type: 'activated',
      text: `${sideName(t, side)} Activates a flotilla for its Sea Offensive, to bombard: it moves no more this phase once the Offensive is over (Part 3; 3.28).`,
      rule: RULE,
      side,
    })
  }
  cur.sea = { ...sea, flotilla: opt.flotilla, bombarded: [...(sea.bombarded ?? []), ...used] }
  const loc = t.ctx.map.parseLoc(opt.hex)!
  const id = `M${++t.s.counters.mission}`
  t.s.missions[id] = {
    id,
    side,
    kind: 'navalBombardment',
    target: loc,
    hops: [],
    hop: 0,
    basesLaunched: [],
    bombing: { stage: 'resolving', queue, dice: [], aa: null, collateral: null, ucep: null },
  }
  emit(t, {
    type: 'bombard',
    text: `${sideName(t, side)} bombards ${queue.map((q) => `${opt.installations.find((i) => i.id === q.installation)!.name} with ${q.bombers.map((s) => shipDef(t.ctx, s).name).join(', ')}`).join('; then ')}${queue.length > 1 ? ', each target number recomputed after a success' : ''} (3.28).`,
    rule: RULE,
    side,
    loc: opt.hex,
  })
}

function rollBombardment(
  t: Tx,
  m: Mission,
  dice: [number, number],
  source: 'seeded' | 'scripted' | 'manual',
): void {
  const s = st(m)
  const job = s.queue[0]
  const inst = installationsAt(t.ctx, t.s, m.target!).find((i) => i.id === job.installation)
  if (!inst || inst.destroyed) {
    s.queue.shift()
    emit(t, {
      type: 'bombardmentRoll',
      text: `Nothing is left to bombard of ${job.installation} at ${label(t, m.target!)} (3.28).`,
      rule: RULE,
      side: m.side,
    })
    return
  }
  const odds = bombardmentOdds(t, inst, job.bombers)
  const roll = dice[0] + dice[1]
  const col = columnFor(bombingTable(t.s), odds.strength)
  const ships = job.bombers.map((id) => shipDef(t.ctx, id).name)
  const read = col
    ? readBombingCell(t, m, col.column, dice, {
        source,
        what: `${ships.join(', ')} ${ships.length === 1 ? 'bombards' : 'bombard'} ${odds.name} (gunnery ${odds.strength})`,
        rule: RULE,
        purpose: 'naval bombardment',
      })
    : undefined
  if (read === null) return // the players read the result off their own chart first (chartLookup); the job waits
  s.queue.shift()
  const r = read ? parseResult(read.cell) : { result: 0, asterisk: false }
  const destroyed = r.result >= odds.targetNumber
  emit(t, {
    type: 'bombardmentRoll',
    text: `${ships.join(', ')} ${ships.length === 1 ? 'bombards' : 'bombard'} ${odds.name}: gunnery ${odds.strength}, column ${odds.column ?? 'none'}${odds.tableNote}, roll ${dice[0]} + ${dice[1]} = ${roll}: result ${r.result}${r.asterisk ? '* (no effect on ships)' : ''}${read?.reading.fromChart ? `, ${FROM_YOUR_CHART}` : ''} against target number ${odds.targetNumber} — ${destroyed ? 'destroyed' : 'no effect'} (3.28).`,
    rule: RULE,
    side: m.side,
    loc: label(t, m.target!),
    roll: {
      purpose: 'naval bombardment',
      natural: roll,
      modifiers: [],
      targetParts: odds.targetParts.map((p) => ({ value: 0, rule: '4.26', label: p })),
      modified: r.result,
      target: odds.targetNumber,
      result: destroyed ? 'destroyed' : 'no effect',
      source,
      ...(read ? { table: read.reading } : {}),
    },
  })
  if (destroyed) destroy(t, m, inst, roll, odds.minRoll ?? roll) // collateral by the physical roll ([3.28]): the least destroying roll is not read
}

const asked = (t: Tx, s: BombingState) =>
  !!s.ucep && t.s.scenario.options.epToSaveConstruction && !s.ucep.declined

export const navalBombardment: MissionProcedure = {
  kind: 'navalBombardment',
  name: 'Naval bombardment',
  rule: RULE,
  listed: () => false, // no air mission: the `bombard` action of a Sea Offensive creates it
  unavailable() {
    return {
      rule: RULE,
      reason:
        'A naval bombardment is made by ships in a Sea Offensive (the "bombard" action), not launched by air units (3.28).',
    }
  },
  awaitedRoll(t, m) {
    const s = st(m)
    if (s.stage !== 'resolving' || s.collateral || m.chart) return null
    if (s.ucep) return bombing.awaitedRoll!(t, m) // the doubles roll of an installation under construction, unless its owner decides first
    if (!s.queue.length) return null
    const inst = installationsAt(t.ctx, t.s, m.target!).find((i) => i.id === s.queue[0].installation)
    return {
      purpose: 'naval bombardment',
      rule: RULE,
      side: m.side,
      prompt: `Roll die ${s.dice.length + 1} of 2 for the bombardment of ${inst ? installationName(t.ctx, inst) : 'the installation'} and enter the value (1–6).`,
    }
  },
  resolveRoll(t, m, natural, source) {
    const s = st(m)
    if (s.ucep) return bombing.resolveRoll!(t, m, natural, source)
    s.dice.push(natural)
    if (s.dice.length < 2) return
    const [a, b] = s.dice
    s.dice = []
    rollBombardment(t, m, [a, b], source)
  },
  resumeChart(t, m) {
    const [a, b] = m.chart!.dice
    rollBombardment(t, m, [a, b], m.chart!.source)
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage !== 'resolving') return null
    if (s.collateral || asked(t, s)) return bombing.settled!(t, m) // collateral losses (D-BOMB-COLLATERAL), the owner's 1 EP (D-BOMB-UCEP)
    if (s.ucep || s.queue.length) return null // a die to roll (awaitedRoll)
    s.stage = 'done'
    emit(t, {
      type: 'bombardmentOver',
      text: `The bombardment at ${label(t, m.target!)} is over (3.28).`,
      rule: RULE,
      side: m.side,
    })
    return 'progress'
  },
  act: (t, a, p, m) => bombing.act!(t, a, p, m),
  legal: (state, p) => bombing.legal!(state, p),
}
