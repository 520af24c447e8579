// Landing (20.B.1.c–g, 20.D.6): each returning unit's marker level, then what it lands as. An
// extended mission adds an X, or raises a result marker one level (20.B.1.c(ii)–(iii)); an X the
// unit carried before raises any marker one more level (20.B.1.c note); a unit that took off
// inoperative lands with an X (20.D.6). R lands as X; D, A and E give the owner the choice to pay
// ARP (½ for D, the repair cost for A and E) and land inoperative with X, or send the unit to the
// aborted box (D, A) or the eliminated box (E).
import { HOLES } from './holes'
import { countUse, ruled } from './rulings'
import { refuse, sideName, unitName, type EuropaProcedure, type Tx } from './tx'
import {
  MARKERS,
  type EuropaAction,
  type EuropaPending,
  type Flight,
  type LandingChoice,
  type Marker,
} from './types'

/** One level up the ladder X < R < D < A < E (E stays E). */
export function raise(m: Marker): Marker {
  return MARKERS[Math.min(MARKERS.indexOf(m) + 1, MARKERS.length - 1)]
}

/** The worse of two markers. */
export function worse(a: Marker, b: Marker): Marker {
  return MARKERS.indexOf(a) >= MARKERS.indexOf(b) ? a : b
}

/** The ARP that paying for a level costs: ½ for D (20.B.1.e), 1 for A (20.B.1.c example); E is a house ruling. */
export const REPAIR_ARP: Readonly<Record<'D' | 'A', number>> = { D: 0.5, A: 1 }

export interface LandingLevel {
  level: Marker | 'none'
  /** The steps, with their rules, for the log. */
  why: string[]
}

/** The marker level a unit lands with, from its flight and the result marker it carries. */
export function landingLevel(
  f: Pick<Flight, 'extended' | 'priorX' | 'wasInoperative'>,
  marker: Marker | null,
): LandingLevel {
  let level: Marker | 'none' = marker ?? 'none'
  const why: string[] = [marker ? `result ${marker}` : 'no result']
  if (f.extended) {
    level = level === 'none' ? 'X' : raise(level)
    why.push(
      marker ? `extended mission: raised to ${level} (20.B.1.c(iii))` : 'extended mission: X (20.B.1.c(ii))',
    )
  }
  if (f.priorX > 0 && level !== 'none') {
    level = raise(level)
    why.push(`the X it carried before: raised to ${level} (20.B.1.c note)`)
  }
  if (level === 'none' && f.wasInoperative) {
    level = 'X'
    why.push('took off inoperative: X (20.D.6)')
  }
  return { level, why }
}

/** The X markers a unit lands with when it lands marked X (A4: do X markers add up?). */
function landingX(t: Tx, f: Flight): number {
  if (f.priorX === 0) return 1
  const answer = ruled(t.s, 'A4', f.side)
  return answer === HOLES.find((h) => h.id === 'A4')!.options![1] ? f.priorX + 1 : 1
}

/** Lands units returning from an operation or from CAP: the automatic ones now, the choices queued. */
export function landUnits(t: Tx, flights: readonly Flight[]): void {
  const s = t.s
  for (const f of flights) {
    const u = s.units[f.unit]
    const { level, why } = landingLevel(f, u.marker)
    if (f.extended && u.marker) countUse(s, 'H14')
    const home = u.home!
    u.marker = null
    u.where = { kind: 'base', base: home }
    u.face = 'inoperative'
    const name = unitName(s, f.unit)
    if (level === 'none') {
      t.log(`${name} returns to base inoperative (${why.join('; ')}; 20.D.6).`, '20.D.6', {
        type: 'land',
        side: f.side,
      })
      continue
    }
    if (level === 'X' || level === 'R') {
      u.x = landingX(t, f)
      t.log(
        `${name} returns to base inoperative with ${'X'.repeat(u.x)} (${why.join('; ')}${level === 'R' ? '; R becomes X on landing, 20.B.1.d' : ''}).`,
        level === 'R' ? '20.B.1.d' : '20.B.1.c',
        { type: 'land', side: f.side },
      )
      continue
    }
    const cost = level === 'E' ? Number(ruled(s, 'REPE', f.side)) : REPAIR_ARP[level]
    const choice: LandingChoice = {
      unit: f.unit,
      side: f.side,
      level,
      cost,
      x: landingX(t, f),
      why: why.join('; '),
    }
    if (s.arp[f.side] < cost) {
      t.log(
        `${name} lands with ${level} (${choice.why}); ${sideName(s, f.side)} has ${s.arp[f.side]} ARP, short of the ${cost} a repair costs.`,
        LEVEL_RULE[level],
      )
      toBox(t, choice)
    } else s.landings.push(choice)
  }
}

