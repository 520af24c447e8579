// D-WEATHER (APTO viii, Part 1): the Weather Phase of a month. Before any die the dialog shows the
// Turn Track's box (each letter's chance on the d6) and, for each zone, its condition in a month of
// each letter and its Air Operation Effects table with the exact odds (1.3, 1.4); the player asks
// for the weather and the dice decide.
import {
  type GameState,
  bandText,
  EFFECT_NAMES,
  LETTER_NAMES,
  SEVERITY_NAMES,
} from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, type P } from './common'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export function WeatherDialog({ state, p }: { state: GameState; p: P<'weather'> }) {
  const f = p.forecast
  const several = f.letters.length > 1
  return (
    <DecisionDialog
      state={state}
      title={`Weather Phase: ${MONTHS[f.month - 1]} ${f.year}`}
      confirmLabel="Determine the weather"
      onConfirm={() => act({ type: 'determineWeather' })}
      testId="weather-dialog"
    >
      <p data-testid="weather-box">
        {f.box === null
          ? 'The scenario’s Turn Track gives no weather for this month: Fair (not a rule: default used).'
          : several
            ? `The Turn Track gives ${f.box}: one die chooses — ${f.letters.map((l) => `${LETTER_NAMES[l.letter]} on ${bandText(l.from, l.to)} (${l.sixths} in 6)`).join(', ')}.`
            : `The Turn Track gives ${f.box}: a ${LETTER_NAMES[f.letters[0].letter]} month.`}{' '}
        <span className="rule">(Part 1)</span>
      </p>
      <table className="weather-odds" data-testid="weather-odds">
        <caption>Then each zone that is not Fair rolls two dice for its air effects (1.3, 1.4)</caption>
        <thead>
          <tr>
            <th scope="col">Zone</th>
            {several && <th scope="col">Month</th>}
            <th scope="col">Condition</th>
            <th scope="col">Air effects on 2d6</th>
          </tr>
        </thead>
        <tbody>
          {f.zones.flatMap((z) =>
            z.byLetter.map((b, i) => (
              <tr key={`${z.id}-${b.letter}`}>
                {i === 0 && (
                  <th scope="row" rowSpan={z.byLetter.length}>
                    {z.name} <span className="note">({SEVERITY_NAMES[z.severity]})</span>
                  </th>
                )}
                {several && <td>{LETTER_NAMES[b.letter]}</td>}
                <td>{LETTER_NAMES[b.condition]}</td>
                <td>
                  {b.bands.length
                    ? b.bands
                        .map((x) => `${bandText(x.from, x.to)} ${EFFECT_NAMES[x.effect]} (${x.ways}/36)`)
                        .join(' · ')
                    : z.severity === 'mild'
                      ? 'never affected (1.0)'
                      : 'no roll: no air effect (1.2)'}
                  {b.rule && <span className="rule"> ({b.rule})</span>}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <p className="note">
        The month’s weather holds for the whole month (1.0): strength halved, strength and range halved, or
        grounded, wherever a unit has been on its way (1.5, 1.7).
      </p>
    </DecisionDialog>
  )
}
