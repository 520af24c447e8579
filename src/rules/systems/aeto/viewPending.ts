// The decision due as one side may see it (design §7; part of `view`), and which decisions are
// private to the side making them: at the table the other player does not watch them being made,
// so in hot-seat the screen changes hands before each (a hand-over screen), and a side that is not
// deciding sees only who decides and under which rule.
import type { Pending, SideId } from './types'
import type { GameState } from './types'
import { hiddenCarriers, hiddenNames, maskNames, type Viewer } from './viewShips'
import { contextOf } from './context'
import { shipSide } from './naval/ships'

/**
 * The kinds of decision a side makes in private, with the rule that makes them so:
 * - `plan`: a side's own planning (its missions and targets are revealed as they fly, 4.1);
 * - `declare`, `launchInterceptors`, `counterstrike`: the non-moving side's interception
 *   declarations (4.13) and the Counterstrike (APTO 4.1; D7) list its interceptors, their bases
 *   and ranges; the mover learns only what is declared;
 * - `voluntaryAbort`: a hidden choice, revealed when both sides have chosen (4.16);
 * - `sightingReport`: the owner's secret Flotilla Sighting Report die and report (4.10);
 * - `reconConceal`: the chit the owner conceals under a fort chit (4.11).
 */
export const PRIVATE_DECISIONS: Readonly<Partial<Record<Pending['kind'], string>>> = {
  plan: '4.1',
  declare: '4.13',
  launchInterceptors: '4.13',
  counterstrike: '4.1',
  voluntaryAbort: '4.16',
  sightingReport: '4.10',
  reconConceal: '4.11',
}

/**
 * Whether `side` keeps a carrier hidden from another side (afloat, not located by it): its
 * decisions then list what that side may not see (the carrier's airbase and units), so the
 * screen must change hands before it decides, even for an open decision (4.10).
 */
export function keepsCarrierHidden(state: GameState, side: SideId): boolean {
  const ctx = contextOf(state)
  return state.scenario.sides.some(
    (o) =>
      o.id !== side && [...hiddenCarriers(state, o.id).values()].some((ship) => shipSide(ctx, ship) === side),
  )
}

/**
 * Whether the decision due now is private to the side making it: a private kind
 * (`PRIVATE_DECISIONS`), or any decision of a side whose carrier another side has not located — its
 * dialog shows that carrier (4.10). Never the end of the game.
 */
export function isPrivateDecision(state: GameState): boolean {
  const p = state.pending
  if (p.kind === 'over') return false
  return PRIVATE_DECISIONS[p.kind] !== undefined || keepsCarrierHidden(state, p.side)
}

/** The decision due as a side that does not make it sees it: who decides, what kind, under which rule. */
export interface PendingOfOther {
  kind: Pending['kind']
  side: SideId
  rule: string
  prompt: string
  /** The decision is private to its side (`isPrivateDecision`): the prompt says only who decides. */
  private: boolean
  loc?: string
}

export type PendingSeen = ({ own: true } & Pending) | ({ own: false } & PendingOfOther)

/**
 * The decision due as `viewer` sees it. Its own decision (or everything open): the whole decision,
 * the prompt's hidden carrier names masked. Another side's: only who decides and the kind; a
 * private one not even its prompt or location.
 */
export function pendingSeen(state: GameState, viewer: Viewer): PendingSeen {
  const p = state.pending
  if (viewer === null || p.side === viewer || p.kind === 'over') {
    const names = viewer === null ? [] : hiddenNames(state, viewer)
    return { ...p, prompt: maskNames(p.prompt, names), own: true }
  }
  const secret = isPrivateDecision(state)
  const who = state.scenario.sides.find((s) => s.id === p.side)?.name ?? p.side
  return {
    own: false,
    kind: p.kind,
    side: p.side,
    rule: p.rule,
    private: secret,
    prompt: secret
      ? `${who} decides in private (${p.rule}).`
      : maskNames(p.prompt, hiddenNames(state, viewer)),
    ...(!secret && p.loc !== undefined ? { loc: p.loc } : {}),
  }
}
