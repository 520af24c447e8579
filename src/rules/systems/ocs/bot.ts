// The automatic opponent of OCS air power: one simple, legal answer to every decision, with the
// line that explains it. It flies a Fighter Sweep with its best free Fighter against a hex where
// enemy Active aircraft sit within range, otherwise ends the segment; aborts nothing voluntarily;
// picks its strongest rating for each round (the attacker's adds to the roll, the defender's takes
// from it, 14.3e C); intercepts when its Fighter rates at least as high as the best mission
// aircraft; returns to the nearest base. A die rolled by hand and a result read off a printed
// chart are the players' (null).
import type { BotAnswer } from '../../kernel/registry'
import { legalOcs } from './legal'
import { currentPhase } from './engine'
import type { OcsAction, OcsEvent, OcsState } from './types'
import { nameOf, ratings, sideName } from './world'
import { cargoName, cargoOf } from './airTransport'

/** The options by capacity: C doubles it, B and A carry the printed load (14.9e). */
const OPTION_ORDER = ['C', 'B', 'A'] as const

const why = (s: OcsState, text: string): OcsEvent[] => [{ type: 'botReasoning', text, side: s.pending.side }]

function strongest(s: OcsState, ids: readonly string[]): string {
  return [...ids].sort((a, b) => ratings(s, b).acr - ratings(s, a).acr || a.localeCompare(b))[0]
}

