// Air Transport (14.9) in the mission sequence (14.2f): the declaration's checks, the load (cargo
// and each plane's range option, 14.9a–b, 14.9e), the cargo lost with capacity (14.4g), the
// unloading at the destination air base with its limit (14.9f) and the return (14.9e). The pure
// sums are fire/cargo.ts's. The cargo is the players' data (types.ts, OcsCargo): Sortie moves it
// and logs it; what the ground rules say of the units carried (Move Mode, 14.9c–d) is theirs.
import { distance } from '../../kernel/hex'
import { cargoAfterLoss, poolCarries, rangeOptions, type CargoPlane } from './fire/cargo'
import type {
  OcsAction,
  OcsCargo,
  OcsEvent,
  OcsLoad,
  OcsMission,
  OcsMissionType,
  OcsRangeOption,
  OcsState,
} from './types'
import { baseAt, counter, nameOf, ratings, sideName } from './world'

/** Cargo unloaded at an air base per Movement Segment: 2T times the base Level (14.9f). */
export const UNLOAD_T_PER_LEVEL = 2

/** "1/2T" → 0.5, "2T" → 2; null (no capacity) → 0 (14.9a). */
export function capacityT(cap: string | null): number {
  if (!cap) return 0
  const n = cap.slice(0, -1)
  return n === '1/2' ? 0.5 : Number(n)
}

export function cargoOf(s: { scenario: OcsState['scenario'] }, id: string): OcsCargo | undefined {
  return s.scenario.cargo?.find((c) => c.id === id)
}

/** Its size now: a supply cargo that lost part of itself in a drop is smaller (14.10d). */
export const tNow = (s: OcsState, id: string) => (cargoOf(s, id)?.t ?? 0) - (s.cargo?.[id]?.lost ?? 0)
const tOf = (s: OcsState, ids: readonly string[]) => ids.reduce((a, id) => a + tNow(s, id), 0)

/** "1 SP (1T)", "1st Para Bn (1T)". */
export function cargoName(s: OcsState, id: string): string {
  return `${cargoOf(s, id)!.name} (${tNow(s, id)}T)`
}

function plane(s: OcsState, id: string, option: OcsRangeOption): CargoPlane {
  return { name: nameOf(s, id), capacity: capacityT(ratings(s, id).transportCap), option }
}

/** The cargo of `side` waiting, whole, at `hex`. */
export function cargoAt(s: OcsState, side: string, hex: string): string[] {
  return (s.scenario.cargo ?? [])
    .filter((c) => c.side === side && s.cargo?.[c.id].hex === hex && !s.cargo[c.id].destroyed)
    .map((c) => c.id)
}

/**
 * The options open to one plane flying `hex` (14.9e). An Air Drop lands at no air base, so option A
 * (Inactive at the destination air base) is not open to it: B or C (14.10 reads 14.9 so).
 */
export function optionsOf(
  s: OcsState,
  id: string,
  hex: string,
  type: OcsMissionType = 'transport',
): OcsRangeOption[] {
  const d = distance(s.aircraft[id].base, hex, s.scenario.map)
  return rangeOptions(counter(s, id).range, d)
    .map((o) => o.option)
    .filter((o) => type !== 'drop' || o !== 'A')
}

/**
 * The cargo at `base` a mission to `hex` may load: any, for an Air Transport; for an Air Drop,
 * Supply Points, and a "Para" unit only on a Drop Plan for this hex in this phase, a Movement
 * Phase (14.10a–b).
 */
export function loadable(
  s: OcsState,
  type: OcsMissionType,
  side: string,
  base: string,
  hex: string,
): string[] {
  const here = cargoAt(s, side, base)
  if (type !== 'drop') return here
  const ph = s.scenario.phases[s.phase]
  return here.filter((id) => {
    const c = cargoOf(s, id)!
    if (c.kind === 'sp') return true
    // A unit without the "Para" symbol lands only by glider (14.10a).
    return (
      (c.para === true || (s.gliders?.[base] ?? 0) > 0) &&
      ph.kind === 'movement' &&
      (s.scenario.dropPlans ?? []).some((p) => p.cargo === id && p.hex === hex && p.phase === ph.name)
    )
  })
}

