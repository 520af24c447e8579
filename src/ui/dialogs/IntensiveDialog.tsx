// The carriers' answer to an enemy surface force's naval interception where they are: their Naval-Air
// units attack it now, with the exact odds of each attack, or pass (4.28, D-AN-INTENSIVE).
import { type GameState } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, type P } from './common'
import { targetLabel } from './navalLabels'
import { StrikeForm, useStrikeChoice } from './StrikeForm'

/**
 * D-AN-INTENSIVE: an enemy surface force made a successful naval interception where the player's
 * carriers are. Their Naval-Air units attack it now, with the exact odds shown, or pass (4.28).
 */
export function IntensiveDialog({ state, p }: { state: GameState; p: P<'intensive'> }) {
  const choice = useStrikeChoice(state, p.bases, p.ships, (o) => o.units.map((u) => u.id))
  const { option, units } = choice
  return (
    <DecisionDialog
      state={state}
      title={`Intensive Air-Naval Attack at ${p.loc}`}
      confirmLabel={`Attack from ${option ? baseName(state, option.base) : 'a carrier'}`}
      confirmDisabled={!option || units.length === 0}
      onConfirm={() =>
        option &&
        act({
          type: 'launch',
          base: option.base,
          units,
          mission: 'airNaval',
          roles: Object.fromEntries(units.map((id) => [id, 'bomber'])),
        })
      }
      cancelLabel="Pass"
      onCancel={() => act({ type: 'pass' })}
    >
      <p>
        The enemy force ({p.ships.map((id) => targetLabel(state, p.ships, id)).join('; ')}) has made a
        successful naval interception at {p.loc}, where your carriers are. Their Naval-Air units may attack it
        now, before the naval combat, even if they already flew this Step: no reconnaissance is needed, and
        only this force may be attacked. The enemy may intercept them; afterwards they are back aboard at once
        (4.28).
      </p>
      <StrikeForm
        state={state}
        choice={choice}
        ships={p.ships}
        bases={p.bases}
        group="intensive"
        baseLegend="Carrier"
        unitsLegend="Naval-Air units (they attack as bombers)"
        withRoles={false}
        caption="Each attack (4.20), and the anti-aircraft fire on each (4.21)"
        testid="intensive-odds"
      />
    </DecisionDialog>
  )
}
