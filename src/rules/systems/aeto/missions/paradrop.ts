// Paradrops (4.24; spec §12.2, §12.3, §11.1, §3.3, D-PARA-DROP): in its own Land Offensive, in
// the ground support alternation of a land combat and before any of its supporting bomber-role
// units, a side launches an uncommitted ATP with the full-strength paratrooper that began the
// Offensive Phase at its airbase, escorted by fighters if it likes, to the combat hex (or, alone,
// to another land hex within the ATP's printed range). Interceptions come as for any flight. Once
// every air combat is over, if the ATP is over the drop hex unaborted, its owner drops (with or
// without Gliders) or cancels (D-PARA-DROP); one die decides: ≤ 2 eliminated, 3–4 depleted, 5+
// intact (A-11). The paratrooper's new state is `state.land` (land.ts); land combat itself is
// played at the table. The ATP returns to base with the Step's other flights.
//
// Sortie's reading where the rules leave room (README, docs): the paratrooper rides one point of
// the ATP; when a 2-point ATP loses a point the owner loses the empty one (his choice, 4.23), so
// the paratrooper is lost only with the ATP (4.23, §8.7). A paratrooper whose ATP aborts or never
// reaches the drop hex returns with it, marked Active as when a drop is cancelled (4.24).
import {
  describeValue,
  emit,
  label,
  names,
  parseLocOrRefuse,
  refuse,
  sideName,
  type Tx,
} from '../engine/core'
import { airDistance, terrainOf } from '../engine/geometry'
import { activeCombat, groundSupportCommitment, mayFlyGroundSupport } from '../engine/landOffensive'
import { mutUnit } from '../engine/draft'
import { landUnitNow, landUnitsNow, type LandUnitState } from '../land'
import type { Action, Loc, Mission, ParadropOutcome, SideId, UnitId } from '../types'
import { defOf, faceOf, isAtp, needsRole, unitName } from '../units'
import { airSuperiority, type GsAirUnit } from './groundSupportResult'
import { loseStep } from '../engine/losses'
import {
  atpRefused,
  bombersLaunched,
  glidersAllowed,
  PARADROP_RULE as RULE,
  paradropOptions,
  paratrooperRefused,
} from './paradropEligibility'
import {
  paradropBand,
  paradropChoice,
  paradropModifiers,
  sixthsText,
  type ParadropFacts,
} from './paradropTable'
import type { MissionProcedure } from './procedure'
import type { ParadropChoice, ParadropState } from './types'

declare module '../types' {
  interface PendingByKind {
    /** D-PARA-DROP: the ATP is over the drop hex after all air combat: drop (with or without Gliders) or cancel (4.24). */
    paradrop: PendingBase & {
      kind: 'paradrop'
      mission: string
      paratrooper: string
      atp: UnitId
      hex: string
      choices: ParadropChoice[]
    }
  }
  interface ActionByType {
    paradrop: { type: 'paradrop'; gliders?: boolean }
    cancelParadrop: { type: 'cancelParadrop' }
  }
}

function st(m: Mission): ParadropState {
  if (!m.paradrop) throw new Error(`mission ${m.id} is not a paradrop`)
  return m.paradrop
}

function landName(t: Tx, id: string): string {
  return t.s.scenario.landUnits.find((l) => l.id === id)?.name ?? id
}

/** Writes a land unit's new state (state.land is shared with the previous state: copied, never changed in place). */
function updateLand(t: Tx, id: string, change: LandUnitState): void {
  t.s.land = { ...(t.s.land ?? {}), [id]: { ...(t.s.land?.[id] ?? {}), ...change } }
}

/** Keeps what became of the paradrop on the land combat it was launched in, for the results panel. */
function noteOutcome(t: Tx, o: ParadropOutcome): void {
  const land = t.s.offensivePhase?.current?.land
  const c = land?.combats[land.combats.length - 1]
  if (c) c.paradrops = [...(c.paradrops ?? []), o]
}