const LEVEL_RULE = { D: '20.B.1.e', A: '20.B.1.f', E: '20.B.1.g' } as const

function toBox(t: Tx, c: LandingChoice): void {
  const s = t.s
  const u = s.units[c.unit]
  u.x = 0
  u.where = { kind: 'box', box: c.level === 'E' ? 'eliminated' : 'aborted' }
  u.home = null
  let pool = ''
  if (c.level === 'D') {
    const answer = ruled(s, 'A3', c.side)
    if (answer === HOLES.find((h) => h.id === 'A3')!.options![0]) {
      s.arp[c.side] += 0.5
      pool = ` ½ ARP is added to the pool (house ruling A3): ${s.arp[c.side]} ARP.`
    } else pool = ' The ½ ARP is owed, not added now (house ruling A3).'
  }
  t.log(
    `${unitName(s, c.unit)} goes to the ${c.level === 'E' ? 'eliminated' : 'aborted'} box.${pool}`,
    LEVEL_RULE[c.level],
    { type: 'box', side: c.side },
  )
}

function land(
  t: Tx,
  a: Extract<EuropaAction, { type: 'land' }>,
  p: Extract<EuropaPending, { kind: 'landing' }>,
): void {
  const s = t.s
  const c = s.landings[0]
  if (a.unit !== p.unit)
    refuse(
      LEVEL_RULE[c.level],
      `unit: got ${JSON.stringify(a.unit)}, expected ${JSON.stringify(p.unit)}, the unit landing now`,
    )
  if (a.choice !== 'repair' && a.choice !== 'box')
    refuse(LEVEL_RULE[c.level], `choice: got ${JSON.stringify(a.choice)}, expected "repair" or "box"`)
  s.landings.shift()
  if (a.choice === 'box') return toBox(t, c)
  s.arp[c.side] -= c.cost
  const u = s.units[c.unit]
  u.x = c.x
  t.log(
    `${unitName(s, c.unit)} is repaired for ${c.cost} ARP (${s.arp[c.side]} left): inoperative with ${'X'.repeat(c.x)} (${LEVEL_RULE[c.level]}).`,
    LEVEL_RULE[c.level],
    { type: 'repair', side: c.side },
  )
}

export const landingProcedure: EuropaProcedure = {
  id: 'landing',
  decisions: {
    landing: {
      accepts: { land },
      legal: (_s, p) => [
        ...(p.canPay ? [{ type: 'land', unit: p.unit, choice: 'repair' } as EuropaAction] : []),
        { type: 'land', unit: p.unit, choice: 'box' },
      ],
    },
  },
  decide(t) {
    const c = t.s.landings[0]
    if (!c) return null
    const box = c.level === 'E' ? 'eliminated box' : 'aborted box'
    return {
      kind: 'landing',
      side: c.side,
      rule: LEVEL_RULE[c.level],
      prompt: `${unitName(t.s, c.unit)} lands with ${c.level} (${c.why}): pay ${c.cost} ARP (of ${t.s.arp[c.side]}) and land it inoperative with ${'X'.repeat(c.x)}, or put it in the ${box}.`,
      unit: c.unit,
      level: c.level,
      cost: c.cost,
      canPay: t.s.arp[c.side] >= c.cost,
    }
  },
}
