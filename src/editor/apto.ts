// Pure edits of what an APTO scenario adds to the map's weather and movement: each weather zone's
// condition and APTO zone (1.1), the weather determined each month from the Turn Track (Part 1),
// and the fixed long-distance transfers the map prints (4.1 [A]–[C]; APTO D8). Nothing here checks
// the rules: the validator says what is wrong (an empty Turn Track, an unreadable box, a transfer
// without bases).
import type { WeatherCondition } from '../rules/systems/aeto/scenario/schema'
import type { Draft } from './draft'

export type WeatherInput = NonNullable<Draft['weather']>
export type ZoneInput = WeatherInput['zones'][number]
export type Severity = NonNullable<ZoneInput['severity']>
export type TransferInput = NonNullable<Draft['transfers']>[number]
export type FirstMonth = 'roll' | 'asGiven'

/** The twelve boxes of a Turn Track that repeat every year, keyed "1" (January) to "12". */
export const MONTH_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const
export const MONTH_NAMES = [
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
] as const

function withZone(d: Draft, zoneId: string, patch: (z: ZoneInput) => ZoneInput): Draft {
  if (!d.weather) return d
  return {
    ...d,
    weather: { ...d.weather, zones: d.weather.zones.map((z) => (z.id === zoneId ? patch(z) : z)) },
  }
}

/** A zone's air effect: for the whole game, or until the first Weather Phase rolls it when determined. */
export function setZoneCondition(d: Draft, zoneId: string, condition: WeatherCondition): Draft {
  return withZone(d, zoneId, (z) => ({ ...z, condition }))
}

/** Which APTO weather zone it is (1.1); undefined leaves it out. */
export function setZoneSeverity(d: Draft, zoneId: string, severity: Severity | undefined): Draft {
  return withZone(d, zoneId, (z) => {
    const { severity: _, ...rest } = z
    return severity ? { ...rest, severity } : rest
  })
}

/** A zone removed: the hexes painted with it go back to the default zone, a large sea area in it too; the last zone takes the weather away. */
export function removeZone(d: Draft, zoneId: string): Draft {
  if (!d.weather) return d
  const zones = d.weather.zones.filter((z) => z.id !== zoneId)
  const features = (d.map.features ?? []).flatMap((f) => {
    if (f.weatherZone !== zoneId) return [f]
    const { weatherZone: _, ...rest } = f
    return Object.keys(rest).length > 1 ? [rest] : [] // a feature with only its hex left goes
  })
  const largeSeaAreas = (d.map.largeSeaAreas ?? []).map((a) => {
    if (a.weatherZone !== zoneId) return a
    const { weatherZone: _, ...rest } = a
    return rest
  })
  const map = { ...d.map, features, largeSeaAreas }
  if (!zones.length) {
    const { weather: _, ...rest } = d
    return { ...rest, map }
  }
  const defaultZone = d.weather.defaultZone === zoneId ? zones[0].id : d.weather.defaultZone
  return { ...d, map, weather: { ...d.weather, defaultZone, zones } }
}

/** The weather determined each month (APTO Part 1) on or off; on, with an empty Turn Track to fill. */
export function setDetermined(d: Draft, on: boolean): Draft {
  if (!d.weather || on === (d.weather.determined !== undefined)) return d
  if (on) return { ...d, weather: { ...d.weather, determined: { turnTrack: {} } } }
  const { determined: _, ...rest } = d.weather
  return { ...d, weather: rest }
}

/** A Turn Track box: "6" for June of every year, "1942-06" for that month only; an empty text removes it. */
export function setTurnTrackBox(d: Draft, key: string, box: string): Draft {
  const det = d.weather?.determined
  if (!d.weather || !det) return d
  const turnTrack: Record<string, string> = { ...det.turnTrack }
  const text = box.trim()
  if (text) turnTrack[key] = text
  else delete turnTrack[key]
  return { ...d, weather: { ...d.weather, determined: { ...det, turnTrack } } }
}

/** Whether the start month's Weather Phase is played ("roll") or its zones' conditions hold ("asGiven"); undefined: the default. */
export function setFirstMonth(d: Draft, first: FirstMonth | undefined): Draft {
  const det = d.weather?.determined
  if (!d.weather || !det) return d
  const { firstMonth: _, ...rest } = det
  return { ...d, weather: { ...d.weather, determined: first ? { ...rest, firstMonth: first } : rest } }
}

// ------------------------------------------------------------------ fixed transfers (4.1; APTO D8)

/** A new fixed transfer of the first side, its ends to be chosen. */
export function addTransfer(d: Draft, id: string, name: string): Draft {
  const side = String(d.sides[0]?.id ?? '')
  const t: TransferInput = { id, name, side, from: [], to: [], minRange: 0, weather: 'permitting' }
  return { ...d, transfers: [...(d.transfers ?? []), t] }
}

export function setTransfer(
  d: Draft,
  i: number,
  patch: Partial<
    Pick<TransferInput, 'name' | 'side' | 'minRange' | 'weather' | 'hops' | 'supplied' | 'fromNear'>
  >,
): Draft {
  return {
    ...d,
    transfers: (d.transfers ?? []).map((t, k) => {
      if (k !== i) return t
      const next: TransferInput = { ...t, ...patch }
      // An optional field at its default leaves the file, as the author never wrote it.
      for (const key of ['hops', 'supplied', 'fromNear'] as const)
        if (key in patch && (patch[key] === undefined || patch[key] === false)) delete next[key]
      return next
    }),
  }
}

/** A base put in or taken out of one end of a transfer, or of its stops (in the order ticked: the way from `from` to `to`); no stop left takes the list away. */
export function toggleTransferBase(d: Draft, i: number, end: 'from' | 'stops' | 'to', base: string): Draft {
  return {
    ...d,
    transfers: (d.transfers ?? []).map((t, k) => {
      if (k !== i) return t
      const list = t[end] ?? []
      const next = list.includes(base) ? list.filter((b) => b !== base) : [...list, base]
      if (end === 'stops' && !next.length) {
        const { stops: _, ...rest } = t
        return rest
      }
      return { ...t, [end]: next }
    }),
  }
}

/** The hops of each leg as an author types them ("1, 1, 1"); empty: none (one leg of three). Null when unreadable. */
export function parseHops(text: string): number[] | undefined | null {
  if (!text.trim()) return undefined
  const n = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
  return n.every((x) => Number.isInteger(x)) ? n : null
}

/** A transfer removed; the last one takes the list away. */
export function removeTransfer(d: Draft, i: number): Draft {
  const transfers = (d.transfers ?? []).filter((_, k) => k !== i)
  if (transfers.length) return { ...d, transfers }
  const { transfers: _, ...rest } = d
  return rest
}
