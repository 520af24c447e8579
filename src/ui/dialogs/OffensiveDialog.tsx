// D-OFF-DECLARE (4.25; spec §16 (viii)): in the Offensive Phase the sides take turns to declare
// one Offensive or pass. Each kind is listed; those not possible now are greyed with the reason.
import { useMemo, useState } from 'react'
import {
  grassAirfieldSites,
  type GameState,
  type OffensiveOption,
  airstripWords,
} from '../../rules/systems/aeto'
import { ruleSuffix } from '../format'
import { useSortie } from '../../store/store'
import { DecisionDialog } from './DecisionDialog'
import { act, type P } from './common'
import { LandReconTargets } from './LandReconDialogs'
import { StpDebark } from './SeaTransportDialogs'
import { CarrierStatusEntry } from './CarrierStatusEntry'

const WHAT: Record<string, string> = {
  air: 'Up to two missions: bombing installations, Change Base, air transport or air-naval attacks. The enemy may intercept with uncommitted or Current fighters (4.25).',
  land: 'A land attack with its Breakthrough, Combat and Exploitation steps, and ground support from both sides (4.22).',
  combinedAir:
    'Two or more allied major powers join: each spends one Offensive, and no EP is spent; one of them flies the air units of all of them, still at most two missions in all. Minor partners never join one (4.25).',
  sea: 'One of your flotillas is Activated and moves, one location at a time; the enemy may reconnoitre and strike it as it moves, and react with its ships; your aircraft strike the ships that react. An Activated flotilla moves no more this phase (4.15).',
}

/** The forward airstrip's option, in the scenario's words (a Dirt Airstrip in APTO, D18, D98). */
const buildWhat = (name: string) =>
  `Spend this Offensive option (1 Offensive + 1 EP of the building nation) placing a ${name} under construction in a legal hex; it completes in the End Phase of this turn and bases one fighter-type unit. The option then passes to the other side (4.3).`

