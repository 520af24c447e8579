// APTO air interdiction in the Strategic Warfare Phase (2.13, 2.26): the plan's target lists
// (Convoy Route areas and Merchant Shipping Routes in reach), the group roll with its exact odds
// and the per-area cap (D-CONVOY-ATTACK), the anti-aircraft step chosen by the convoys' side
// (D-CONVOY-AA), and the results panel: the EP interdiction (air, and the Japanese surface raiders
// of 2.21–2.23) cost each nation, shown as numbers for the players (Sortie keeps no EP Track).
import { useMemo, useState } from 'react'
import {
  convoyTargets,
  interdictionPreview,
  interdictionResults,
  merchantTargets,
  type GameState,
  type InterdictionOdds,
  type Role,
  type UnitId,
  monthName,
} from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { BombingTableNote, OwnChartShare } from './ChartNote'
import { act, pct, UnitName, type P } from './common'

/** The enemy Convoy Route areas: those the ticked bombers reach launch at once, by the shortest route (2.13). */
export function ConvoyTargets({
  state,
  base,
  units,
  roles,
}: {
  state: GameState
  base: string
  units: string[]
  roles: Record<string, Role>
}) {
  const targets = useMemo(() => (units.length ? convoyTargets(state, base, units) : []), [state, base, units])
  if (!units.length)
    return (
      <p className="note">
        Tick the bombers (B) that interdict, and any fighter-types that escort them: fighter-bombers and naval
        air fly as fighters (2.13).
      </p>
    )
  return (
    <div className="strafe-targets" data-testid="convoy-targets">
      <p>
        Interdict which Convoy Route area? Every bomber must reach it and pay its MP to enter; the enemy may
        intercept on the way and, inside, with the Naval-Air units of its carriers there. Then your bombers
        roll in groups of your choosing (2.13).
      </p>
      <ul className="plain">
        {targets.map((t) => {
          const reach = t.reach.length > 0
          const why =
            t.refused ??
            (reach
              ? null
              : `None of the ticked bombers can reach and enter it: ${t.distance} MP away, its ${t.mp} MP included (2.13).`)
          return (
            <li key={t.area} data-testid={`convoy-${t.area}`}>
              <button
                type="button"
                disabled={why !== null}
                onClick={() =>
                  act({
                    type: 'launch',
                    base,
                    units,
                    mission: 'convoyInterdiction',
                    target: t.area,
                    ...(Object.keys(roles).length ? { roles } : {}),
                  })
                }
              >
                Interdict {t.name}
              </button>{' '}
              <span className="note">
                {t.route}: {t.nation} loses the EP; {t.distance} MP away; at most {t.mp} EP this Phase,{' '}
                {t.capLeft} left
                {reach &&
                  t.reach.length <
                    units.filter((id) => state.scenario.airUnits.find((u) => u.id === id)?.type === 'B')
                      .length &&
                  ` (${t.reach.length} of the ticked bombers reach it)`}
              </span>
              {why && <span className="reason"> — {why}</span>}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The enemy Merchant Shipping Routes and their hexes in reach of the ticked full-strength bombers (2.26). */
export function MerchantTargets({
  state,
  base,
  units,
  roles,
}: {
  state: GameState
  base: string
  units: string[]
  roles: Record<string, Role>
}) {
  const routes = useMemo(
    () => (units.length ? merchantTargets(state, base, units) : []),
    [state, base, units],
  )
  if (!units.length)
    return (
      <p className="note">
        Tick a full-strength bomber (B), and any fighter-types that escort it: one bomber counts per route
        colour (2.26).
      </p>
    )
  return (
    <div className="strafe-targets" data-testid="merchant-targets">
      <p>
        Interdict which Merchant Shipping Route? A full-strength bomber still in the hex after any air combat
        costs its nation 1 EP; one bomber counts per route colour and Phase (2.26).
      </p>
      <ul className="plain">
        {routes.map((r) => (
          <li key={r.route} data-testid={`merchant-${r.route}`}>
            <strong>{r.name}</strong> <span className="note">({r.nation} loses the EP)</span>
            {r.refused ? (
              <span className="reason"> — {r.refused}</span>
            ) : r.hexes.length === 0 ? (
              <span className="reason">
                {' '}
                — No hex of it is within the range of every ticked full-strength bomber (2.26).
              </span>
            ) : (
              <ul className="plain inline">
                {r.hexes.map((h) => (
                  <li key={h.hex}>
                    <button
                      type="button"
                      onClick={() =>
                        act({
                          type: 'launch',
                          base,
                          units,
                          mission: 'merchantInterdiction',
                          target: h.hex,
                          ...(Object.keys(roles).length ? { roles } : {}),
                        })
                      }
                    >
                      {h.hex}
                    </button>{' '}
                    <span className="note">{h.distance} MP</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function OddsLines({ odds }: { odds: InterdictionOdds }) {
  if (odds.column === null)
    return (
      <p className="notice">
        Strength {odds.strength}: below the Bombing Table’s first column, no roll is possible; tick more
        bombers (2.13).
      </p>
    )
  return (
    <div className="odds" data-testid="convoy-odds">
      <p>
        Strength <strong data-testid="convoy-strength">{odds.strength}</strong>, column{' '}
        <strong data-testid="convoy-column">{odds.column}</strong>
        <BombingTableNote />; at most {odds.capLeft} more EP this Phase (cap {odds.cap}, 2.13).
      </p>
      <p data-testid="convoy-eps">
        {odds.eps
          .map((p, k) => (p > 0 ? `${k} EP ${pct(p)}` : null))
          .filter(Boolean)
          .join(' · ')}{' '}
        · expected {(Math.round(odds.expected * 100) / 100).toFixed(2)} EP · anti-aircraft loss{' '}
        <span data-testid="convoy-aa">{pct(odds.aaLoss)}</span>
        <OwnChartShare share={odds.unknown} />
      </p>
      <details>
        <summary>Each 2d6 total</summary>
        <table className="odds-table">
          <thead>
            <tr>
              <th>2d6</th>
              <th>Table</th>
              <th>EP lost</th>
            </tr>
          </thead>
          <tbody>
            {odds.rows.map((r) => (
              <tr key={r.roll}>
                <td>{r.roll}</td>
                {r.result === null || r.counted === null ? (
                  <td colSpan={2}>your own chart</td>
                ) : (
                  <>
                    <td>
                      {r.result}
                      {r.asterisk ? '*' : ''}
                    </td>
                    <td>
                      {r.counted}
                      {r.counted < r.result ? ' (cap)' : ''}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}

/** D-CONVOY-ATTACK (2.13): tick the bombers that roll together; their odds before the roll. */
export function ConvoyAttackDialog({ state, p }: { state: GameState; p: P<'convoyAttack'> }) {
  const all = p.bombers.map((b) => b.id)
  const [ticked, setTicked] = useState<UnitId[]>(all)
  const group = ticked.filter((id) => all.includes(id))
  const odds = useMemo(
    () => (group.length ? interdictionPreview(state, group) : null),
    [state, group.join(',')],
  )
  const area = state.scenario.map.largeSeaAreas.find((a) => a.id === p.area)?.name ?? p.area
  return (
    <DecisionDialog
      state={state}
      title={`Interdicting the convoys in ${area}`}
      confirmLabel={`Roll for ${group.length} bomber${group.length === 1 ? '' : 's'}`}
      confirmDisabled={!odds || odds.column === null}
      onConfirm={() => act({ type: 'interdict', bombers: group })}
      cancelLabel="Stop: no more attacks"
      onCancel={() => act({ type: 'endInterdiction' })}
      testId="convoy-attack"
    >
      <fieldset className="unit-checks">
        <legend>
          Bombers rolling together (one 2d6 on the Bombing Table; the others may roll afterwards)
        </legend>
        <ul className="plain">
          {p.bombers.map((b) => (
            <li key={b.id}>
              <label className="touch">
                <input
                  type="checkbox"
                  checked={group.includes(b.id)}
                  onChange={(e) =>
                    setTicked(e.target.checked ? [...group, b.id] : group.filter((x) => x !== b.id))
                  }
                />{' '}
                <UnitName state={state} id={b.id} /> <span className="note">strength {b.strength}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {odds && <OddsLines odds={odds} />}
      <p className="note">
        An asterisk costs one bomber of the group a step, chosen by the convoys’ side; escorts and bombers not
        rolling are immune (2.13).
      </p>
    </DecisionDialog>
  )
}

/** D-CONVOY-AA (2.13): the convoys' side chooses the bomber of that roll that loses a step. */
export function ConvoyAaDialog({ state, p }: { state: GameState; p: P<'convoyAa'> }) {
  const [unit, setUnit] = useState<UnitId>(p.bombers[0])
  const chosen = p.bombers.includes(unit) ? unit : p.bombers[0]
  return (
    <DecisionDialog
      state={state}
      title="Anti-aircraft over the convoys"
      confirmLabel="This bomber loses the step"
      onConfirm={() => act({ type: 'chooseLoss', unit: chosen })}
    >
      <fieldset className="unit-checks">
        <legend>Which enemy bomber of that roll loses a step (2.13)</legend>
        {p.bombers.map((id) => (
          <label key={id} className="touch">
            <input type="radio" name="convoy-aa" checked={chosen === id} onChange={() => setUnit(id)} />{' '}
            <UnitName state={state} id={id} />
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}

/** What interdiction cost each nation, month by month, newest first (2.13, 2.23, 2.26): numbers for the players' EP Tracks. */
export function InterdictionResults({ state }: { state: GameState }) {
  const rows = useMemo(() => interdictionResults(state), [state.interdiction, state.scenario])
  if (!rows.length) return null
  const months = [...new Set(rows.map((r) => r.year * 12 + r.month))].sort((a, b) => b - a)
  return (
    <section className="gs-results" aria-label="Interdiction results" data-testid="interdiction-results">
      <h3>Interdiction results</h3>
      <p className="note">Sortie keeps no EP Track: take these EP off at the table (Part 2).</p>
      <MonthResults rows={rows} month={months[0]} />
      {months.length > 1 && (
        <details>
          <summary>Earlier months ({months.length - 1})</summary>
          {months.slice(1).map((key) => (
            <MonthResults key={key} rows={rows} month={key} />
          ))}
        </details>
      )}
    </section>
  )
}

function MonthResults({ rows, month: key }: { rows: ReturnType<typeof interdictionResults>; month: number }) {
  const mine = rows.filter((r) => r.year * 12 + r.month === key)
  const totals = new Map<string, number>()
  for (const r of mine) totals.set(r.nationName, (totals.get(r.nationName) ?? 0) + r.eps)
  const { month, year } = mine[0]
  return (
    <div data-testid={`interdiction-${year}-${month}`}>
      <p>
        <strong>
          {monthName(month)} {year}
        </strong>
        :{' '}
        <span data-testid="interdiction-totals">
          {[...totals].map(([n, eps]) => `${n} loses ${eps} EP`).join('; ')}
        </span>
      </p>
      <ul className="plain">
        {mine.map((r, i) => (
          <li key={i} data-testid="interdiction-row">
            {r.kind === 'convoy'
              ? `${r.whereName}: ${r.eps} EP${r.rolled !== r.eps ? ` (${r.rolled} rolled, the cap)` : ''} — 2d6 ${r.roll} on column ${r.column ?? 'none'} (2.13)`
              : r.kind === 'surface'
                ? `${r.whereName}: ${r.eps} EP — the surface raider ${r.shipName ?? r.ship} (${r.shipType ?? 'ship'}), no die (2.23)`
                : `${r.whereName}: ${r.eps} EP — a full-strength bomber on the route (2.26)`}
          </li>
        ))}
      </ul>
    </div>
  )
}