/** Why these planes cannot fly an Air Transport to `hex`, or null (14.9, 14.9a, 14.9e). */
export function transportProblem(
  s: OcsState,
  side: string,
  hex: string,
  aircraft: readonly string[],
  checkCargo = true,
  type: OcsMissionType = 'transport',
): { rule: string; message: string } | null {
  if (type === 'drop' && !s.scenario.terrain?.[hex])
    return {
      rule: '14.10d',
      message: `hex: ${hex} has no terrain in the scenario's "terrain"; an Air Drop is rolled by the terrain of the drop hex (14.10d), which the players give.`,
    }
  if (type === 'transport' && baseAt(s, hex)?.side !== side)
    return {
      rule: '14.9e',
      message: `hex: ${hex} holds no ${sideName(s, side)} air base; Air Transport missions are flown to a friendly air base (14.9e).`,
    }
  for (const id of aircraft) {
    if (!counter(s, id).types.includes('Tpt') || !ratings(s, id).transportCap)
      return {
        rule: '14.9a',
        message: `${nameOf(s, id)} has no transport capacity on its current side: only Transports carry cargo (14.9a).`,
      }
    const x = s.aircraft[id]
    const d = distance(x.base, hex, s.scenario.map)
    if (d === 0) return { rule: '14.9e', message: `${nameOf(s, id)} is based at ${hex} already.` }
    if (!optionsOf(s, id, hex, type).length)
      return type === 'drop'
        ? {
            rule: '14.10',
            message: `${nameOf(s, id)} at ${x.base} is ${d} hexes from ${hex}, beyond its range of ${counter(s, id).range}: an Air Drop lands at no air base, so it cannot stay there Inactive (14.9e A).`,
          }
        : {
            rule: '14.9e',
            message: `${nameOf(s, id)} at ${x.base} is ${d} hexes from ${hex}, beyond twice its range of ${counter(s, id).range} (14.9e A).`,
          }
  }
  if (!checkCargo) return null
  // Some cargo at the planes' bases must fit the planes there at their best option, or nothing flies.
  const fits = [...new Set(aircraft.map((id) => s.aircraft[id].base))].some((base) => {
    const here = aircraft.filter((id) => s.aircraft[id].base === base)
    const best = poolCarries(
      here.map((id) => plane(s, id, optionsOf(s, id, hex, type)[0])),
      0,
    ).capacity
    // A glider carries 2T, two of them 4T on a double-capacity trip (14.10e C).
    const tows = here.filter((id) => s.aircraft[id].steps >= 2)
    const glider =
      tows.length && (s.gliders?.[base] ?? 0) > 0
        ? tows.some((id) => optionsOf(s, id, hex, type)[0] === 'C') && (s.gliders?.[base] ?? 0) > 1
          ? 4
          : 2
        : 0
    return loadable(s, type, side, base, hex).some((c) => {
      const para = type !== 'drop' || cargoOf(s, c)!.kind === 'sp' || cargoOf(s, c)!.para === true
      return (para && tNow(s, c) <= best) || tNow(s, c) <= glider
    })
  })
  if (!fits)
    return {
      rule: type === 'drop' ? '14.10a' : '14.9a',
      message: `aircraft: no cargo of ${sideName(s, side)} waits at ${[...new Set(aircraft.map((id) => s.aircraft[id].base))].join(', ')} that these Transports can carry${type === 'drop' ? ' and drop there (Supply Points, or a "Para" unit on a Drop Plan for this hex and Movement Phase, 14.10a–b)' : ' (14.9a, 14.9c)'}.`,
    }
  return null
}

