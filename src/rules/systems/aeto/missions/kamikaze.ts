// Japanese air units flying as Kamikazes (APTO 4.16, 4.17, 4.20, 4.21; the Kamikaze rule itself,
// [10.7], is not in Booklet 1). The scenario marks the units that may (`kamikaze: true` on an APTO
// Japanese air unit); the player declares at launch which of them fly an air-naval attack as
// Kamikazes (the launch's `kamikaze` list): the rules speak of units "flying as" Kamikazes. Such a
// unit, for that mission:
// - ignores every abort result of air combat, the abort that comes with a hit included (D52, D53);
// - attacks ships as a bomber-type, a fighter-type too, with attacks equal to its strength (D61);
// - takes +2 on each attack and no other modifier (D62);
// - takes each anti-aircraft hit at once, not after all the attacks (D60, D69);
// - is expended once its attacks are over (10.7 is not in Booklet 1: a default, labelled so).
// A leaf module: the engine (air combat, launch) reads it; it imports no engine procedure.
import type { ScenarioContext } from '../context'
import { emit, isUnitId, names, nameOrId, refuse, type Tx } from '../engine/core'
import type { Action, GameState, Mission, UnitId } from '../types'
import { unitName } from '../units'
import { eliminate } from '../engine/losses'

/** The scenario lets this unit fly as a Kamikaze (APTO Japanese units only; validated with the scenario). */
export function mayFlyKamikaze(ctx: ScenarioContext, id: UnitId): boolean {
  return ctx.variant.id === 'apto' && ctx.unitDefs.get(id)?.kamikaze === true
}

/** The mission a unit aloft flies for, if any. */
function missionOf(s: GameState, id: UnitId): Mission | undefined {
  const a = s.units[id]?.aloft
  const f = a ? s.flights[a.flight] : undefined
  return f ? s.missions[f.mission] : undefined
}

/** This unit flies its present mission as a Kamikaze (APTO 4.16: "Japanese air units flying as Kamikazes"). */
export function flyingAsKamikaze(s: GameState, id: UnitId): boolean {
  return missionOf(s, id)?.airNaval?.kamikaze?.includes(id) ?? false
}

/** Why an air combat abort does not touch this unit, or null when it does (APTO D52). */
export function abortImmunity(s: GameState, id: UnitId): string | null {
  return flyingAsKamikaze(s, id) ? 'a Kamikaze is immune to abort results, APTO D52' : null
}

/**
 * The launch's `kamikaze` list, checked: units of this launch that the scenario lets fly as
 * Kamikazes, on an air-naval attack only. Empty when the launch names none.
 */
export function declaredKamikaze(
  t: Tx,
  a: Extract<Action, { type: 'launch' }>,
  units: readonly UnitId[],
  kind: string,
): UnitId[] {
  const list: unknown = a.kamikaze
  if (list === undefined) return []
  if (!Array.isArray(list)) refuse('4.20', `"kamikaze" is a list of unit ids (got ${JSON.stringify(list)}).`)
  if (!list.length) return []
  if (kind !== 'airNaval')
    refuse('4.20', 'Only an air-naval attack may be flown as a Kamikaze (APTO 4.20, 10.7).')
  for (const id of list) {
    if (!isUnitId(t, id) || !units.includes(id))
      refuse(
        '4.20',
        `${nameOrId(t, id)} is not one of the units of this launch: only they may be declared Kamikazes.`,
      )
    if (!mayFlyKamikaze(t.ctx, id))
      refuse(
        '4.20',
        `${unitName(t.ctx, id)} may not fly as a Kamikaze: the scenario marks the Japanese units that may (APTO 10.7, not in Booklet 1).`,
      )
  }
  if (new Set(list).size !== list.length) refuse('4.20', 'A unit is declared a Kamikaze twice.')
  return list as UnitId[]
}

/** The launch log line of the units declared Kamikazes. */
export function noteKamikazeLaunch(t: Tx, side: string, ids: readonly UnitId[]): void {
  if (!ids.length) return
  emit(t, {
    type: 'kamikaze',
    text: `${names(t, ids)} ${ids.length === 1 ? 'flies' : 'fly'} as ${ids.length === 1 ? 'a Kamikaze' : 'Kamikazes'}: immune to aborts in air combat (APTO D52), ${ids.length === 1 ? 'its' : 'their'} attacks on ships at +2 and no other modifier (APTO D62), anti-aircraft hits at once (APTO D60, D69); expended after ${ids.length === 1 ? 'its' : 'their'} attacks (10.7, not in Booklet 1: default used).`,
    rule: '4.20',
    side,
    units: [...ids],
  })
}

/** After the attacks: each Kamikaze that attacked is expended (10.7 is not in Booklet 1: a default, labelled so). */
export function expendKamikazes(t: Tx, m: Mission, made: Record<UnitId, number>): void {
  const spent = (m.airNaval?.kamikaze ?? []).filter((id) => (made[id] ?? 0) > 0 && !t.s.units[id].eliminated)
  if (!spent.length) return
  for (const id of spent) eliminate(t, id)
  emit(t, {
    type: 'eliminated',
    text: `${names(t, spent)} ${spent.length === 1 ? 'has' : 'have'} made ${spent.length === 1 ? 'its' : 'their'} Kamikaze attacks and ${spent.length === 1 ? 'is' : 'are'} expended: eliminated (not a rule of Booklet 1: default used, as [10.7] is external).`,
    rule: '4.20',
    side: m.side,
    units: spent,
  })
}
