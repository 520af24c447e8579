// Initiating air operations, or passing (20.C, 20.D(1)–(3), (6)): the CAP window of the initial
// phase and the on-demand windows alternate between the players from the phasing player until both
// pass in a row; in a combat phase the non-phasing player flies DAS, then the phasing player OGS.
// The target-hex limits: no hex is the target of more than one operation in a phase (20.B.2.f,
// 20.C; house ruling A1 on what "one" counts), and a player's next operation may not target the hex
// of his previous one (20.D(6)).
import { hexOf } from '../../kernel/hex'
import { HOLES } from './holes'
import { closeStage } from './flow'
import { PHASE_NAMES } from './phases'
import { ruled } from './rulings'
import { otherSide, refuse, sideName, unitName, unitOf, type EuropaProcedure, type Tx } from './tx'
import {
  OP_KINDS,
  type EuropaAction,
  type EuropaPending,
  type EuropaState,
  type Flight,
  type Mission,
  type OpKind,
  type Stage,
} from './types'

/** The missions an operation of each kind may hold: its own and escorts (20.D(3)). */
export const MISSIONS_OF: Readonly<Record<OpKind, readonly Mission[]>> = {
  CAP: ['CAP'],
  DAS: ['DAS', 'escort'],
  OGS: ['GS', 'escort'], // "only air units flying the GS bombing mission and fighters flying the escort mission" (20.D(3))
  strategicBombing: ['strategicBombing', 'escort'],
  transport: ['transport', 'escort'],
}

/** Missions only fighters fly: an escort and an interceptor are fighters (20.B.2.b–c); CAP is flown by fighters (20.C.10). */
const FIGHTERS_ONLY: readonly Mission[] = ['CAP', 'escort', 'interception']

type Window = Extract<EuropaPending, { kind: 'operationOrPass' }>['airWindow']

const WINDOW_RULE: Readonly<Record<Window, string>> = {
  capWindow: '20.C.1.b',
  onDemand: '20.C',
  das: '20.C.6',
  ogs: '20.C.6',
}

/** The kinds a window offers before any ruling: the draft places CAP, DAS and OGS; H8 the rest. */
function kindsOf(s: EuropaState, w: Window): OpKind[] {
  if (w === 'capWindow') return ['CAP']
  if (w === 'das') return ['DAS']
  if (w === 'ogs') return ['OGS']
  return (['CAP', 'strategicBombing', 'transport'] as OpKind[]).filter(
    (k) => s.rulings[`H8:${s.phase}:${k}`]?.answer !== 'no',
  )
}