/** The units of each side still over the drop hex after all air combat (as 4.22 counts them). */
function airOver(t: Tx, loc: Loc, side: SideId): GsAirUnit[] {
  const out: GsAirUnit[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.loc !== loc || f.status === 'setAside') continue
    for (const id of f.units) {
      const u = t.s.units[id]
      if (!u || u.eliminated || u.aborted || u.aloft?.setAside) continue
      out.push({
        name: unitName(t.ctx, id),
        side: f.side === side ? 'attacker' : 'defender',
        strength: faceOf(t.ctx, u).strength,
        bomberRole: false,
        heavy: false,
        atp: isAtp(t.ctx, id),
        wasCurrent: false,
      })
    }
  }
  return out
}

const INCLEMENT = new Set(['halfStrength', 'halfStrengthAndRange', 'grounded'])

/** The facts of the drop hex that give its modifiers (4.24). */
export function dropFacts(t: Tx, m: Mission, gliders: boolean): ParadropFacts {
  const p = st(m)
  const loc = m.target!
  const trooper = t.s.scenario.landUnits.find((l) => l.id === p.paratrooper)!
  const weather = t.ctx.weatherAt(loc)
  const sup = airSuperiority({
    air: airOver(t, loc, m.side),
    weather: weather === 'grounded' ? 'halfStrength' : weather,
  })
  // The Blitzkrieg Bonus (AETO) / Sneak Attack Bonus (APTO D82), as air combat reads it (4.18; A-45) [EXTERNAL 10.2].
  const v = t.ctx.variant
  const ctxSurprise = v.id === 'aeto' ? t.s.scenario.context.blitzkrieg : t.s.scenario.context.sneakAttack
  const near = [loc, ...(t.ctx.map.isHex(loc) ? t.ctx.map.neighbours(loc) : [])].some((l) =>
    ctxSurprise?.invaded.includes(t.ctx.hexNation(l) ?? ''),
  )
  const surprise =
    !!ctxSurprise?.firstTurn &&
    t.ctx.nationRole.get(trooper.nation) === v.surpriseRole &&
    (t.s.scenario.options.blitzAirScope === 'anywhere' || near)
  const hex = label(t, loc)
  const around = new Set<string>(
    t.ctx.map.isHex(loc) ? [hex, ...[...t.ctx.map.neighbours(loc)].map((l) => label(t, l))] : [hex],
  )
  const adjacentFriendly = landUnitsNow(t.s).some(
    (l) => l.id !== p.paratrooper && t.ctx.nationSide.get(l.nation) === m.side && around.has(l.hex),
  )
  return {
    surprise,
    surpriseName: v.id === 'aeto' ? 'Blitzkrieg Bonus' : 'Sneak Attack Bonus',
    gliders,
    superiority: sup.side === 'attacker' ? 'friendly' : sup.side === 'defender' ? 'enemy' : 'none',
    terrain: terrainOf(t.ctx, loc),
    inclement: INCLEMENT.has(weather),
    adjacentFriendly,
  }
}

/** The drop without Gliders, and with them where the paratrooper's nation has them: modifiers and exact odds (4.24). */
export function paradropChoices(t: Tx, m: Mission): ParadropChoice[] {
  const trooper = t.s.scenario.landUnits.find((l) => l.id === st(m).paratrooper)!
  const out = [paradropChoice(false, paradropModifiers(dropFacts(t, m, false)))]
  if (glidersAllowed(t, trooper.nation))
    out.push(paradropChoice(true, paradropModifiers(dropFacts(t, m, true))))
  return out
}

/** The ATP's flight, if it is still aloft in the mission. */
function atpFlight(t: Tx, m: Mission) {
  const u = t.s.units[st(m).atp]
  return u.aloft ? t.s.flights[u.aloft.flight] : undefined
}

/** No drop: the paratrooper returns with its ATP, marked Active (4.24). */
function noDrop(t: Tx, m: Mission, result: ParadropOutcome['result'], text: string): void {
  const p = st(m)
  p.stage = 'done'
  updateLand(t, p.paratrooper, { activated: true })
  noteOutcome(t, { paratrooper: p.paratrooper, hex: label(t, m.target!), result, gliders: false, text })
  emit(t, { type: 'paradrop', text, rule: RULE, side: m.side, loc: label(t, m.target!), units: [p.atp] })
}

