// Enemy land stacks as one side may know them (4.11; the seed's rule on inspecting stacks; part of
// `view`).
import { contextOf } from './context'
import { landUnitsNow } from './land'
import type { GameState, Loc, SideId } from './types'
import type { Viewer } from './viewShips'

/** One land unit the viewer may inspect. */
export interface LandUnitSeen {
  id: string
  name: string
  strength: number
  kind?: string
}

/** A side's land chits in one hex as `viewer` sees them (4.11; the seed's rule on inspecting stacks). */
export interface LandStackSeen {
  side: SideId
  hex: string
  /** How many land chits: the stack is seen on the map. */
  chits: number
  /** The chits the viewer may inspect (the top one at least); `chits - units.length` are not inspected. */
  units: LandUnitSeen[]
  /** Why the viewer sees what it sees: everything open, its own, next to its land units, reconnoitred this Offensive Phase (4.11), or only the top chit. */
  seen: 'open' | 'own' | 'adjacent' | 'reconnoitred' | 'top'
  /** A chit was concealed under the fort chit from the viewer's reconnaissance (4.11). */
  concealed: boolean
}

const landCache = new WeakMap<GameState, Map<string, LandStackSeen[]>>()

/**
 * The land stacks as `viewer` sees them. A player may inspect an enemy stack only with land units
 * of its own next to it, or through land reconnaissance (4.11); it always sees the top chit of a
 * stack and how many chits it has. What a reconnaissance showed lasts to the end of that Offensive
 * Phase: land units move at the table in the Movement Phase that follows. When the scenario does
 * not play land reconnaissance (saves of version 6) every stack is open, as it was.
 */
export function landSeenBy(state: GameState, viewer: Viewer): LandStackSeen[] {
  let byViewer = landCache.get(state)
  if (!byViewer) landCache.set(state, (byViewer = new Map()))
  const key = viewer ?? ''
  const hit = byViewer.get(key)
  if (hit) return hit
  const ctx = contextOf(state)
  const all = landUnitsNow(state)
  const stacks = new Map<string, { side: SideId; hex: string; list: typeof all }>()
  for (const l of all) {
    const side = ctx.nationSide.get(l.nation) ?? l.nation
    const k = `${l.hex}|${side}`
    const st = stacks.get(k)
    if (st) st.list.push(l)
    else stacks.set(k, { side, hex: l.hex, list: [l] })
  }
  const hidden = viewer !== null && state.scenario.options.landReconnaissance === true
  const own = hidden
    ? all
        .filter((l) => ctx.nationSide.get(l.nation) === viewer)
        .map((l) => ctx.map.parseLoc(l.hex))
        .filter((x): x is Loc => x !== null)
    : []
  const unitOf = (l: (typeof all)[number]): LandUnitSeen => ({
    id: l.id,
    name: l.name,
    strength: l.strength,
    ...(l.kind ? { kind: l.kind } : {}),
  })
  const out: LandStackSeen[] = []
  for (const { side, hex, list } of stacks.values()) {
    const full = (seen: LandStackSeen['seen']): LandStackSeen => ({
      side,
      hex,
      chits: list.length,
      units: list.map(unitOf),
      seen,
      concealed: false,
    })
    if (!hidden) out.push(full('open'))
    else if (side === viewer) out.push(full('own'))
    else {
      const loc = ctx.map.parseLoc(hex)
      if (loc !== null && own.some((o) => ctx.map.hexDistance(o, loc) <= 1)) out.push(full('adjacent'))
      else {
        const rec = state.landRecon?.seen.find((x) => x.side === viewer && x.hex === hex)
        const shown = list.filter((l, i) => i === 0 || (rec?.units.includes(l.id) ?? false))
        out.push({
          side,
          hex,
          chits: list.length,
          units: shown.map(unitOf),
          seen: rec ? 'reconnoitred' : 'top',
          concealed: rec?.concealed ?? false,
        })
      }
    }
  }
  byViewer.set(key, out)
  return out
}

/** An enemy land stack in words, as the viewer sees it: the names it may inspect, the rest counted. */
export function landStackWords(s: LandStackSeen): string {
  const rest = s.chits - s.units.length
  if (rest <= 0) return s.units.map((u) => `${u.name}, strength ${u.strength}`).join('; ')
  const why =
    s.seen === 'reconnoitred'
      ? s.concealed
        ? 'concealed under the fort chit (4.11)'
        : 'not seen'
      : 'not inspected: reconnoitre the hex, or be next to it (4.11)'
  return `${s.units.map((u) => `${u.name}, strength ${u.strength}`).join('; ')} and ${rest} land chit${rest === 1 ? '' : 's'} ${why}`
}
