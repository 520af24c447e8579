// Naval transport of air units (APTO [3.18], [3.21]–[3.24]) on validScenario's map made APTO:
// Hull (0203: small airbase + Minor Port, capacity 2) holds the Spitfire spit-1 (4-4/3, F), the
// Wellington (B) and a US F2A Buffalo Small Fighter ("o"); the US convoy docked there is two STP
// chits in flotilla "convoy" — a 2-point chit (its back the 1-point side) and a 1-point chit: 3
// STP points. Plymouth (0205: small airbase + Minor Port, capacity 2, empty) is a second port two
// hexes down the coast. `change` edits the data.
import { validScenario, type ScenarioData } from '../scenario/fixtures'
import type { Scenario } from '../scenario/schema'
import { parseScenario } from '../scenario/validate'

export function seaTransportData(change: (d: ScenarioData) => void = () => {}): ScenarioData {
  const d = validScenario()
  d.variant = 'apto'
  d.id = 'sea-transport'
  d.bases.push({
    id: 'plymouth',
    name: 'Plymouth',
    hex: '0205',
    owner: 'allies',
    nation: 'uk',
    components: [{ kind: 'SmallAirbase' }, { kind: 'MinorPort' }],
  })
  d.airUnits.push({
    id: 'buffalo',
    name: 'Buffalo',
    nation: 'us',
    type: 'F',
    front: '2-3/1',
    back: '1-3/1',
    base: 'hull',
    small: true,
  })
  const stp = (id: string, name: string, back: boolean) => ({
    id,
    name,
    nation: 'us',
    type: 'STP',
    front: { armor: 2, gunnery: 0 },
    back: back ? { armor: 2, gunnery: 0 } : null,
    hex: '0203',
    inPort: true,
    flotilla: 'convoy',
  })
  d.navalUnits.push(stp('stp-a', 'Transports A', true), stp('stp-b', 'Transports B', false))
  change(d)
  return d
}

export function seaTransportScenario(change: (d: ScenarioData) => void = () => {}): Scenario {
  const r = parseScenario(seaTransportData(change))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.scenario
}