/** The load decision of a declared Air Transport (14.2f A, 14.9a, 14.9e). */
export function loadPending(s: OcsState, m: OcsMission): Extract<OcsState['pending'], { kind: 'load' }> {
  const options = Object.fromEntries(m.aircraft.map((id) => [id, optionsOf(s, id, m.hex, m.type)]))
  const bases = [...new Set(m.aircraft.map((id) => s.aircraft[id].base))]
  return {
    kind: 'load',
    side: m.side,
    rule: m.type === 'drop' ? '14.10' : '14.9e',
    prompt:
      m.type === 'drop'
        ? `${sideName(s, m.side)}: pick each Transport's range option (B its range; C half its range, capacity doubled, 14.9e) and the cargo it drops over ${m.hex} (Supply Points, or a "Para" unit on its Drop Plan, 14.10a–b).`
        : `${sideName(s, m.side)}: pick each Transport's range option (A twice its range, Inactive at ${m.hex}; B its range; C half its range, capacity doubled, 14.9e) and the cargo it carries from its base (14.9a).`,
    options,
    cargo: bases.flatMap((b) => loadable(s, m.type, m.side, b, m.hex)),
  }
}

/** Why a load is refused (naming the field, what it got, what it expects), or null. */
export function loadProblem(
  s: OcsState,
  p: Extract<OcsState['pending'], { kind: 'load' }>,
  a: Extract<OcsAction, { type: 'load' }>,
): { rule: string; message: string } | null {
  const m = s.mission!
  if (!a.options || typeof a.options !== 'object')
    return {
      rule: '14.9e',
      message: `options: got ${JSON.stringify(a.options)}, expected each Transport's range option, e.g. { "${m.aircraft[0]}": "B" }.`,
    }
  for (const id of m.aircraft)
    if (!p.options[id].includes(a.options[id]))
      return {
        rule: '14.9e',
        message: `options.${id}: got ${JSON.stringify(a.options[id])}, expected one of ${p.options[id].map((o) => `"${o}"`).join(', ')} for ${nameOf(s, id)} ${distance(s.aircraft[id].base, m.hex, s.scenario.map)} hexes from ${m.hex} with range ${counter(s, id).range} (14.9e).`,
      }
  const extra = Object.keys(a.options).find((id) => !m.aircraft.includes(id))
  if (extra)
    return {
      rule: '14.9e',
      message: `options.${extra}: got an option for an aircraft not on the mission, expected options for ${m.aircraft.join(', ')}.`,
    }
  if (!Array.isArray(a.cargo) || !a.cargo.length)
    return {
      rule: '14.9a',
      message: `cargo: got ${JSON.stringify(a.cargo)}, expected one or more of ${p.cargo.join(', ')}.`,
    }
  if (new Set(a.cargo).size !== a.cargo.length)
    return { rule: '14.9a', message: `cargo: got ${JSON.stringify(a.cargo)}, expected each cargo once.` }
  const bad = a.cargo.find((c) => !p.cargo.includes(c))
  if (bad !== undefined)
    return {
      rule: '14.9a',
      message: `cargo: got ${JSON.stringify(bad)}, expected cargo waiting at the Transports' bases: ${p.cargo.join(', ')}.`,
    }
  // Gliders (14.10e): towed only by a full-strength plane, one Glider Point, two on a double-capacity trip.
  const tow = a.tow ?? {}
  if (typeof tow !== 'object' || Array.isArray(tow))
    return {
      rule: '14.10e',
      message: `tow: got ${JSON.stringify(a.tow)}, expected Glider Points by plane, e.g. { "${m.aircraft[0]}": 1 }.`,
    }
  for (const [id, n] of Object.entries(tow)) {
    if (!m.aircraft.includes(id))
      return {
        rule: '14.10e',
        message: `tow.${id}: got a tow for an aircraft not on the mission, expected one of ${m.aircraft.join(', ')}.`,
      }
    if (n !== 1 && n !== 2)
      return {
        rule: '14.10e C',
        message: `tow.${id}: got ${JSON.stringify(n)}, expected 1 or 2 Glider Points (14.10e C).`,
      }
    if (n === 2 && a.options[id] !== 'C')
      return {
        rule: '14.10e C',
        message: `tow.${id}: got 2, expected 1: only a Transport that doubles its capacity (option C) tows two Glider Points (14.10e C).`,
      }
    if (s.aircraft[id].steps < 2)
      return {
        rule: '14.10e C',
        message: `tow.${id}: ${nameOf(s, id)} is reduced; only a full-strength Transport tows a Glider Point (14.10e C).`,
      }
  }
  const onGliders = a.onGliders ?? []
  if (!Array.isArray(onGliders) || onGliders.some((c) => !a.cargo.includes(c)))
    return {
      rule: '14.10e',
      message: `onGliders: got ${JSON.stringify(a.onGliders)}, expected some of the cargo loaded: ${a.cargo.join(', ')}.`,
    }
  for (const c of a.cargo) {
    const x = cargoOf(s, c)!
    if (m.type === 'drop' && x.kind === 'unit' && !x.para && !onGliders.includes(c))
      return {
        rule: '14.10a',
        message: `onGliders: ${cargoName(s, c)} has no "Para" symbol, so it drops only by glider (14.10a); expected it in onGliders.`,
      }
  }
  // Transports at the same air base combine their capacity; a ½T is never rounded up (14.9a–b).
  for (const base of new Set(m.aircraft.map((id) => s.aircraft[id].base))) {
    const planes = m.aircraft.filter((id) => s.aircraft[id].base === base)
    const points = planes.reduce((n, id) => n + (tow[id] ?? 0), 0)
    if (points > (s.gliders?.[base] ?? 0))
      return {
        rule: '14.10e B',
        message: `tow: got ${points} Glider Points from ${base}, expected at most the ${s.gliders?.[base] ?? 0} there (14.10e B).`,
      }
    const here = a.cargo.filter((c) => s.cargo![c].hex === base)
    const gliderLoad = tOf(
      s,
      here.filter((c) => onGliders.includes(c)),
    )
    const gliderCap = planes.reduce((n, id) => n + split(s, id, a.options[id], tow[id]).glider, 0)
    if (gliderLoad > gliderCap)
      return {
        rule: '14.10e C',
        message: `onGliders: at ${base}, ${gliderLoad}T on gliders, expected at most ${gliderCap}T: 2T a Glider Point, 4T on two (14.10e C).`,
      }
    const load = tOf(
      s,
      here.filter((c) => !onGliders.includes(c)),
    )
    const r = poolCarries(
      planes
        .filter((id) => !tow[id] || a.options[id] === 'C')
        .map((id) => ({
          ...plane(s, id, tow[id] ? 'B' : a.options[id]),
          ...(tow[id] === 2 ? { capacity: 0 } : {}),
        })),
      load,
    )
    if (!r.carries) return { rule: r.capacity ? '14.9b' : '14.9a', message: `cargo: at ${base}, ${r.text}` }
  }
  return null
}

