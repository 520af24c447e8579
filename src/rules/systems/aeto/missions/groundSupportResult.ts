// What the air battle over a land combat gives to the land combat (4.22; spec §11.2, §11.3, §3.4):
// which side holds air superiority, and the bomber strength each side adds, halved and capped.
// Pure: the engine gathers the units still over the combat hex and the land units' strengths.
import type { GroundSupportResult } from '../types'
import { terrainEffects } from '../terrainEffects'

export type GsSide = 'attacker' | 'defender'

export interface GsAirUnit {
  name: string
  side: GsSide
  /** Printed strength of the current face (the underscore is ignored, 4.22). */
  strength: number
  bomberRole: boolean
  heavy: boolean
  atp: boolean
  /** A defender that was Currently Committed when it launched: it supports Activated units only (4.27). */
  wasCurrent: boolean
  /** Its flight has been through inclement weather (the combat hex is not inclement): halved, and no air superiority from it (APTO 1.5, 1.7). */
  inclement?: boolean
}

export interface GsLandUnit {
  name: string
  strength: number
  general: boolean
  /** Attacker: halved for attacking across a river or from a peninsula (Part 5). */
  halved?: boolean
  /** Defender: Activated this Offensive Phase (Part 5; §3.4). */
  activated?: boolean
}

export interface GsInputs {
  variant: 'aeto' | 'apto'
  /** Remaining units over the combat hex after all air combat (neither aborted nor eliminated). */
  air: readonly GsAirUnit[]
  weather: 'clear' | 'halfStrength' | 'halfStrengthAndRange' | 'grounded'
  terrain: string
  fortified: boolean
  attackers: readonly GsLandUnit[]
  defenders: readonly GsLandUnit[]
  /** gsCapIncludesGenerals (A-37). */
  capIncludesGenerals: boolean
}

/** Half, rounded as the variant rounds: fractions up in AETO (4.22), down in APTO (APTO E2, T31). */
function half(n: number, variant: GsInputs['variant']): number {
  return variant === 'apto' ? Math.floor(n / 2) : Math.ceil(n / 2)
}

const INCLEMENT = new Set(['halfStrength', 'halfStrengthAndRange'])

/** Why bombers are halved over this combat (4.22): at most once however many reasons apply. */
export function hexHalvings(i: Pick<GsInputs, 'weather' | 'terrain' | 'fortified'>): string[] {
  const why: string[] = []
  if (i.fortified) why.push('fortified hex')
  const byTerrain = terrainEffects(i.terrain).halvesGroundSupport // forest, swamp; jungle (APTO D72)
  if (byTerrain) why.push(byTerrain.why)
  if (INCLEMENT.has(i.weather)) why.push('inclement weather')
  return why
}

export function airSuperiority(i: Pick<GsInputs, 'air' | 'weather'>): {
  side: GroundSupportResult['airSuperiority']
  why: string
} {
  const total = { attacker: 0, defender: 0 }
  const present = { attacker: false, defender: false }
  const inclement = { attacker: false, defender: false }
  for (const u of i.air) {
    if (u.atp) continue // ATPs never give air superiority (4.23)
    present[u.side] = true
    if (u.inclement)
      inclement[u.side] = true // no air superiority from a unit under inclement weather (APTO 1.5, 1.7)
    else total[u.side] += u.strength
  }
  if (INCLEMENT.has(i.weather))
    return {
      side: 'none',
      why: 'No air superiority under inclement weather affecting air operations (4.22).',
    }
  if (present.attacker && present.defender)
    return { side: 'none', why: 'Both sides have air units over the combat hex: no air superiority (4.22).' }
  for (const side of ['attacker', 'defender'] as const) {
    if (!present[side]) continue
    if (total[side] >= 2)
      return {
        side,
        why: `Only the ${side} has air units over the combat hex, total strength ${total[side]} (at least 2): ${side} air superiority (4.22).`,
      }
    if (inclement[side])
      return {
        side: 'none',
        why: `The ${side}'s air units that flew through inclement weather give no air superiority; the others total strength ${total[side]}, and at least 2 are needed (APTO 1.5, 1.7; 4.22).`,
      }
    return {
      side: 'none',
      why: `The ${side}'s air units over the combat hex total strength ${total[side]}: at least 2 are needed for air superiority (4.22; T-21).`,
    }
  }
  return { side: 'none', why: 'No air unit is over the combat hex: no air superiority (4.22).' }
}

function landStrength(u: GsLandUnit, variant: GsInputs['variant']): number {
  return u.halved ? half(u.strength, variant) : u.strength
}

/** The land strength that caps the bombers' addition (4.22): after river/peninsula halving; Generals only with A-37's option. */
function capOf(units: readonly GsLandUnit[], i: GsInputs): number {
  return units
    .filter((u) => i.capIncludesGenerals || !u.general)
    .reduce((n, u) => n + landStrength(u, i.variant), 0)
}

export function groundSupportResult(i: GsInputs): GroundSupportResult {
  const sup = airSuperiority(i)
  const hexWhy = hexHalvings(i)
  const out: GroundSupportResult = {
    airSuperiority: sup.side,
    superiorityWhy: sup.why,
    bomberStrength: { attacker: 0, defender: 0 },
    lines: { attacker: [], defender: [] },
  }
  for (const side of ['attacker', 'defender'] as const) {
    const lines = out.lines[side]
    let free = 0 // strength that may support every supported land unit
    let activatedOnly = 0 // Currently Committed defenders: Activated units only (4.27)
    for (const u of i.air) {
      if (u.side !== side || !u.bomberRole || u.atp) continue
      const why = [
        ...(u.heavy ? ['Heavy Bomber'] : []),
        ...hexWhy,
        ...(u.inclement ? ['inclement weather its flight has been through (APTO 1.7)'] : []),
      ]
      const s = why.length ? half(u.strength, i.variant) : u.strength
      lines.push(
        `${u.name}: ${u.strength}${why.length ? ` halved (${why.join(', ')}) → ${s}` : ''}${u.wasCurrent ? ', Currently Committed: Activated units only' : ''}.`,
      )
      if (u.wasCurrent) activatedOnly += s
      else free += s
    }
    const raw = free + activatedOnly
    if (!raw) continue
    const land = side === 'attacker' ? i.attackers : i.defenders
    const cap = capOf(land, i)
    const activatedCap = capOf(
      land.filter((u) => u.activated),
      i,
    )
    const fromCurrent = Math.min(activatedOnly, activatedCap)
    const added = Math.min(free + fromCurrent, cap)
    if (fromCurrent < activatedOnly)
      lines.push(
        `Currently Committed bombers add at most the Activated units' strength, ${activatedCap} (4.27).`,
      )
    if (added < free + fromCurrent) {
      const parts = land
        .filter((u) => i.capIncludesGenerals || !u.general)
        .map((u) => `${u.name} ${u.strength}${u.halved ? ` halved → ${landStrength(u, i.variant)}` : ''}`)
      lines.push(
        `Total ${free + fromCurrent}, capped at ${cap}: the land strength of the supported units (${parts.join(', ') || 'none'}) (4.22; T-16).`,
      )
    }
    if (!i.capIncludesGenerals && land.some((u) => u.general))
      lines.push('Generals add their own strength on top; they do not raise the cap (A-37).')
    out.bomberStrength[side] = added
  }
  return out
}
