// What a player should know before playing a scenario (docs/guide.md, "Pick a scenario"): its description, when and how
// it ends, when it starts, the weather zones and who fights. Pure: the briefing dialog and the
// new-game dialog show it.
import type { Scenario, WeatherCondition } from '../rules/systems/aeto/scenario/schema'
import { monthYear, phaseName } from './format'

export interface Briefing {
  title: string
  paragraphs: string[]
  starts: string
  ends: string
  weather: { name: string; condition: string; where: string }[]
  sides: { id: string; name: string; units: number }[]
}

const CONDITION: Record<WeatherCondition, string> = {
  clear: 'clear',
  halfStrength: 'half strength: air units attack at half strength',
  halfStrengthAndRange: 'half strength and half range',
  grounded: 'grounded: no air unit may fly',
}

const PHASE_WORDS: Record<string, string> = {
  strategicWarfare: 'the Strategic Warfare Phase',
  navalAndAir: 'the Naval and Air Phases',
  offensive: 'the Offensive Phase',
  movement: 'the Movement Phase',
  end: 'the End Phase',
}

/** A zone whose weather is rolled each month (APTO Part 1). */
function determinedWords(severity: 'severe' | 'moderate' | 'mild' | undefined): string {
  const kind =
    severity === 'severe'
      ? 'the Severe zone'
      : severity === 'moderate'
        ? 'the Moderate zone'
        : 'the Mild zone'
  return `${kind}: its weather is determined each month from the Turn Track, then two dice for its air effects${severity === 'mild' ? ' (the Mild zone is never affected)' : ''} (APTO Part 1)`
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}’` : `${name}’s`)

export function briefingOf(s: Scenario): Briefing {
  const sideName = new Map(s.sides.map((x) => [x.id, x.name]))
  const order = s.start.sideOrder?.length
    ? s.start.sideOrder
    : [s.start.phasingSide, ...s.sides.map((x) => x.id).filter((x) => x !== s.start.phasingSide)]
  const n = s.end?.afterPhases
  let ends: string
  if (s.end?.phase)
    ends = `It ends once ${PHASE_WORDS[s.end.phase]} of ${monthYear(s.end.year!, s.end.month!)} is over. A closing summary then counts each side’s losses.`
  else if (n === undefined)
    ends = 'It has no set end: play as long as you like, and save the game to carry on later.'
  else {
    const phases = Array.from({ length: Math.min(n, 4) }, (_, i) =>
      possessive(sideName.get(order[i % order.length]) ?? order[i % order.length]),
    )
    const list = n <= 4 ? `: ${phases.join(', then ')}` : ` (each side’s phase counts as one)`
    ends = `It ends when ${n === 1 ? 'one Naval and Air Phase (one Air Movement Step) has' : `${n} Naval and Air Phases (one Air Movement Step each) have`} been played${list}. A closing summary then counts each side’s losses.`
  }
  const nationSide = new Map(s.nations.map((x) => [x.id, x.side]))
  const partsOf = (id: string): string[] => {
    const hexes = s.map.features.filter((f) => f.weatherZone === id).length
    const areas = s.map.largeSeaAreas.filter((a) => a.weatherZone === id).map((a) => a.name)
    return [...areas, ...(hexes ? [`${hexes} hex${hexes === 1 ? '' : 'es'}`] : [])]
  }
  const zoneWhere = (id: string): string => {
    const parts = partsOf(id)
    if (s.weather?.defaultZone !== id) return parts.join(', ') || 'nowhere on this map'
    const othersUsed = (s.weather?.zones ?? []).some((z) => z.id !== id && partsOf(z.id).length > 0)
    if (!othersUsed) return 'the whole map'
    return parts.length ? `${parts.join(', ')}, and everywhere else` : 'everywhere else'
  }
  return {
    title: s.title,
    paragraphs: s.description
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    starts: `${monthYear(s.start.year, s.start.month)}, ${phaseName(s.start.phase)}, ${sideName.get(s.start.phasingSide) ?? s.start.phasingSide} phasing.`,
    ends,
    weather: (s.weather?.zones ?? []).map((z) => ({
      name: z.name,
      condition: s.weather?.determined ? determinedWords(z.severity) : CONDITION[z.condition],
      where: zoneWhere(z.id),
    })),
    sides: s.sides.map((x) => ({
      id: x.id,
      name: x.name,
      units: s.airUnits.filter((u) => nationSide.get(u.nation) === x.id).length,
    })),
  }
}