/**
 * What a plane carries in itself and on its gliders (14.9e, 14.10e C, F): no tow, its printed
 * capacity (doubled on C); one Glider Point, 2T on the glider (and on C its printed capacity
 * besides, for a paradrop); two, 4T on the gliders; a tow that lost a step, 1T in all.
 */
export function split(
  s: OcsState,
  id: string,
  option: OcsRangeOption,
  tow: 1 | 2 | undefined,
  lostStep = false,
): { own: number; glider: number } {
  const printed = capacityT(ratings(s, id).transportCap)
  if (!tow) return { own: option === 'C' ? 2 * printed : printed, glider: 0 }
  if (lostStep) return { own: 0, glider: 1 }
  if (tow === 2) return { own: 0, glider: 4 }
  return { own: option === 'C' ? printed : 0, glider: 2 }
}

/** The load taken on (logged); the mission goes on to its Air Combat (14.2f C). */
export function takeLoad(s: OcsState, load: OcsLoad, ev: OcsEvent[]): OcsState {
  const m = s.mission!
  const tow = load.tow ?? {}
  const glided = load.onGliders ?? []
  ev.push({
    type: 'load',
    text: `Mission ${m.n}: ${m.aircraft.map((id) => `${nameOf(s, id)} flies option ${load.options[id]}${tow[id] ? `, towing ${tow[id]} Glider Point${tow[id] > 1 ? 's' : ''}` : ''}`).join(', ')} (14.9e${Object.keys(tow).length ? ', 14.10e C' : ''}); it carries ${load.cargo.map((c) => `${cargoName(s, c)}${glided.includes(c) ? ' on a glider' : ''}`).join(', ')}, ${tOf(s, load.cargo)}T in all (14.9a; the cargo is the players' data).`,
    rule: '14.9e',
    side: m.side,
  })
  // A glider is used once: the Glider Points go to the Dead Pile (14.10e A).
  const gliders = s.gliders ? { ...s.gliders } : undefined
  for (const [id, n] of Object.entries(tow)) gliders![s.aircraft[id].base] -= n
  return { ...s, ...(gliders ? { gliders } : {}), mission: { ...m, load } }
}

