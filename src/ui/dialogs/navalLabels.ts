// How the deciding side names a ship in the naval dialogs: an identified one by name, class and
// armour; a located chit it has not identified only by its number among them (4.10, 4.20).
import {
  shipDef,
  shipFaceNow,
  shipValues,
  contextOf,
  identifies,
  type GameState,
} from '../../rules/systems/aeto'

export function shipLabel(state: GameState, id: string): string {
  const ctx = contextOf(state)
  const d = shipDef(ctx, id)
  const damaged = shipFaceNow(ctx, state, id) === 'back'
  return `${d.name} (${d.type}${d.named ? ', named' : ''}, armor ${shipValues(ctx, state, id).armor}${damaged ? ', damaged' : ''})`
}

/**
 * A ship the deciding side may strike, as it knows it: an identified one by name, class and armour;
 * a located chit it has not identified only by its number among them. Locating is not identifying:
 * the attacker sees which ships they are when it examines them at its attack (4.10, 4.20).
 */
export function targetLabel(state: GameState, ships: readonly string[], id: string): string {
  if (identifies(contextOf(state), state, state.pending.side, id)) return shipLabel(state, id)
  const unknown = ships.filter((x) => !identifies(contextOf(state), state, state.pending.side, x))
  return `Naval chit ${unknown.indexOf(id) + 1} of ${unknown.length} (located, not identified)`
}

/** Whether the deciding side identifies this ship: only then may its odds (which follow its armour) be shown (4.10, 4.20). */
export const known = (state: GameState, id: string) =>
  identifies(contextOf(state), state, state.pending.side, id)