function initiate(
  t: Tx,
  a: Extract<EuropaAction, { type: 'initiate' }>,
  p: Extract<EuropaPending, { kind: 'operationOrPass' }>,
): void {
  const s = t.s
  const side = p.side
  const rule = WINDOW_RULE[p.airWindow]
  if (!OP_KINDS.includes(a.kind))
    refuse(rule, `kind: got ${JSON.stringify(a.kind)}, expected one of ${OP_KINDS.join(', ')}`)
  if (p.airWindow !== 'onDemand' && !p.kinds.includes(a.kind))
    refuse(
      rule,
      `kind: got ${JSON.stringify(a.kind)}, expected ${p.kinds.join(' or ')}: the ${PHASE_NAMES[s.phase]} allows only those now (${rule})`,
    )
  if (p.airWindow === 'onDemand' && (a.kind === 'DAS' || a.kind === 'OGS'))
    refuse(
      '20.C.6',
      `kind: got "${a.kind}", expected an operation flown on demand: DAS and OGS are flown in the combat phases (20.C.6, 20.C.8)`,
    )
  if (typeof a.hex !== 'string' || !hexOf(a.hex, s.scenario.map))
    refuse(
      '20.B.2.f',
      `hex: got ${JSON.stringify(a.hex)}, expected a hex label on the ${s.scenario.map.cols} × ${s.scenario.map.rows} map`,
    )
  if (s.lastTarget[side] === a.hex)
    refuse(
      '20.D(6)',
      `hex: got "${a.hex}", expected another hex: ${sideName(s, side)}'s previous operation targeted it (20.D(6))`,
    )
  if (!Array.isArray(a.flights) || !a.flights.length)
    refuse(
      '20.D.1',
      `flights: got ${JSON.stringify(a.flights)}, expected a list of { "unit", "mission", "extended"? }`,
    )
  const allowed = MISSIONS_OF[a.kind]
  a.flights.forEach((f, i) => {
    const path = `flights[${i}]`
    const u = f && typeof f.unit === 'string' ? unitOf(s, f.unit) : undefined
    if (!u || u.side !== side)
      refuse(
        '20.D.1',
        `${path}.unit: got ${JSON.stringify(f?.unit)}, expected an air unit of ${sideName(s, side)}`,
      )
    if (a.flights.findIndex((g) => g.unit === f.unit) !== i)
      refuse('20.D.1', `${path}.unit: got "${f.unit}" twice, expected each unit once`)
    const w = s.units[u.id].where
    if (w.kind !== 'base')
      refuse(
        '20.D.1',
        `${path}.unit: got "${u.id}" (${w.kind === 'box' ? `in the ${w.box} box` : w.kind === 'cap' ? 'on CAP' : 'flying'}), expected a unit at an airbase: only those fly missions (20.B.1.a–c)`,
      )
    if (!allowed.includes(f.mission))
      refuse(
        '20.D(3)',
        `${path}.mission: got ${JSON.stringify(f.mission)}, expected ${allowed.join(' or ')}: a ${a.kind} operation holds only those (20.D(3))`,
      )
    if (FIGHTERS_ONLY.includes(f.mission) && u.category !== 'fighter')
      refuse(
        '20.B.2.b',
        `${path}.mission: got "${f.mission}" for a ${u.category}, expected a fighter: only fighters fly it (20.B.2.b–c)`,
      )
    if (f.extended !== undefined && typeof f.extended !== 'boolean')
      refuse('20.B.1.c', `${path}.extended: got ${JSON.stringify(f.extended)}, expected true or false`)
  })
  if (a.flights.every((f) => f.mission === 'escort'))
    refuse('20.B.2.b', 'flights: got only escorts, expected a mission for them to escort (20.B.2.b, 20.D.1)')
  // The house rulings, once the action is well formed.
  const already = s.targeted.filter((x) => x.hex === a.hex)
  if (already.length) {
    const reading = ruled(s, 'A1', side)
    const perKind = reading === HOLES.find((h) => h.id === 'A1')!.options![1]
    if (!perKind || already.some((x) => x.kind === a.kind))
      refuse(
        '20.B.2.f',
        `hex: got "${a.hex}", expected a hex no other operation${perKind ? ` of kind ${a.kind}` : ''} targeted in this phase (20.B.2.f, 20.C; house ruling A1)`,
      )
  }
  if (p.airWindow === 'onDemand' && ruled(s, `H8:${s.phase}:${a.kind}`, side) === 'no')
    refuse(
      '20.C',
      `kind: got "${a.kind}", expected an operation the ${PHASE_NAMES[s.phase]} allows: by house ruling H8 it allows no ${a.kind} operation`,
    )
  if (a.flights.some((f) => f.mission === 'escort')) ruled(s, 'H11', side)
  if (a.flights.some((f) => f.extended)) ruled(s, 'EXT', side)
  if (a.flights.length > 1) ruled(s, 'H2', side)

  const n = ++s.opCount
  const flights: Flight[] = a.flights.map((f) => {
    const u = s.units[f.unit]
    const base = u.where.kind === 'base' ? u.where.base : null
    u.home = base
    u.where = { kind: 'aloft', op: n }
    return {
      unit: f.unit,
      side,
      mission: f.mission,
      extended: f.extended === true,
      priorX: u.x,
      wasInoperative: u.face === 'inoperative',
    }
  })
  s.op = { n, kind: a.kind, side, hex: a.hex, phase: s.phase, flights, step: 'interceptors' }
  s.targeted.push({ hex: a.hex, kind: a.kind, side })
  s.lastTarget[side] = a.hex
  s.passes = 0
  const counts = new Map<string, number>()
  for (const f of flights) counts.set(f.mission, (counts.get(f.mission) ?? 0) + 1)
  t.log(
    `${sideName(s, side)} initiates a ${a.kind} air operation against ${a.hex}: ${[...counts].map(([m, c]) => `${m} ×${c}`).join(', ')} (20.D.1, 20.D(5)).`,
    '20.D.1',
    { type: 'initiate', side },
  )
  t.log(
    `Flying: ${flights.map((f) => `${unitName(s, f.unit)} (${f.mission}${f.extended ? ', extended' : ''})`).join(', ')}.`,
    '20.D(2)',
    { type: 'flightsNamed', side, privateTo: side },
  )
}