/** The mission's capacity now: its planes still flying, each on its current side and option (14.4g, 14.9e). */
export function missionCapacity(s: OcsState, m: OcsMission): number {
  return m.aircraft.reduce((a, id) => {
    const tow = m.load!.tow?.[id]
    const c = split(s, id, m.load!.options[id], tow, !!tow && s.aircraft[id].steps < 2)
    return a + c.own + c.glider
  }, 0)
}

/**
 * After Flak (or an abort in Air Combat) the capacity may fall below the load: recalculate and
 * destroy the excess, the player choosing which; rounded in favour of the cargo (14.4g). Returns
 * the cargoLoss decision, or the state (everything destroyed when no plane is left).
 */
export function cargoLossStep(
  s: OcsState,
  ev: OcsEvent[],
): { state: OcsState; pending?: Extract<OcsState['pending'], { kind: 'cargoLoss' }> } {
  const m = s.mission!
  if ((m.type !== 'transport' && m.type !== 'drop') || !m.load?.cargo.length) return { state: s }
  const load = tOf(s, m.load.cargo)
  const capacity = missionCapacity(s, m)
  const r = cargoAfterLoss(load, capacity)
  if (r.destroyed <= 0) return { state: s }
  if (r.kept === 0) return { state: destroyCargo(s, m.load.cargo, `${r.text}`, ev) }
  return {
    state: s,
    pending: {
      kind: 'cargoLoss',
      side: m.side,
      rule: '14.4g',
      prompt: `${r.text} ${sideName(s, m.side)} picks the cargo destroyed, keeping at most ${r.kept}T (14.4g).`,
      choices: [...m.load.cargo],
      capacity,
      keep: r.kept,
    },
  }
}

/** Why a choice of cargo to destroy is refused, or null: what stays fits, and nothing more is lost than needed (14.4g). */
export function cargoLossProblem(
  s: OcsState,
  p: Extract<OcsState['pending'], { kind: 'cargoLoss' }>,
  a: Extract<OcsAction, { type: 'cargoLoss' }>,
): string | null {
  if (!Array.isArray(a.cargo) || a.cargo.some((c) => !p.choices.includes(c)))
    return `cargo: got ${JSON.stringify(a.cargo)}, expected some of the mission's cargo: ${p.choices.join(', ')}.`
  if (new Set(a.cargo).size !== a.cargo.length)
    return `cargo: got ${JSON.stringify(a.cargo)}, expected each cargo once.`
  const left = tOf(
    s,
    p.choices.filter((c) => !a.cargo.includes(c)),
  )
  if (left > p.keep)
    return `cargo: got ${JSON.stringify(a.cargo)}, leaving ${left}T; expected at most ${p.keep}T left, what the mission now carries (14.4g).`
  const spare = a.cargo.find((c) => left + tNow(s, c) <= p.keep)
  if (spare !== undefined)
    return `cargo: got ${JSON.stringify(a.cargo)}, expected only the portion that exceeds the capacity: ${cargoName(s, spare)} still fits (14.4g).`
  return null
}

