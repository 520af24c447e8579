// The aircraft of each side, as the counters lie on the table (14.1): type, base, Active or
// Inactive (above or below the Air Base counter, 14.1a), full or reduced (14.1b), the Air Combat
// Rating of the side shown, barrage strength and range; values the scenario made up are marked.
import { acrText, nameOf, ratings, sideName, type OcsState } from '../../../rules/systems/ocs'
import { strengthWords, typeWords, whereWords } from './words'

export function AircraftPanel({ state }: { state: OcsState }) {
  return (
    <section className="ocs-aircraft" aria-label="Aircraft" data-testid="ocs-aircraft">
      {state.scenario.sides.map((side) => {
        const mine = state.scenario.aircraft.filter((a) => a.side === side.id)
        return (
          <table key={side.id} className="ocs-aircraft-table" data-testid={`ocs-aircraft-${side.id}`}>
            <caption>{sideName(state, side.id)}: aircraft</caption>
            <thead>
              <tr>
                <th scope="col">Aircraft</th>
                <th scope="col">Type</th>
                <th scope="col">Where</th>
                <th scope="col">Strength</th>
                <th scope="col">Rating</th>
                <th scope="col">Barrage</th>
                <th scope="col">Range</th>
              </tr>
            </thead>
            <tbody>
              {mine.map((a) => {
                const x = state.aircraft[a.id]
                const r = ratings(state, a.id)
                const standIn = (f: string) => (a.standIn as readonly string[]).includes(f)
                return (
                  <tr
                    key={a.id}
                    data-testid={`ocs-aircraft-row-${a.id}`}
                    className={x.steps <= 0 ? 'eliminated' : x.mode}
                  >
                    <th scope="row">{nameOf(state, a.id)}</th>
                    <td>{typeWords(state, a.id)}</td>
                    <td>{whereWords(state, a.id)}</td>
                    <td>{strengthWords(x.steps)}</td>
                    <td>{acrText(r)}</td>
                    <td>
                      {r.barrage}
                      {standIn('barrage') && (
                        <abbr title="a stand-in: the rules text does not give it">*</abbr>
                      )}
                    </td>
                    <td>
                      {a.range}
                      {standIn('range') && <abbr title="a stand-in: the rules text does not give it">*</abbr>}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )
      })}
      {state.scenario.aircraft.some((a) => a.standIn.length > 0) && (
        <p className="note">
          * a stand-in: the scenario’s author put it in; the rules text does not give it.
        </p>
      )}
    </section>
  )
}
