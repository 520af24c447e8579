// Ships damaged at sea (23.443A): once a strike is over, the owner of each named ship it damaged
// says whether it stays with its naval force or leaves for an eligible base, with or without an
// escort. One that leaves is no longer in the task force: not a target, not counted in its air
// defence or its CAP. Its voyage (interception by naval units, air attack on the way) is rules 21–22,
// which the players enter.
import { refuse, type AwawProcedure, type Handled, type Step } from './procedure'
import type { AwawAction, AwawEvent, AwawPending, AwawState } from './types'
import { forceOf, sideName } from './world'

const shipName = (s: AwawState, id: string) =>
  s.scenario.navalForces.flatMap((f) => f.taskForces.flatMap((t) => t.ships)).find((x) => x.id === id)!.name

/** The owner's decision for the ships the last strike damaged. */
export const damagedStep: Step = (s) => {
  const e = s.entry
  if (!e?.damaged?.length) return null
  const f = forceOf(s, e.force)!
  const names = e.damaged.map((id) => shipName(s, id)).join(', ')
  return {
    state: s,
    pending: {
      kind: 'damaged',
      side: f.side,
      rule: '23.443A',
      ships: [...e.damaged],
      prompt: `${names} ${e.damaged.length === 1 ? 'is' : 'are'} damaged. ${sideName(s, f.side)} says which stay with ${f.name} and which leave for an eligible base, where enemy naval units may intercept and enemy air attack them on the way (23.443A).`,
    },
  }
}

function detach(
  s: AwawState,
  a: Extract<AwawAction, { type: 'detach' }>,
  p: Extract<AwawPending, { kind: 'damaged' }>,
): Handled {
  if (!Array.isArray(a.ships) || new Set(a.ships).size !== a.ships.length)
    return refuse(
      '23.443A',
      `ships: got ${JSON.stringify(a.ships)}, expected a list of the damaged ships that leave (${p.ships.join(', ')}), each once; [] keeps them all with the force`,
    )
  for (const [i, id] of a.ships.entries())
    if (!p.ships.includes(id))
      return refuse(
        '23.443A',
        `ships[${i}]: got ${JSON.stringify(id)}, expected one of the ships just damaged: ${p.ships.join(', ')}`,
      )
  const f = forceOf(s, s.entry!.force)!
  const ev: AwawEvent[] = p.ships.map((id) =>
    a.ships.includes(id)
      ? {
          type: 'detach',
          text: `${shipName(s, id)} leaves ${f.name} for an eligible base (23.443A); its voyage, and any interception or air attack on the way, are entered by the players (rules 21–22, outside the rules text).`,
          rule: '23.443A',
          side: p.side,
        }
      : {
          type: 'stays',
          text: `${shipName(s, id)}, damaged, stays with ${f.name} (23.443A).`,
          rule: '23.443A',
          side: p.side,
        },
  )
  const ships = { ...s.ships }
  for (const id of a.ships) ships[id] = { ...ships[id], detached: true }
  const { damaged: _done, ...entry } = s.entry!
  return { ok: true, state: { ...s, ships, entry }, events: ev }
}

export const damagedShips: AwawProcedure = {
  id: 'damagedShips',
  decisions: {
    damaged: {
      accepts: { detach },
      // All stay, all leave, and each one alone leaving.
      legal(_s, p) {
        const out: AwawAction[] = [{ type: 'detach', ships: [] }]
        if (p.ships.length > 1) for (const id of p.ships) out.push({ type: 'detach', ships: [id] })
        out.push({ type: 'detach', ships: [...p.ships] })
        return out
      },
    },
  },
}
