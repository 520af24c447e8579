// Each side's air and ships as the side at the screen may see them (the rules' view): air bases with
// their AAF (uninverted and inverted, 23.13), the AAS they broke into by role and the NAS (23.11),
// the force pool and its designated area (23.133, 23.142C); naval forces with their task forces,
// ships, carriers' NAS and the hits they have taken (23.443A). While the fight over a hex lasts,
// the enemy's bases read as they were before the cover flew (23.25A): the view says so.
import { AAS_ROLES, COVER_RANGE, type AwawState } from '../../../rules/systems/awaw'
import { sideName } from './words'

const ROLE_WORDS = { search: 'search', cover: 'cover', attack: 'attack' } as const

function shipState(s: AwawState, id: string): string {
  const x = s.ships[id]
  if (!x) return ''
  if (x.sunk) return 'sunk'
  return `${x.hits} hit${x.hits === 1 ? '' : 's'}${x.damaged ? ', damaged' : ''}`
}

export function ForcesPanel({ state, viewer }: { state: AwawState; viewer: string | null }) {
  const secret = (state.entry?.cover as unknown) === 'secret'
  return (
    <section className="awaw-forces" aria-label="Forces" data-testid="awaw-forces">
      {state.scenario.sides.map((side) => {
        const bases = state.scenario.airBases.filter((b) => b.side === side.id)
        const forces = state.scenario.navalForces.filter((f) => f.side === side.id)
        const hidden = secret && viewer !== side.id && forces.some((f) => f.id === state.entry?.force)
        return (
          <div key={side.id} className="awaw-side" data-testid={`awaw-side-${side.id}`}>
            <h2>
              {side.name}
              {viewer === side.id ? ' (you)' : ''}
            </h2>
            <p className="note">
              Force pool: {state.pool[side.id] ?? 0} AAF in play; {state.designated[side.id] ?? 0} in the
              designated area while broken into AAS (23.133, 23.142C).
            </p>
            {hidden && (
              <p className="note" data-testid="awaw-secret-bases">
                Their cover and CAP are secret: these are their bases as they were before the cover flew
                (23.25A).
              </p>
            )}
            <table className="awaw-table">
              <caption>Air bases</caption>
              <thead>
                <tr>
                  <th scope="col">Base</th>
                  <th scope="col">Hex</th>
                  <th scope="col">AAF</th>
                  <th scope="col">AAS ready</th>
                  <th scope="col">NAS</th>
                  <th scope="col">Inverted</th>
                  <th scope="col">Range</th>
                </tr>
              </thead>
              <tbody>
                {bases.map((b) => {
                  const x = state.bases[b.id]
                  return (
                    <tr key={b.id} data-testid={`awaw-base-${b.id}`}>
                      <th scope="row">
                        {b.name}
                        {b.notAirBase ? ' (no air base, 23.22A)' : ''}
                      </th>
                      <td>{b.hex}</td>
                      <td>
                        {x.aaf}
                        {x.aafInverted ? ` (+${x.aafInverted} inverted)` : ''}
                      </td>
                      <td>{AAS_ROLES.map((r) => `${x.ready[r]} ${ROLE_WORDS[r]}`).join(', ')}</td>
                      <td>{x.ready.nas}</td>
                      <td>
                        {AAS_ROLES.map((r) => x.inverted[r]).reduce((a, n) => a + n, 0) + x.inverted.nas ||
                          '—'}
                      </td>
                      <td>
                        {b.range === undefined ? '—' : `${b.range}${b.rangeStandIn ? '* (stand-in)' : ''}`}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
            {forces.map((f) => (
              <table key={f.id} className="awaw-table" data-testid={`awaw-force-${f.id}`}>
                <caption>
                  {f.name} at {state.forces[f.id]?.hex ?? f.hex}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Task force</th>
                    <th scope="col">Ship</th>
                    <th scope="col">Type</th>
                    <th scope="col">Factors</th>
                    <th scope="col">NAS</th>
                    <th scope="col">Hits</th>
                  </tr>
                </thead>
                <tbody>
                  {f.taskForces.flatMap((t) =>
                    t.ships.map((sh, i) => (
                      <tr
                        key={sh.id}
                        className={state.ships[sh.id]?.sunk ? 'eliminated' : undefined}
                        data-testid={`awaw-ship-${sh.id}`}
                      >
                        <td>{i === 0 ? t.name : ''}</td>
                        <td>{sh.name}</td>
                        <td>{sh.type}</td>
                        <td>{sh.factors}</td>
                        <td>{sh.nas === undefined ? '—' : (state.carriers[sh.id] ?? 0)}</td>
                        <td>{shipState(state, sh.id)}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            ))}
            {state.scenario.ports
              .filter((p) => p.side === side.id)
              .map((p) => (
                <p key={p.hex} className="note">
                  Port: {p.name} ({p.hex})
                </p>
              ))}
          </div>
        )
      })}
      <p className="note">
        Sides: {state.scenario.sides.map((x) => sideName(state, x.id)).join(' and ')};{' '}
        {state.scenario.theater === 'pacific' ? 'Pacific' : 'Europe'}: cover from within{' '}
        {COVER_RANGE[state.scenario.theater]} hexes (23.22). * a value the rules text does not give: the
        scenario&apos;s stand-in.
      </p>
    </section>
  )
}