function pass(t: Tx, _a: unknown, p: Extract<EuropaPending, { kind: 'operationOrPass' }>): void {
  const s = t.s
  t.log(`${sideName(s, p.side)} passes.`, WINDOW_RULE[p.airWindow], { type: 'pass', side: p.side })
  if (p.airWindow === 'das' || p.airWindow === 'ogs') return closeStage(t)
  s.passes += 1
  if (s.passes >= 2) {
    t.log('Both players passed in a row: the window closes (20.C.1.b, 20.D(1)).', WINDOW_RULE[p.airWindow], {
      type: 'windowClosed',
    })
    return closeStage(t)
  }
  s.toAct = otherSide(s, p.side)
}

const PROMPTS: Readonly<Record<Window, string>> = {
  capWindow: 'fly a CAP air operation, or pass; the players alternate until both pass in a row (20.C.1.b).',
  onDemand:
    'initiate an air operation on demand, or pass; if both wish to, the phasing player goes first and the players alternate until both pass (20.D(1)).',
  das: 'fly a half-strength DAS air operation, or pass (20.C.6 a).',
  ogs: 'fly an OGS air operation, or pass (20.C.6 b).',
}

/** One sample operation per airbase: its units that may fly the kind's own mission, over a hex it may target. */
function sampleInitiations(s: EuropaState, side: string, kinds: OpKind[]): EuropaAction[] {
  const enemyHexes = s.scenario.airbases.filter((b) => b.side !== side).map((b) => b.hex)
  const out: EuropaAction[] = []
  for (const kind of kinds)
    for (const b of s.scenario.airbases.filter((x) => x.side === side)) {
      const mission = MISSIONS_OF[kind][0]
      const units = s.scenario.airUnits.filter((u) => {
        const w = s.units[u.id].where
        return (
          u.side === side &&
          w.kind === 'base' &&
          w.base === b.id &&
          (FIGHTERS_ONLY.includes(mission) ? u.category === 'fighter' : u.category !== 'fighter')
        )
      })
      const hex = kind === 'OGS' || kind === 'strategicBombing' ? enemyHexes[0] : b.hex
      if (!units.length || !hex || s.lastTarget[side] === hex || s.targeted.some((x) => x.hex === hex))
        continue
      out.push({ type: 'initiate', kind, hex, flights: units.map((u) => ({ unit: u.id, mission })) })
    }
  return out
}

function windowOf(stage: Stage): Window | null {
  return stage === 'capWindow' || stage === 'onDemand' || stage === 'das' || stage === 'ogs' ? stage : null
}

export const windowsProcedure: EuropaProcedure = {
  id: 'operationWindows',
  decisions: {
    operationOrPass: {
      accepts: { initiate, pass },
      legal: (s, p) => [...sampleInitiations(s, p.side, p.kinds), { type: 'pass' }],
    },
  },
  decide(t) {
    const s = t.s
    const w = windowOf(s.stage)
    if (!w || s.op) return null
    return {
      kind: 'operationOrPass',
      side: s.toAct,
      rule: WINDOW_RULE[w],
      prompt: `${PHASE_NAMES[s.phase]}, ${sideName(s, s.toAct)}: ${PROMPTS[w]}`,
      airWindow: w,
      kinds: kindsOf(s, w),
    }
  },
}
