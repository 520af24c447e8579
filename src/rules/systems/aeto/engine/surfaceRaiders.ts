// The Japanese Surface Raider Step of the Strategic Warfare Phase (APTO [viii] step 3, [2.21]–[2.23];
// spec §1.2 P2 step 3, T07): after Japan's own step (its Air Interdiction of Convoy Routes, 2.13),
// Japan designates which of its eligible ships in open enemy Convoy Route areas interdict the area
// they occupy ("can be designated", [viii]; "each intending … unit may", [2.21]): D-RAIDERS. No die:
// each raider inflicts fixed EP on the route's nation (2.23, 2.25), added outside the per-area cap of
// air interdiction (2.13). A raiding carrier's Naval-Air unit is not committed ([2.21] NOTE). The
// raiders are "Active" for the rest of the month: their flotillas move no more (navalMove.ts reads
// `activeRaiderFlotillas`). The EP go to the players as numbers, like air interdiction's.
// The caller (sequence.ts) goes on to the next side's step when the decision is answered, so this
// module never imports the sequence back.
import { raiderCandidates, RAIDER_RULE, type RaiderOption } from '../naval/raiders'
import { recordInterdiction } from '../missions/interdiction'
import type { Pending } from '../types'
import { describeValue, emit, refuse, sideName, type Tx } from './core'

/**
 * Japan's step of the Strategic Warfare Phase is over: its Surface Raider Step begins when a ship
 * of its may raid (true: D-RAIDERS is due). Nothing is logged when no Japanese ship is in an enemy
 * Convoy Route area, so games without raiders read as before.
 */
export function beginSurfaceRaiders(t: Tx): boolean {
  if (t.s.turn.phase !== 'strategicWarfare' || !t.s.scenario.convoyRoutes?.length) return false
  const c = raiderCandidates(t)
  if (c.side === null || c.side !== t.s.turn.phasingSide) return false
  if (!c.eligible.length) {
    if (c.ineligible.length)
      emit(t, {
        type: 'surfaceRaiders',
        text: `Japanese Surface Raider Step: no ship of ${sideName(t, c.side)} may raid — ${c.ineligible.map((r) => `${r.name} in ${r.areaName}: ${r.reason}`).join(' ')}`,
        rule: RAIDER_RULE,
        side: c.side,
      })
    return false
  }
  t.s.raiderStep = { side: c.side }
  emit(t, {
    type: 'phase',
    text: `Japanese Surface Raider Step: ${sideName(t, c.side)} may designate its undamaged ships in enemy Convoy Route areas to interdict them — ${c.eligible.length} may: each inflicts fixed EP, no die; raiders are Active and move no more this month (2.21, 2.23).`,
    rule: RAIDER_RULE,
    side: c.side,
  })
  return true
}

/** D-RAIDERS while the step is under way, or null. */
export function raiderDecision(t: Tx): Pending | null {
  const step = t.s.raiderStep
  if (!step) return null
  const c = raiderCandidates(t)
  return {
    kind: 'surfaceRaiders',
    side: step.side,
    raiders: c.eligible,
    ineligible: c.ineligible,
    rule: RAIDER_RULE,
    prompt:
      'Japanese Surface Raider Step: designate the ships that interdict the Convoy Route area each occupies — each inflicts fixed EP, no die (2.23) — or none. Raiders are Active: they may not move for the rest of the month (2.21).',
  }
}

function raidText(r: RaiderOption): string {
  const carrier = r.basis.startsWith('a carrier')
  return `${r.name} (${r.type}${carrier ? ', with its Naval-Air aboard' : `, ${r.basis}`}) raids the ${r.route} in ${r.areaName}: ${r.nationName} loses ${r.eps} EP${carrier ? '; its Naval-Air unit is not committed' : ''} (2.21, 2.23).`
}

/** Japan's answer: the designated ships raid, each for its fixed EP; the step is over. */
export function actRaidConvoys(t: Tx, ships: unknown): void {
  const step = t.s.raiderStep
  if (!step) refuse(RAIDER_RULE, 'There is no Japanese Surface Raider Step under way.')
  const c = raiderCandidates(t)
  if (!Array.isArray(ships))
    refuse(
      RAIDER_RULE,
      `"ships" lists the naval units that raid (an empty list: none); got ${describeValue(ships)}.`,
    )
  const seen = new Set<string>()
  const chosen: RaiderOption[] = []
  for (const id of ships as unknown[]) {
    const opt = typeof id === 'string' ? c.eligible.find((r) => r.ship === id) : undefined
    if (!opt) {
      const no = typeof id === 'string' ? c.ineligible.find((r) => r.ship === id) : undefined
      refuse(
        RAIDER_RULE,
        no
          ? `${no.name} may not raid ${no.areaName}: ${no.reason}`
          : `${JSON.stringify(String(id))} is not a ship that may raid now; those that may: ${c.eligible.map((r) => `${r.ship} (${r.name})`).join(', ')} (2.21).`,
      )
    }
    if (seen.has(opt.ship)) refuse(RAIDER_RULE, `${opt.name} is listed twice.`)
    seen.add(opt.ship)
    chosen.push(opt)
  }
  delete t.s.raiderStep
  const side = step.side
  if (!chosen.length) {
    emit(t, {
      type: 'surfaceRaiders',
      text: `${sideName(t, side)} designates no surface raider this month (2.21).`,
      rule: RAIDER_RULE,
      side,
    })
    return
  }
  const order = c.eligible.map((r) => r.ship)
  chosen.sort((a, b) => order.indexOf(a.ship) - order.indexOf(b.ship))
  const byNation = new Map<string, number>()
  for (const r of chosen) {
    recordInterdiction(t, {
      kind: 'surface',
      where: r.area,
      nation: r.nation,
      eps: r.eps,
      units: [],
      ship: r.ship,
    })
    byNation.set(r.nationName, (byNation.get(r.nationName) ?? 0) + r.eps)
    emit(t, { type: 'surfaceRaid', text: raidText(r), rule: '2.23', side, loc: r.area })
  }
  const total = chosen.reduce((n, r) => n + r.eps, 0)
  emit(t, {
    type: 'surfaceRaidersOver',
    text: `Japanese Surface Raider Step: ${chosen.length} raider${chosen.length === 1 ? '' : 's'} inflict${chosen.length === 1 ? 's' : ''} ${total} EP — ${[...byNation].map(([n, eps]) => `${n} ${eps}`).join(', ')} — outside the cap of air interdiction (2.13, 2.23). The raiders are Active: their flotillas may not move for the rest of the month (2.21).`,
    rule: '2.23',
    side,
  })
}