export function destroyCargo(s: OcsState, ids: readonly string[], why: string, ev: OcsEvent[]): OcsState {
  const m = s.mission!
  ev.push({
    type: 'cargoLoss',
    text: `E) ${why} Destroyed: ${ids.map((c) => cargoName(s, c)).join(', ')} (14.4g; the players remove it).`,
    rule: '14.4g',
    side: m.side,
  })
  const cargo = { ...s.cargo! }
  for (const id of ids) cargo[id] = { ...cargo[id], destroyed: true }
  return {
    ...s,
    cargo,
    mission: { ...m, load: { ...m.load!, cargo: m.load!.cargo.filter((c) => !ids.includes(c)) } },
  }
}

/**
 * Step F of an Air Transport: the cargo is unloaded at the destination air base. At most 2T times
 * the base Level per Movement Segment; a Transport whose cargo passes that limit unloads it anyway
 * and stays at the destination, Inactive (14.9f), as does every plane on option A (14.9e A), whose
 * cargo therefore does not count against the limit.
 * The others return in step G within their range (B) or half of it (C).
 */
export function unload(s: OcsState, ev: OcsEvent[]): OcsState {
  const m = s.mission!
  const load = m.load!
  const level = baseAt(s, m.hex)!.level
  const limit = UNLOAD_T_PER_LEVEL * level
  let used = s.unloaded?.[m.hex] ?? 0
  // Each base's cargo rides on that base's planes, in the order declared.
  // Cargo on gliders is not counted against the limit (14.10e D).
  const glided = load.cargo.filter((c) => load.onGliders?.includes(c))
  const left = new Map<string, number>()
  for (const c of load.cargo)
    if (!glided.includes(c)) left.set(s.cargo![c].hex, (left.get(s.cargo![c].hex) ?? 0) + tNow(s, c))
  const carried = new Map<string, number>()
  for (const id of m.aircraft) {
    const base = s.aircraft[id].base
    const own = split(s, id, load.options[id], load.tow?.[id]).own
    const c = Math.min(own, left.get(base) ?? 0)
    carried.set(id, c)
    left.set(base, (left.get(base) ?? 0) - c)
  }
  // What 14.4g kept by rounding in favour of the cargo rides on the base's last plane.
  for (const [base, rest] of left) {
    const last = m.aircraft.filter((id) => s.aircraft[id].base === base).pop()
    if (last && rest > 0) carried.set(last, carried.get(last)! + rest)
  }
  const stay: string[] = []
  const parts: string[] = []
  for (const id of m.aircraft) {
    const t = carried.get(id)!
    if (load.options[id] === 'A') {
      stay.push(id)
      // Inactive at the destination anyway, so its cargo is unloaded outside the limit (14.9f).
      parts.push(`${nameOf(s, id)} unloads ${t}T and stays at ${m.hex}, Inactive (14.9e A)`)
    } else if (used + t <= limit) {
      used += t
      parts.push(`${nameOf(s, id)} unloads ${t}T`)
    } else {
      stay.push(id)
      parts.push(
        `${nameOf(s, id)} unloads ${t}T beyond the base's limit of ${limit}T (${UNLOAD_T_PER_LEVEL}T × Level ${level}) this segment, so it stays at ${m.hex}, Inactive (14.9f)`,
      )
    }
  }
  const cargo = { ...s.cargo! }
  for (const c of load.cargo) cargo[c] = { ...cargo[c], hex: m.hex }
  ev.push({
    type: 'unload',
    text: `F) Air Transport to ${m.hex}: ${parts.join('; ')}${glided.length ? `; ${tOf(s, glided)}T on gliders, outside the limit (14.10e D)` : ''}. ${load.cargo.length ? `${load.cargo.map((c) => cargoName(s, c)).join(', ')} arrive${load.cargo.length === 1 ? 's' : ''} at ${m.hex}; the players move the units and supply there (14.9, 14.9d).` : 'No cargo is left to unload.'}`,
    rule: '14.9f',
    side: m.side,
  })
  const aircraft = { ...s.aircraft }
  for (const id of stay)
    aircraft[id] = { ...aircraft[id], base: m.hex, flying: null, mode: 'inactive' as const }
  return {
    ...s,
    aircraft,
    cargo,
    unloaded: { ...s.unloaded, [m.hex]: used },
    mission: {
      ...m,
      step: 'G',
      aircraft: [],
      returning: [...m.returning, ...m.aircraft.filter((id) => !stay.includes(id))],
    },
  }
}

