// The players' own naval movement, entered at the table (naval rules are outside Part 4): each own
// flotilla one location at a time, carriers ferried or in port, a naval combat's and a naval
// interception's outcome. Each move opens the enemy's air window (4.10, 4.15).
import { useMemo, useState } from 'react'
import {
  ferryChoices,
  portNavalChoices,
  flotillaMoveList,
  navalInterceptors,
  shipMayBeDamaged,
  isLocated,
  isSunk,
  shipDef,
  contextOf,
  type GameState,
  type UnitId,
} from '../../rules/systems/aeto'
import { act, baseName } from './common'
import { unitRow } from '../situation'
import { shipLabel } from './navalLabels'

/** The ships of one of the player's own flotillas, for its line in the naval movement list. */
function flotillaLabel(state: GameState, ships: readonly string[]): string {
  const ctx = contextOf(state)
  const names = ships.map((id) => shipDef(ctx, id).name)
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
}

/**
 * Naval movement, entered by the player (naval rules are outside Part 4): each own flotilla with
 * where it may go next, one location at a time. Each move opens the enemy's air window (4.10, 4.15).
 */
export function FleetMoves({
  state,
  fleet: only,
}: {
  state: GameState
  fleet?: ReturnType<typeof flotillaMoveList>
}) {
  const all = useMemo(() => flotillaMoveList(state), [state])
  const fleet = only ?? all
  const [choice, setChoice] = useState<Record<string, number>>({})
  if (!fleet.length) return null
  return (
    <details className="fleet-moves" data-testid="fleet-moves" open={fleet.length <= 4}>
      <summary>Naval movement: your flotillas ({fleet.length})</summary>
      <p className="note">
        Not a rule of Part 4: move your ships as your game’s naval movement goes, one location at a time. Each
        move gives the enemy a chance to reconnoitre the flotilla or, once it is located, to strike it (4.10,
        4.15).
      </p>
      <ul className="plain">
        {fleet.map((f) => {
          const k = Math.min(choice[f.flotilla] ?? 0, f.next.length - 1)
          const n = f.next[k]
          return (
            <li key={f.flotilla} data-testid={`fleet-${f.flotilla}`}>
              <strong>{flotillaLabel(state, f.ships)}</strong> {f.inPort ? 'in port at' : 'at'} {f.loc}
              {(f.bound || f.moved > 0) && (
                <span className="note">
                  {' '}
                  (
                  {[
                    f.bound && `bound for ${f.bound}`,
                    f.moved > 0 && `${f.moved} location${f.moved === 1 ? '' : 's'} entered this Phase`,
                  ]
                    .filter(Boolean)
                    .join('; ')}
                  )
                </span>
              )}{' '}
              <select
                aria-label={`Where flotilla ${f.flotilla} moves`}
                value={k}
                onChange={(e) => setChoice((c) => ({ ...c, [f.flotilla]: Number(e.target.value) }))}
              >
                {f.next.map((x, i) => (
                  <option key={i} value={i}>
                    {x.inPort
                      ? `into the port of ${x.to}`
                      : x.to === f.loc
                        ? `put to sea at ${x.to}`
                        : `to ${x.to}`}
                  </option>
                ))}
              </select>{' '}
              <button
                type="button"
                disabled={!n}
                onClick={() =>
                  n &&
                  act({
                    type: 'moveFlotilla',
                    flotilla: f.flotilla,
                    to: n.to,
                    ...(n.inPort ? { inPort: true } : {}),
                  })
                }
              >
                Move
              </button>
            </li>
          )
        })}
      </ul>
    </details>
  )
}

/**
 * D-BASE-FERRY and D-BASE-CARRIER in the plan (4.4, 4.6): with a carrier docked in a friendly port,
 * embark a single-step fighter or fighter-bomber from that port hex, or put the ferried unit ashore;
 * dump a ferried unit overboard at any time; where the spare capacity point is missing, deplete or
 * dump a Naval-Air unit to make room.
 */
