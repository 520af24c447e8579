// The bot and paradrops (4.24). In its Land Offensive's ground support it launches a paradrop
// first when it has one (the ATP must launch before its supporting bombers), escorted by the
// fighters of the ATP's base flying as fighters. At D-PARA-DROP it weighs the exact odds over one
// die: Gliders when they raise the chance of landing (at the cost of one ATP point), and it
// cancels when elimination is more likely than not (below its aggression's tolerance).
import { contextOf } from '../context'
import { paradropLaunch } from '../missions/paradrop'
import { sixthsText } from '../missions/paradropTable'
import type { ParadropChoice } from '../missions/types'
import type { GameState, Pending, UnitId } from '../types'
import { defOf, needsRole } from '../units'
import { unitList } from './format'
import type { BotDecision, Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

function landName(state: GameState, id: string): string {
  return state.scenario.landUnits.find((l) => l.id === id)?.name ?? id
}

/** The paradrop launches to propose before any ground support (4.24): each option, escorted, then alone. */
export function paradropLaunches(state: GameState, p: P<'groundSupport'>): BotDecision[] {
  const ctx = contextOf(state)
  const out: BotDecision[] = []
  for (const o of p.paradrops ?? []) {
    const base = p.bases.find((b) => b.base === o.base)
    const escorts: UnitId[] = (base?.units ?? [])
      .filter((u) => defOf(ctx, u.id).type === 'F' || needsRole(ctx, u.id))
      .map((u) => u.id)
    const roles = Object.fromEntries(
      escorts.filter((id) => needsRole(ctx, id)).map((id) => [id, 'fighter' as const]),
    )
    const who = `${landName(state, o.paratrooper)} aboard ${unitList(state, [o.atp])}`
    if (escorts.length)
      out.push({
        action: paradropLaunch(p.side, o, escorts, roles),
        reasoning: [
          `Paradrop ${who} on ${p.hex}, escorted by ${unitList(state, escorts)}: the ATP launches before any supporting bomber (4.24), and while its escorts are not all attacked no enemy fighter may attack it (4.23).`,
        ],
      })
    out.push({
      action: paradropLaunch(p.side, o, [], {}),
      reasoning: [`Paradrop ${who} on ${p.hex}: the ATP launches before any supporting bomber (4.24).`],
    })
  }
  return out
}

function oddsText(c: ParadropChoice): string {
  return `modifier ${c.total >= 0 ? '+' : '−'}${Math.abs(c.total)}: eliminated ${sixthsText(c.sixths.eliminated)}, depleted ${sixthsText(c.sixths.depleted)}, intact ${sixthsText(c.sixths.intact)}`
}

export function decideParadrop(state: GameState, p: P<'paradrop'>, pol: Policy): BotDecision[] {
  const plain = p.choices.find((c) => !c.gliders)!
  const gliders = p.choices.find((c) => c.gliders)
  // Gliders cost an ATP point: worth it only when they change the odds.
  const better =
    gliders &&
    (gliders.sixths.eliminated < plain.sixths.eliminated || gliders.sixths.intact > plain.sixths.intact)
      ? gliders
      : plain
  const name = landName(state, p.paratrooper)
  const why = [
    `Without Gliders: ${oddsText(plain)} (4.24).`,
    ...(gliders ? [`With Gliders: ${oddsText(gliders)}; one ATP point is lost after the roll (4.24).`] : []),
  ]
  const cancel: BotDecision = {
    action: { type: 'cancelParadrop', side: p.side },
    reasoning: [
      ...why,
      `Cancel: ${name} returns with the ATP rather than face ${sixthsText(better.sixths.eliminated)} of elimination; the ATP becomes Previously Committed (4.24).`,
    ],
  }
  const drop: BotDecision = {
    action: { type: 'paradrop', side: p.side, gliders: better.gliders },
    reasoning: [
      ...why,
      better.gliders
        ? `Drop with Gliders: they improve the odds, worth the ATP point.`
        : gliders
          ? 'Drop without Gliders: they would not change the result bands reached.'
          : `Drop ${name}.`,
    ],
  }
  // Elimination more likely than the bot's tolerance allows (one half at the default aggression).
  const tooRisky = better.sixths.eliminated / 6 > Math.min(0.75, 0.25 + pol.aggression / 2)
  return tooRisky ? [cancel, drop] : [drop, cancel]
}