/** How far an Air Transport plane may return: half its range on option C, else its range (14.9e B–C). */
export function returnWithin(s: OcsState, id: string): number {
  const m = s.mission
  return m?.load?.options[id] === 'C' ? counter(s, id).range / 2 : counter(s, id).range
}

function subsets<T>(items: readonly T[], cap: number): T[][] {
  const out: T[][] = []
  const walk = (from: number, acc: T[]) => {
    if (out.length >= cap) return
    if (acc.length) out.push([...acc])
    for (let i = from; i < items.length && out.length < cap; i++) walk(i + 1, [...acc, items[i]])
  }
  walk(0, [])
  return out
}

/** Every load the rules accept (options × tows × cargo sets × what rides on gliders), up to `cap`. */
export function loadActions(
  s: OcsState,
  p: Extract<OcsState['pending'], { kind: 'load' }>,
  cap: number,
): OcsAction[] {
  const ids = Object.keys(p.options)
  let combos: Record<string, OcsRangeOption>[] = [{}]
  for (const id of ids) combos = combos.flatMap((c) => p.options[id].map((o) => ({ ...c, [id]: o })))
  const sets = subsets(p.cargo, cap)
  const out: OcsAction[] = []
  for (const options of combos) {
    // Tows only where the base holds Glider Points and the plane is at full strength (14.10e C).
    let tows: Record<string, 1 | 2>[] = [{}]
    for (const id of ids) {
      if (!(s.gliders?.[s.aircraft[id].base] ?? 0) || s.aircraft[id].steps < 2) continue
      const n: (1 | 2)[] = options[id] === 'C' ? [1, 2] : [1]
      tows = tows.flatMap((t) => [t, ...n.map((k) => ({ ...t, [id]: k }))])
    }
    for (const tow of tows)
      for (const cargo of sets) {
        const glided = Object.keys(tow).length ? [[], ...subsets(cargo, cap)] : [[]]
        for (const onGliders of glided) {
          if (out.length >= cap) return out
          const a = {
            type: 'load' as const,
            options,
            cargo,
            ...(Object.keys(tow).length ? { tow } : {}),
            ...(onGliders.length ? { onGliders } : {}),
          }
          if (!loadProblem(s, p, a)) out.push(a)
        }
      }
  }
  return out
}

/** Every choice of cargo to destroy that 14.4g accepts. */
export function cargoLossActions(
  s: OcsState,
  p: Extract<OcsState['pending'], { kind: 'cargoLoss' }>,
  cap: number,
): OcsAction[] {
  return subsets(p.choices, cap)
    .map((cargo): OcsAction => ({ type: 'cargoLoss', cargo }))
    .filter((a) => !cargoLossProblem(s, p, a as Extract<OcsAction, { type: 'cargoLoss' }>))
}