export function ocsBot(s: OcsState): BotAnswer<OcsAction, OcsEvent> | null {
  const p = s.pending
  const me = sideName(s, p.side)
  switch (p.kind) {
    case 'phase': {
      const refit = legalOcs(s).find((a): a is Extract<OcsAction, { type: 'refit' }> => a.type === 'refit')
      if (refit)
        return {
          action: refit,
          reasoning: why(
            s,
            `${me}: ${nameOf(s, refit.aircraft)} refits and becomes Active, within the scenario's refit numbers (14.1d, 15.0).`,
          ),
        }
      const sweeps = legalOcs(s).filter(
        (a): a is Extract<OcsAction, { type: 'mission' }> =>
          a.type === 'mission' &&
          a.mission === 'sweep' &&
          a.aircraft.length === 1 &&
          !ratings(s, a.aircraft[0]).acrParen,
      )
      if (sweeps.length) {
        const best = sweeps.sort(
          (a, b) =>
            ratings(s, b.aircraft[0]).acr - ratings(s, a.aircraft[0]).acr || a.hex.localeCompare(b.hex),
        )[0]
        return {
          action: best,
          reasoning: why(
            s,
            `${me}: a Fighter Sweep of ${best.hex} with ${nameOf(s, best.aircraft[0])}, the best free Fighter in range (one Fighter per sweep, 14.6).`,
          ),
        }
      }
      const transport = legalOcs(s)
        .filter(
          (a): a is Extract<OcsAction, { type: 'mission' }> =>
            a.type === 'mission' && a.mission === 'transport',
        )
        .sort((a, b) => b.aircraft.length - a.aircraft.length || a.hex.localeCompare(b.hex))[0]
      if (transport)
        return {
          action: transport,
          reasoning: why(
            s,
            `${me}: no sweep to fly; an Air Transport to ${transport.hex} with ${transport.aircraft.map((id) => nameOf(s, id)).join(', ')}, the most Transports free to carry cargo there (14.9).`,
          ),
        }
      const hip = legalOcs(s)
        .filter(
          (a): a is Extract<OcsAction, { type: 'mission' }> =>
            a.type === 'mission' && a.mission === 'hipShoot',
        )
        .sort(
          (a, b) =>
            ratings(s, b.aircraft[0]).barrage - ratings(s, a.aircraft[0]).barrage ||
            a.hex.localeCompare(b.hex),
        )[0]
      if (hip)
        return {
          action: hip,
          reasoning: why(
            s,
            `${me}: a Hip Shoot of ${hip.hex}, which a spotter sees, with ${nameOf(s, hip.aircraft[0])}, the strongest barrage free (14.7d).`,
          ),
        }
      return {
        action: { type: 'endSegment' },
        reasoning: why(
          s,
          s.pending.kind === 'phase' && currentPhase(s).kind === 'refit'
            ? `${me}: nothing more to refit; the phase ends.`
            : `${me}: no sweep, Air Transport or Hip Shoot to fly; the segment ends.`,
        ),
      }
    }
    case 'preAbort':
    case 'postAbort':
      return {
        action: { type: 'abort', aircraft: [] },
        reasoning: why(s, `${me}: every aircraft stays (${p.rule}).`),
      }
    case 'pickAttacker':
    case 'pickDefender': {
      const id = strongest(s, p.choices)
      return {
        action: { type: 'pick', aircraft: id },
        reasoning: why(
          s,
          `${me}: ${nameOf(s, id)}, the highest rating (${ratings(s, id).acr}), flies the round (14.3e B–C).`,
        ),
      }
    }
    case 'intercept': {
      const fighter = strongest(s, p.choices)
      const mission = s.mission!.aircraft
      const best = Math.max(...mission.map((id) => ratings(s, id).acr))
      if (ratings(s, fighter).acr >= best)
        return {
          action: { type: 'intercept', aircraft: fighter },
          reasoning: why(
            s,
            `${me}: ${nameOf(s, fighter)} intercepts (rating ${ratings(s, fighter).acr}; the mission's best is ${best}) (14.5).`,
          ),
        }
      return {
        action: { type: 'intercept', aircraft: null },
        reasoning: why(
          s,
          `${me}: no Interception; the best Fighter rates ${ratings(s, fighter).acr}, below the mission's ${best} (14.5).`,
        ),
      }
    }
    case 'returnBase':
      return {
        action: { type: 'returnBase', aircraft: p.aircraft, base: p.choices[0] },
        reasoning: why(s, `${nameOf(s, p.aircraft)} returns to the nearest base, ${p.choices[0]} (14.1c).`),
      }
    case 'flakLoss':
      return {
        action: { type: 'flakLoss', aircraft: p.choices[0] },
        reasoning: why(
          s,
          `${me}: ${nameOf(s, p.choices[0])} takes the Flak loss; the Mission Loss Table left equals to choose from (14.4f).`,
        ),
      }
    case 'load': {
      // Each plane at its best capacity, then the most cargo that fits (14.9a, 14.9e).
      const options = Object.fromEntries(
        Object.entries(p.options).map(([id, o]) => [id, OPTION_ORDER.find((x) => o.includes(x))!]),
      )
      const t = (a: OcsAction) =>
        a.type === 'load' ? a.cargo.reduce((n, c) => n + (cargoOf(s, c)?.t ?? 0), 0) : 0
      const loads = legalOcs(s).filter(
        (a) => a.type === 'load' && Object.entries(options).every(([id, o]) => a.options[id] === o),
      )
      const best = (loads.length ? loads : legalOcs(s)).sort((a, b) => t(b) - t(a))[0] as Extract<
        OcsAction,
        { type: 'load' }
      >
      return {
        action: best,
        reasoning: why(
          s,
          `${me}: each Transport at its largest capacity (${Object.entries(best.options)
            .map(([id, o]) => `${nameOf(s, id)} ${o}`)
            .join(
              ', ',
            )}), carrying ${best.cargo.map((c) => cargoName(s, c)).join(', ')}, the most that fits (14.9a, 14.9e).`,
        ),
      }
    }
    case 'cargoLoss': {
      const t = (a: OcsAction) =>
        a.type === 'cargoLoss' ? a.cargo.reduce((n, c) => n + (cargoOf(s, c)?.t ?? 0), 0) : 0
      const least = legalOcs(s).sort((a, b) => t(a) - t(b))[0] as Extract<OcsAction, { type: 'cargoLoss' }>
      return {
        action: least,
        reasoning: why(
          s,
          `${me}: loses the least cargo that brings the load within the mission's capacity: ${least.cargo.map((c) => cargoName(s, c)).join(', ')} (14.4g).`,
        ),
      }
    }
    case 'roll':
    case 'chartLookup':
    case 'over':
      return null
  }
}
