// D-RAIDERS, the Japanese Surface Raider Step of the Strategic Warfare Phase (APTO 2.21–2.23): Japan
// ticks the ships that raid the Convoy Route area each occupies. Each inflicts fixed EP, no die
// (the total by nation shows before confirming); the raiders (and the rest of their flotillas) may
// not move for the rest of the month; the ships there that may not raid are listed with why.
import { useState } from 'react'
import type { GameState } from '../../rules/systems/aeto'
import { act, type P } from './common'
import { DecisionDialog } from './DecisionDialog'

export function SurfaceRaidersDialog({ state, p }: { state: GameState; p: P<'surfaceRaiders'> }) {
  const all = p.raiders.map((r) => r.ship)
  const [ticked, setTicked] = useState<string[]>(all)
  const chosen = p.raiders.filter((r) => ticked.includes(r.ship))
  const total = chosen.reduce((n, r) => n + r.eps, 0)
  const byNation = new Map<string, number>()
  for (const r of chosen) byNation.set(r.nationName, (byNation.get(r.nationName) ?? 0) + r.eps)
  // Sortie keeps flotillas whole: a raider holds the ships of its flotilla that do not raid (2.21).
  const flotillaOf = (id: string) => state.scenario.navalUnits.find((n) => n.id === id)?.flotilla ?? id
  const held = new Set(chosen.map((r) => flotillaOf(r.ship)))
  const alsoHeld = state.scenario.navalUnits
    .filter((n) => held.has(n.flotilla ?? n.id) && !ticked.includes(n.id) && !state.naval?.ships[n.id]?.sunk)
    .map((n) => n.name)
  return (
    <DecisionDialog
      state={state}
      title="Japanese Surface Raider Step"
      confirmLabel={
        chosen.length
          ? `Raid with ${chosen.length} ship${chosen.length === 1 ? '' : 's'}: ${total} EP`
          : 'No raider this month'
      }
      onConfirm={() => act({ type: 'raidConvoys', ships: chosen.map((r) => r.ship) })}
      cancelLabel={chosen.length ? 'No raider this month' : undefined}
      onCancel={chosen.length ? () => act({ type: 'raidConvoys', ships: [] }) : undefined}
      testId="surface-raiders"
    >
      <p>
        Your undamaged ships in enemy Convoy Route areas may interdict the area each occupies. No die: an
        Auxiliary Cruiser, CL, CA, BB or BBCV inflicts 1 EP per gunnery point, a carrier with its Naval-Air
        aboard 8 EP — its Naval-Air unit is not committed (2.21, 2.23). These EP are not counted in the cap of
        air interdiction (2.13).
      </p>
      <fieldset className="unit-checks">
        <legend>Raiders (Active: they may not move for the rest of the month, 2.21)</legend>
        <ul className="plain">
          {p.raiders.map((r) => (
            <li key={r.ship}>
              <label className="touch">
                <input
                  type="checkbox"
                  checked={ticked.includes(r.ship)}
                  onChange={(e) =>
                    setTicked(e.target.checked ? [...ticked, r.ship] : ticked.filter((x) => x !== r.ship))
                  }
                />{' '}
                {r.name} ({r.type}){' '}
                <span className="note" data-testid={`raider-${r.ship}`}>
                  {r.areaName}: {r.nationName} loses {r.eps} EP — {r.basis}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p data-testid="raider-total">
        {chosen.length
          ? `${total} EP: ${[...byNation].map(([n, eps]) => `${n} ${eps}`).join(', ')}`
          : 'No raider: no EP.'}
      </p>
      {alsoHeld.length > 0 && (
        <p className="note">
          Also held for the month with their flotilla: {alsoHeld.join(', ')} (Sortie moves flotillas whole).
        </p>
      )}
      {p.ineligible.length > 0 && (
        <details>
          <summary>May not raid ({p.ineligible.length})</summary>
          <ul className="plain" data-testid="raider-ineligible">
            {p.ineligible.map((r) => (
              <li key={r.ship}>
                {r.name} in {r.areaName}: <span className="reason">{r.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </DecisionDialog>
  )
}