const RESULT_TEXT = {
  eliminated: 'eliminated',
  depleted: 'lands depleted',
  intact: 'lands intact',
} as const

function afterDrop(hex: string, result: 'eliminated' | 'depleted' | 'intact', enemyThere: boolean): string {
  if (result === 'eliminated') return ''
  if (!enemyThere)
    return ` The hex becomes friendly at once; one Air Supply chit is placed there unless a supply line reaches it (4.24, Part 7).`
  return result === 'intact'
    ? ` It attacks the enemy in ${hex} at once (with the other attackers there, if any): +1 to that land combat die roll; if enemy land units remain there after the combat, it is eliminated (4.24).`
    : ` It attacks the enemy in ${hex} at once (with the other attackers there, if any), adding its strength but no +1; if enemy land units remain there after the combat, it is eliminated (4.24).`
}

export const paradrop: MissionProcedure = {
  kind: 'paradrop',
  name: 'Paradrop',
  rule: RULE,
  unavailable(t, side) {
    if (t.s.turn.phase !== 'offensive')
      return {
        rule: RULE,
        reason: 'A paradrop, in a Land Offensive, is flown only in the Offensive Phase (4.24).',
      }
    if (!t.s.scenario.options.paradrops) return { rule: RULE, reason: 'Sortie does not fly paradrops yet.' }
    const cur = t.s.offensivePhase?.current
    const c = cur?.kind === 'land' ? activeCombat(cur.land) : null
    if (!cur || cur.side !== side || !c || c.stage !== 'launching')
      return {
        rule: RULE,
        reason:
          'A paradrop is launched in your own Land Offensive, in the ground support of a land combat you declared (4.22, 4.24).',
      }
    if (c.turn !== side)
      return {
        rule: RULE,
        reason:
          'The other side launches its ground support now: the sides take turns, the attacker first (4.22).',
      }
    const bombers = bombersLaunched(t, side)
    if (bombers.length)
      return {
        rule: RULE,
        reason: `${names(t, bombers)} ${bombers.length > 1 ? 'have' : 'has'} already launched as ground support: the ATP launches before any supporting bomber (4.24).`,
      }
    return null
  },
  unitRefused(t, u, role) {
    if (isAtp(t.ctx, u.id)) {
      const no = atpRefused(t, u, u.id)
      return no ? { rule: RULE, reason: no } : null
    }
    const type = defOf(t.ctx, u.id).type
    if (type === 'B')
      return {
        rule: RULE,
        reason: `${unitName(t.ctx, u.id)} is a bomber: only fighters escort the ATP; bombers launch after it as ground support (4.24).`,
      }
    if (needsRole(t.ctx, u.id) && role !== 'fighter')
      return {
        rule: RULE,
        reason: `${unitName(t.ctx, u.id)} escorts the ATP only as a fighter (4.24): choose "fighter"; as a bomber it launches after the ATP as ground support.`,
      }
    return null
  },
  // The ATP: uncommitted (4.24); its escorts: as ground support (4.22; §3.4).
  // Outside a land combat's launching (or with the option off) the usual test: uncommitted.
  mayLaunch(t, u) {
    const c = activeCombat(t.s.offensivePhase?.current?.land)
    if (!t.s.scenario.options.paradrops || c?.stage !== 'launching' || isAtp(t.ctx, u.id))
      return u.commitment === 'none'
    return mayFlyGroundSupport(t, u)
  },
  plan(t, a, side, units, from, base) {
    const c = activeCombat(t.s.offensivePhase?.current?.land)!
    if (typeof a.paratrooper !== 'string')
      refuse(
        RULE,
        `Name the paratrooper aboard, like "paratrooper": "de-7-flieger" (got ${describeValue(a.paratrooper)}).`,
      )
    const atps = units.filter((id) => isAtp(t.ctx, id))
    if (atps.length !== 1)
      refuse(
        RULE,
        `A paradrop flies one ATP carrying the paratrooper, with fighters as escorts if you like (got ${atps.length} ATPs).`,
      )
    const atp = atps[0]
    const trooper = landUnitNow(t.s, a.paratrooper)
    const no = paratrooperRefused(t, trooper, a.paratrooper)
    if (no) refuse(RULE, no)
    if (t.ctx.nationSide.get(trooper!.nation) !== side)
      refuse(RULE, `${trooper!.name} is not one of your land units.`)
    const baseHex = label(t, from)
    if (trooper!.hex !== baseHex)
      refuse(
        RULE,
        `${trooper!.name} is at ${trooper!.hex}, not at ${t.ctx.baseDefs.get(base)?.name} (${baseHex}): it boards an ATP at the airbase where it began the Offensive Phase (4.24).`,
      )
    if (
      !paradropOptions(t, side, () => [t.s.units[atp]]).some(
        (o) => o.atp === atp && o.paratrooper === a.paratrooper,
      )
    )
      refuse(
        RULE,
        `${unitName(t.ctx, atp)} cannot carry ${trooper!.name} on a paradrop now: the ATP launches before any of your supporting bombers, in your turn to launch, within its range of the combat hex (4.24).`,
      )
    if (a.target !== undefined && typeof a.target !== 'string')
      refuse(RULE, `The drop hex is a hex label in quotes, like "${c.hex}" (got ${describeValue(a.target)}).`)
    const target = parseLocOrRefuse(t, a.target ?? c.hex, RULE)
    const terrain = t.ctx.map.isHex(target) ? terrainOf(t.ctx, target) : 'sea'
    if (terrain === 'sea' || terrain === 'offmap')
      refuse(RULE, `${label(t, target)} is not a land hex: a paratrooper drops on land (4.24).`)
    const printed = faceOf(t.ctx, t.s.units[atp]).range
    if (airDistance(t.ctx, from, target) > printed)
      refuse(
        RULE,
        `${label(t, target)} is ${airDistance(t.ctx, from, target)} hexes from ${baseHex}: beyond ${unitName(t.ctx, atp)}'s printed range of ${printed} (4.24).`,
      )
    updateLand(t, trooper!.id, { activated: true })
    const alone = label(t, target) !== c.hex
    emit(t, {
      type: 'paradropLaunch',
      text: `${trooper!.name} boards ${unitName(t.ctx, atp)} at ${baseHex} for a paradrop on ${label(t, target)}${alone ? ' (alone: not the combat hex)' : ` with the land combat there`}; it is Activated by the Land Offensive (4.24).`,
      rule: RULE,
      side,
      loc: label(t, target),
      units: [atp],
    })
    return {
      target,
      paradrop: {
        paratrooper: trooper!.id,
        atp,
        fromHex: baseHex,
        stage: 'outbound',
        gliders: false,
        points: t.s.units[atp].atpPoints ?? defOf(t.ctx, atp).atpPoints ?? 1,
        modifiers: [],
      },
    }
  },
  onTakeOff: (t, _m, u) => groundSupportCommitment(t, u),
  urgent(t, m) {
    const p = st(m)
    if (p.stage !== 'outbound') return null
    const atp = t.s.units[p.atp]
    if (atp.eliminated) {
      // The point carrying it is lost, and the paratrooper with it (4.23; spec §8.7).
      p.stage = 'done'
      updateLand(t, p.paratrooper, { eliminated: true })
      const text = `${unitName(t.ctx, p.atp)} is lost with ${landName(t, p.paratrooper)} aboard: the paratrooper is eliminated (4.23, 4.24).`
      noteOutcome(t, {
        paratrooper: p.paratrooper,
        hex: label(t, m.target!),
        result: 'lost',
        gliders: false,
        text,
      })
      emit(t, {
        type: 'eliminated',
        text,
        rule: '4.23',
        side: m.side,
        loc: label(t, m.target!),
        units: [p.atp],
      })
      return 'progress'
    }
    const points = atp.atpPoints ?? defOf(t.ctx, p.atp).atpPoints ?? 1
    if (points < p.points) {
      p.points = points
      emit(t, {
        type: 'paradropCargo',
        text: `${unitName(t.ctx, p.atp)} loses an empty point: ${landName(t, p.paratrooper)} rides the other and flies on (the owner chooses the point lost, 4.23).`,
        rule: '4.23',
        side: m.side,
        units: [p.atp],
      })
      return 'progress'
    }
    if (atp.aborted) {
      noDrop(
        t,
        m,
        'aborted',
        `${unitName(t.ctx, p.atp)} aborts with ${landName(t, p.paratrooper)} aboard: no drop; the paratrooper returns with it and is marked Active (4.17, 4.24).`,
      )
      return 'progress'
    }
    return null
  },
  settled(t, m) {
    const p = st(m)
    if (p.stage !== 'outbound') return null
    // Every launch to the land combat is made and every air combat fought (4.22, 4.24).
    const c = activeCombat(t.s.offensivePhase?.current?.land)
    if (c && c.stage === 'launching') return null
    const f = atpFlight(t, m)
    if (!f || f.loc !== m.target || f.status === 'moving') {
      noDrop(
        t,
        m,
        'aborted',
        `${unitName(t.ctx, p.atp)} did not reach the drop hex ${label(t, m.target!)}: no drop; ${landName(t, p.paratrooper)} returns with it and is marked Active (4.24).`,
      )
      return 'progress'
    }
    const hex = label(t, m.target)
    return {
      kind: 'paradrop',
      side: m.side,
      mission: m.id,
      paratrooper: p.paratrooper,
      atp: p.atp,
      hex,
      choices: paradropChoices(t, m),
      rule: RULE,
      loc: hex,
      prompt: `${unitName(t.ctx, p.atp)} is over ${hex} after the air combat: drop ${landName(t, p.paratrooper)}${glidersAllowed(t, t.s.scenario.landUnits.find((l) => l.id === p.paratrooper)!.nation) ? ' (with or without Gliders)' : ''}, or cancel the paradrop (4.24).`,
    }
  },
  awaitedRoll(t, m) {
    const p = st(m)
    return p.stage === 'rolling'
      ? {
          purpose: 'paradrop',
          rule: RULE,
          side: m.side,
          prompt: `Roll one die for the paradrop of ${landName(t, p.paratrooper)} on ${label(t, m.target!)} and enter the value (1–6).`,
        }
      : null
  },
  resolveRoll(t, m, natural, source) {
    const p = st(m)
    const hex = label(t, m.target!)
    const total = p.modifiers.reduce((n, x) => n + x.value, 0)
    const modified = natural + total
    const result = paradropBand(modified)
    const name = landName(t, p.paratrooper)
    const enemyThere = landUnitsNow(t.s).some(
      (l) => l.hex === hex && t.ctx.nationSide.get(l.nation) !== m.side,
    )
    if (result === 'eliminated') updateLand(t, p.paratrooper, { eliminated: true, activated: true })
    // A depleted unit's strength is not in the scenario (one strength per land unit): half, rounded up — not a rule: default used.
    const printed = t.s.scenario.landUnits.find((l) => l.id === p.paratrooper)!.strength
    const depletedTo = Math.ceil(printed / 2)
    if (result !== 'eliminated')
      updateLand(t, p.paratrooper, {
        hex,
        activated: true,
        ...(result === 'depleted' ? { depleted: true, strength: depletedTo } : {}),
      })
    const c = activeCombat(t.s.offensivePhase?.current?.land)
    // In the combat hex it joins the attack (4.24): its strength counts for the ground support cap (4.22).
    if (c && c.hex === hex && result !== 'eliminated' && !c.attackers.includes(p.paratrooper))
      c.attackers.push(p.paratrooper)
    const text = `Paradrop of ${name} on ${hex}${p.gliders ? ' with Gliders' : ''}: roll ${natural}${total ? ` ${total > 0 ? '+' : '−'} ${Math.abs(total)} = ${modified}` : ''}: ${name} ${RESULT_TEXT[result]} (4.24; A-11).${result === 'depleted' ? ` Its strength counts ${depletedTo} (half of ${printed}, rounded up; not a rule: default used).` : ''}${afterDrop(hex, result, enemyThere)}`
    emit(t, {
      type: 'paradrop',
      text,
      rule: RULE,
      side: m.side,
      loc: hex,
      units: [p.atp],
      roll: { purpose: 'paradrop', natural, modifiers: p.modifiers, modified, result, source },
    })
    noteOutcome(t, { paratrooper: p.paratrooper, hex, result, gliders: p.gliders, natural, modified, text })
    if (p.gliders && !t.s.units[p.atp].eliminated) {
      // Gliders: one point of the ATP is lost after the roll, whatever the result (4.24).
      const lost = loseStep(t, p.atp)
      emit(t, {
        type: lost === 'eliminated' ? 'eliminated' : 'hit',
        text:
          lost === 'eliminated'
            ? `Gliders: ${unitName(t.ctx, p.atp)} loses its point and is eliminated (4.24).`
            : `Gliders: ${unitName(t.ctx, p.atp)} loses one point (4.24).`,
        rule: RULE,
        side: m.side,
        units: [p.atp],
      })
    }
    p.stage = 'done'
  },
  actions: {
    paradrop: { gliders: 'boolean' },
    cancelParadrop: {},
  },
  decisions: { paradrop: ['paradrop', 'cancelParadrop'] },
  act(t, a, pd, m) {
    if (pd.kind !== 'paradrop') return
    const p = st(m)
    if (a.type === 'cancelParadrop') {
      // The ATP returns with the paratrooper: ATP Previously Committed, paratrooper marked Active (4.24; §3.3).
      const u = mutUnit(t.s, p.atp)
      u.commitment = 'previous'
      u.clearsAt = null
      noDrop(
        t,
        m,
        'cancelled',
        `${sideName(t, m.side)} cancels the paradrop on ${pd.hex}: ${unitName(t.ctx, p.atp)} returns with ${landName(t, p.paratrooper)}; the ATP is Previously Committed and the paratrooper marked Active (4.24).`,
      )
      return
    }
    if (a.type !== 'paradrop') return
    if (a.gliders !== undefined && typeof a.gliders !== 'boolean')
      refuse(RULE, `"gliders" is true or false (got ${describeValue(a.gliders)}).`)
    const gliders = a.gliders === true
    const choice = pd.choices.find((c) => c.gliders === gliders)
    if (!choice)
      refuse(
        RULE,
        `${landName(t, p.paratrooper)} may not use Gliders: only German, UK and US paratroopers have them (4.24).`,
      )
    p.stage = 'rolling'
    p.gliders = gliders
    p.modifiers = choice.modifiers
    emit(t, {
      type: 'paradropAnnounced',
      text: `${sideName(t, m.side)} announces the paradrop of ${landName(t, p.paratrooper)} on ${pd.hex}${gliders ? ' with Gliders' : ''}: modifier ${choice.total >= 0 ? '+' : '−'}${Math.abs(choice.total)}; eliminated ${sixthsText(choice.sixths.eliminated)}, depleted ${sixthsText(choice.sixths.depleted)}, intact ${sixthsText(choice.sixths.intact)} (4.24).`,
      rule: RULE,
      side: m.side,
      loc: pd.hex,
    })
  },
  legal(_state, p) {
    if (p.kind !== 'paradrop') return []
    const out: Action[] = p.choices.map((c) => ({ type: 'paradrop', side: p.side, gliders: c.gliders }))
    out.push({ type: 'cancelParadrop', side: p.side })
    return out
  },
}

/** The paradrop launch of an option, with the fighters of its base as escorts (legal list, bot, fuzzer). */
export function paradropLaunch(
  side: SideId,
  o: { base: string; atp: UnitId; paratrooper: string },
  escorts: readonly UnitId[],
  roles: Record<UnitId, 'fighter'>,
): Action {
  return {
    type: 'launch',
    side,
    base: o.base,
    units: [o.atp, ...escorts],
    mission: 'paradrop',
    paratrooper: o.paratrooper,
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}