export function CarrierFerry({ state }: { state: GameState }) {
  const choices = useMemo(() => ferryChoices(state), [state])
  const [ashore, setAshore] = useState<Record<string, string>>({})
  const { moves, aboard, room } = choices
  if (!moves.length && !aboard.length && !room.length) return null
  const unit = (id: UnitId) => unitRow(state, id).name
  return (
    <details className="carrier-ferry" data-testid="carrier-ferry" open>
      <summary>Carriers as ferries</summary>
      <p className="note">
        An undamaged named carrier docked in a friendly port ferries one depleted fighter or fighter-bomber,
        if it keeps a spare capacity point beyond its naval air units (the ferried unit uses 1). A ferried
        unit flies only a Change Base from the carrier, and is lost if the carrier is sunk or damaged (4.6).
      </p>
      <ul className="plain">
        {moves.map((o) => {
          const key = `${o.carrier}:${o.unit}`
          if (o.embark)
            return (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => act({ type: 'ferry', carrier: o.carrier, unit: o.unit, embark: true })}
                >
                  Embark {unit(o.unit)} ({baseName(state, o.to[0])}) on {baseName(state, o.carrier)}
                </button>
              </li>
            )
          const to = o.to.includes(ashore[key]) ? ashore[key] : o.to[0]
          return (
            <li key={key}>
              <select
                aria-label={`Where ${unit(o.unit)} goes ashore`}
                value={to}
                onChange={(e) => setAshore((x) => ({ ...x, [key]: e.target.value }))}
              >
                {o.to.map((b) => (
                  <option key={b} value={b}>
                    {baseName(state, b)}
                  </option>
                ))}
              </select>{' '}
              <button
                type="button"
                onClick={() => act({ type: 'ferry', carrier: o.carrier, unit: o.unit, embark: false, to })}
              >
                Disembark {unit(o.unit)} from {baseName(state, o.carrier)}
              </button>
            </li>
          )
        })}
        {aboard.map((x) => (
          <li key={`dump-${x.unit}`}>
            <button type="button" onClick={() => act({ type: 'dumpOverboard', unit: x.unit })}>
              Dump {unit(x.unit)} overboard from {baseName(state, x.carrier)}
            </button>
          </li>
        ))}
        {room.map((r) => (
          <li key={`room-${r.carrier}`}>
            {baseName(state, r.carrier)} has no spare point for a ferried unit: make room (4.4){' '}
            {r.deplete.map((id) => (
              <button key={`d-${id}`} type="button" onClick={() => act({ type: 'depleteNaval', unit: id })}>
                Deplete {unit(id)}
              </button>
            ))}{' '}
            {r.dump.map((id) => (
              <button key={`x-${id}`} type="button" onClick={() => act({ type: 'dumpOverboard', unit: id })}>
                Dump {unit(id)} overboard
              </button>
            ))}
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * D-BASE-PORTNAVAL in the plan (4.5), a secret choice: with an undamaged carrier docked in a friendly
 * port, put its Naval-Air units ashore at the port (which the carrier doubles, the extra places for
 * Naval-Air units only) or take Naval-Air units ashore there back aboard. The other side is not told.
 * Also in the enemy's naval window, for a carrier docking or about to sail in a reactive move (APTO D23).
 */
export function CarrierInPort({ state }: { state: GameState }) {
  const { moves, ports } = useMemo(() => portNavalChoices(state), [state])
  if (!ports.length && !moves.length) return null
  const unit = (id: UnitId) => unitRow(state, id).name
  return (
    <details className="carrier-in-port" data-testid="carrier-in-port" open>
      <summary>Carriers in port</summary>
      <p className="note">
        A carrier docked in port launches and recovers nothing, but doubles the port&apos;s air capacity; the
        extra places take only naval air units, and the port is then never over-stacked. When the carrier
        sails, is damaged or sunk, the naval air units beyond normal capacity are over-stacked. Your choice is
        secret (4.5).
      </p>
      {state.pending.kind === 'navalWindow' && (
        <p className="note" data-testid="window-port-naval">
          In the enemy&apos;s window: a carrier that has just docked in your reactive move puts its naval air
          ashore at once, and one about to sail in it takes them back aboard first (4.5). Your other carriers
          wait for your plan.
        </p>
      )}
      <ul className="plain">
        {ports.map((p) => (
          <li key={`port-${p.port}`}>
            {baseName(state, p.port)}: {p.units} unit{p.units === 1 ? '' : 's'} in {p.normal} place
            {p.normal === 1 ? '' : 's'} + {p.artificial} for naval air (
            {p.carriers.map((c) => baseName(state, c)).join(', ')} docked)
          </li>
        ))}
        {moves.map((o) => (
          <li key={`${o.carrier}:${o.unit}:${o.ashore}`}>
            <button
              type="button"
              onClick={() => act({ type: 'portNaval', carrier: o.carrier, unit: o.unit, ashore: o.ashore })}
            >
              {o.ashore
                ? `Put ${unit(o.unit)} ashore at ${baseName(state, o.port)} from ${baseName(state, o.carrier)}`
                : `Take ${unit(o.unit)} back aboard ${baseName(state, o.carrier)} from ${baseName(state, o.port)}`}
            </button>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * The result of a naval combat fought at the table (Part 3), entered by the player: one of its own
 * ships, or an enemy ship it has located, damaged or sunk. The air rules take it from there (4.4).
 */
export function NavalCombatEntry({ state }: { state: GameState }) {
  const ctx = contextOf(state)
  const side = state.pending.side
  const ships = state.scenario.navalUnits.filter(
    (n) => !isSunk(state, n.id) && (ctx.nationSide.get(n.nation) === side || isLocated(state, side, n.id)),
  )
  const [ship, setShip] = useState('')
  const chosen = ships.find((n) => n.id === ship) ?? ships[0]
  if (!chosen) return null
  const canDamage = shipMayBeDamaged(state, chosen.id)
  return (
    <details className="naval-combat" data-testid="naval-combat">
      <summary>Naval combat results</summary>
      <p className="note">
        Not a rule of Part 4: enter what naval combat did at the table. A sunk carrier takes its aircraft
        aboard with it; a damaged one launches and recovers none (4.4).
      </p>
      <select aria-label="Ship" value={chosen.id} onChange={(e) => setShip(e.target.value)}>
        {ships.map((n) => (
          <option key={n.id} value={n.id}>
            {shipLabel(state, n.id)}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        disabled={!canDamage}
        onClick={() => act({ type: 'navalCombat', ship: chosen.id, result: 'damaged' })}
      >
        Damaged
      </button>{' '}
      <button type="button" onClick={() => act({ type: 'navalCombat', ship: chosen.id, result: 'sunk' })}>
        Sunk
      </button>
    </details>
  )
}

/** The player's surface flotilla made a successful naval interception at the table (Part 3): the enemy carriers there may strike it (4.28). */
export function NavalInterceptionEntry({ state }: { state: GameState }) {
  const fleet = useMemo(() => navalInterceptors(state), [state])
  const [flotilla, setFlotilla] = useState('')
  const chosen = fleet.find((f) => f.flotilla === flotilla) ?? fleet[0]
  if (!chosen) return null
  return (
    <details className="naval-interception" data-testid="naval-interception">
      <summary>Successful naval interception</summary>
      <p className="note">
        Not a rule of Part 4: when one of your surface flotillas makes a successful naval interception at the
        table, enter it here. Both sides are located there, and enemy carriers in that hex may make Intensive
        attacks on it first (4.10, 4.28).
      </p>
      <select
        aria-label="Intercepting flotilla"
        value={chosen.flotilla}
        onChange={(e) => setFlotilla(e.target.value)}
      >
        {fleet.map((f) => (
          <option key={f.flotilla} value={f.flotilla}>
            {flotillaLabel(state, f.ships)} at {f.loc}
          </option>
        ))}
      </select>{' '}
      <button type="button" onClick={() => act({ type: 'navalInterception', flotilla: chosen.flotilla })}>
        Enter the interception
      </button>
    </details>
  )
}