export function OffensiveDialog({ state, p }: { state: GameState; p: P<'offensive'> }) {
  const first = p.options.find((o) => o.available)?.kind ?? null
  const [choice, setChoice] = useState<OffensiveOption['kind'] | null>(first)
  const airNations = p.options.find((o) => o.kind === 'air')?.nations
  const majors = p.options.find((o) => o.kind === 'combinedAir')?.nations ?? []
  const [power, setPower] = useState<string>('') // '' : named by the first units launched (4.25)
  const [joined, setJoined] = useState<string[]>(() => majors.map((n) => n.id))
  const grassOpen = p.options.some((o) => o.kind === 'grass' && o.available)
  const sites = useMemo(() => (grassOpen ? grassAirfieldSites(state) : []), [state, grassOpen])
  const [hex, setHex] = useState<string>('')
  // A legal hex selected on the map becomes the choice, as for land reconnaissance.
  const selectedHex = useSortie((s) => s.ui.selectedHex)
  const [seen, setSeen] = useState<string | null>(selectedHex)
  if (selectedHex !== seen) {
    setSeen(selectedHex)
    if (selectedHex && sites.some((x) => x.hex === selectedHex)) setHex(selectedHex)
  }
  const site = sites.find((x) => x.hex === hex) ?? sites[0]
  const [nation, setNation] = useState<string>('')
  const builder = site?.nations.includes(nation) ? nation : site?.nations[0]
  const nationName = (id: string) => state.scenario.nations.find((n) => n.id === id)?.name ?? id
  const airstrip = airstripWords(state.scenario) // a Dirt Airstrip in APTO (D18, D98)
  const what = (kind: string) => (kind === 'grass' ? buildWhat(airstrip.name) : WHAT[kind])
  return (
    <DecisionDialog
      state={state}
      title="Offensive Phase: declare an Offensive or pass"
      confirmLabel={
        choice === 'air'
          ? 'Declare an Air Offensive'
          : choice === 'combinedAir'
            ? 'Declare a Combined Air Offensive'
            : choice === 'land'
              ? 'Declare a Land Offensive'
              : choice === 'sea'
                ? 'Declare a Sea Offensive'
                : choice === 'grass'
                  ? `Build the ${airstrip.name}${site ? ` at ${site.hex}` : ''}`
                  : 'Declare'
      }
      confirmDisabled={
        choice === null ||
        (choice === 'grass' && !site) ||
        (choice === 'combinedAir' && (joined.length < 2 || joined.length > p.left))
      }
      onConfirm={() => {
        if (choice === 'grass') {
          if (site)
            act({
              type: 'buildGrassAirfield',
              hex: site.hex,
              ...(site.nations.length > 1 && builder ? { nation: builder } : {}),
            })
        } else if (choice === 'combinedAir')
          act({
            type: 'declareOffensive',
            offensive: 'combinedAir',
            nations: majors.map((n) => n.id).filter((id) => joined.includes(id)),
          })
        else if (choice === 'air' && power)
          act({ type: 'declareOffensive', offensive: 'air', nations: [power] })
        else if (choice) act({ type: 'declareOffensive', offensive: choice })
      }}
      cancelLabel="Pass"
      onCancel={() => act({ type: 'passOffensive' })}
    >
      <p className="note">
        {p.left} Offensive{p.left === 1 ? '' : 's'} left this turn. The phase ends when every side has passed
        in a row; a side that passes may still declare later if another side declares.
      </p>
      <fieldset className="unit-checks mission-kind">
        <legend>Offensive</legend>
        <ul className="plain">
          {p.options.map((o) => (
            <li
              key={o.kind}
              className={o.available ? undefined : 'illegal'}
              data-testid={`offensive-${o.kind}`}
            >
              <label className="touch">
                <input
                  type="radio"
                  name="offensive"
                  disabled={!o.available}
                  checked={choice === o.kind}
                  onChange={() => setChoice(o.kind)}
                />{' '}
                {o.name}
              </label>{' '}
              <span className={o.available ? 'note' : 'reason'}>
                — {o.available ? what(o.kind) : o.reason}
                {!o.available && o.reason && ruleSuffix(o.reason, o.rule)}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      {choice === 'air' && airNations && (
        <fieldset className="air-power" data-testid="air-power">
          <legend>Whose Air Offensive (4.25)</legend>
          <label>
            Air Offensive of{' '}
            <select
              value={power}
              onChange={(e) => setPower(e.target.value)}
              aria-label="Power conducting the Air Offensive"
            >
              <option value="">the nation of the first units launched</option>
              {airNations.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </select>
          </label>
          <p className="note">
            Only that nation’s air units fly in it; the units of two major powers fly together only in a
            Combined Air Offensive.
          </p>
        </fieldset>
      )}
      {choice === 'combinedAir' && (
        <fieldset className="unit-checks" data-testid="combined-powers">
          <legend>Major powers joining (4.25)</legend>
          <ul className="plain">
            {majors.map((n) => (
              <li key={n.id}>
                <label className="touch">
                  <input
                    type="checkbox"
                    checked={joined.includes(n.id)}
                    onChange={(e) =>
                      setJoined((j) => (e.target.checked ? [...j, n.id] : j.filter((x) => x !== n.id)))
                    }
                  />{' '}
                  {n.name}
                </label>
              </li>
            ))}
          </ul>
          <p
            className={joined.length < 2 || joined.length > p.left ? 'reason' : 'note'}
            data-testid="combined-cost"
          >
            {joined.length < 2
              ? 'Tick two or more major powers.'
              : `${joined.length} Offensives spent (one for each power), ${p.left} left; no EP.${joined.length > p.left ? ' Not enough Offensives left.' : ''}`}
          </p>
        </fieldset>
      )}
      <LandReconTargets state={state} targets={p.landRecon} />
      <StpDebark state={state} p={p} />
      <CarrierStatusEntry state={state} />
      {choice === 'grass' && site && (
        <fieldset className="grass-site" data-testid="grass-site">
          <legend>{airstrip.Name} (4.3)</legend>
          <label>
            Hex{' '}
            <select
              value={site.hex}
              onChange={(e) => setHex(e.target.value)}
              aria-label={`Hex of the ${airstrip.name}`}
            >
              {sites.map((x) => (
                <option key={x.hex} value={x.hex}>
                  {x.hex}
                </option>
              ))}
            </select>
          </label>{' '}
          {site.nations.length > 1 ? (
            <label>
              Built by{' '}
              <select
                value={builder}
                onChange={(e) => setNation(e.target.value)}
                aria-label="Building nation"
              >
                {site.nations.map((n) => (
                  <option key={n} value={n}>
                    {nationName(n)}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <span className="note">Built by {nationName(site.nations[0])}.</span>
          )}
          <p className="note">
            Select a legal hex on the map or in the list. Legal hexes only: clear terrain, friendly, outside
            enemy land units’ zones of control (not a rule: default used — a unit’s hex and the six next to
            it), no city, resource or airbase chit there, in a nation or colony where the builder has a combat
            unit of its own (T-20). Every hex counts as supplied (not a rule: default used, Part 7).
          </p>
        </fieldset>
      )}
    </DecisionDialog>
  )
}
