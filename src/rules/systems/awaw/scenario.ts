// The AWAW scenario file (docs/awaw.md): checked field by field, every problem as `path: message`
// naming what it got and what it expects. Rules 17–22 are not in the seed, so the file carries
// what they would give: each air base's range, each ship's factors, where each naval force is.
import type { ScenarioCheck } from '../../kernel/registry'
import { checkMap, checkSides, fieldChecks, isObj, show, type Problem } from '../../kernel/scenarioFields'
import { airNationalityDrm } from './charts/nationality'
import { readingsProblems, type AwawReadings } from './readings'
import {
  AWAW_SYSTEM_ID,
  SHIP_TYPES,
  type AwawAirBase,
  type AwawNavalForce,
  type AwawPort,
  type AwawScenario,
  type AwawShip,
  type AwawTaskForce,
  type AwawTheater,
  type EnteredNationalityRows,
  type ShipType,
} from './types'

export function parseAwawScenario(json: unknown): ScenarioCheck<AwawScenario> {
  const errors: Problem[] = []
  const { bad, text, list, whole } = fieldChecks(errors)
  if (!isObj(json))
    return { ok: false, errors: [{ path: '', message: `got ${show(json)}, expected a JSON object` }] }
  const o = json
  const flag = (path: string, v: unknown): boolean => {
    if (v !== undefined && typeof v !== 'boolean') bad(path, v, 'true or false')
    return v === true
  }
  const ids = new Set<string>()
  const id = (path: string, v: unknown): string => {
    const t = text(path, v)
    if (t && ids.has(t)) bad(path, t, 'an id not used before in the file')
    ids.add(t)
    return t
  }

  if (o.system !== AWAW_SYSTEM_ID) bad('system', o.system, `"${AWAW_SYSTEM_ID}"`)
  const scenarioId = text('id', o.id)
  const title = text('title', o.title)
  if (o.description !== undefined && typeof o.description !== 'string')
    bad('description', o.description, 'a text')
  if (o.theater !== 'europe' && o.theater !== 'pacific')
    bad('theater', o.theater, '"europe" or "pacific" (cover within four or three hexes, 23.22)')
  const theater: AwawTheater = o.theater === 'pacific' ? 'pacific' : 'europe'

  const { sides, sideIds, side } = checkSides(o, errors)

  const { cols, rows, hex } = checkMap(o, errors)
  const nationality = (path: string, v: unknown): string => {
    if (typeof v !== 'string' || !v.trim() || v !== v.toLowerCase())
      bad(path, v, 'a nationality in lower case ("japan", "usa", "britain", …)')
    return typeof v === 'string' ? v : ''
  }

  const forcePool: Record<string, number> = {}
  if (!isObj(o.forcePool))
    bad('forcePool', o.forcePool, '{ "<side>": AAF in play, … } for each side (23.142C)')
  else for (const s of sideIds) forcePool[s] = whole(`forcePool.${s}`, o.forcePool[s], 0)

  const airBases: AwawAirBase[] = []
  list('airBases', o.airBases).forEach((b, i) => {
    const p = `airBases[${i}]`
    if (!isObj(b)) return bad(p, b, '{ "id": …, "side": …, "name": …, "hex": …, "nationality": …, "aaf": … }')
    const base: AwawAirBase = {
      id: id(`${p}.id`, b.id),
      side: side(`${p}.side`, b.side),
      name: text(`${p}.name`, b.name),
      hex: hex(`${p}.hex`, b.hex),
      nationality: nationality(`${p}.nationality`, b.nationality),
      aaf: whole(`${p}.aaf`, b.aaf, 0),
    }
    if (b.aafInverted !== undefined) base.aafInverted = whole(`${p}.aafInverted`, b.aafInverted, 0)
    if (b.nas !== undefined) base.nas = whole(`${p}.nas`, b.nas, 0)
    if (b.range !== undefined) base.range = whole(`${p}.range`, b.range, 0)
    if (flag(`${p}.rangeStandIn`, b.rangeStandIn)) base.rangeStandIn = true
    if (flag(`${p}.notAirBase`, b.notAirBase)) base.notAirBase = true
    if (base.notAirBase && base.aaf > 0)
      bad(`${p}.aaf`, base.aaf, '0: a one-hex island that is no air base holds only NAS (23.22A)')
    airBases.push(base)
  })
  for (const s of sideIds) {
    const inPlay = airBases.filter((b) => b.side === s).reduce((a, b) => a + b.aaf + (b.aafInverted ?? 0), 0)
    if (forcePool[s] !== undefined && inPlay > forcePool[s])
      bad(`forcePool.${s}`, forcePool[s], `at least the ${inPlay} AAF the side's air bases hold (23.142C)`)
  }

  const ports: AwawPort[] = []
  list('ports', o.ports ?? []).forEach((q, i) => {
    const p = `ports[${i}]`
    if (!isObj(q)) return bad(p, q, '{ "hex": …, "side": …, "name": … }')
    ports.push({
      hex: hex(`${p}.hex`, q.hex),
      side: side(`${p}.side`, q.side),
      name: text(`${p}.name`, q.name),
    })
  })

  const ship = (p: string, v: unknown): AwawShip => {
    if (!isObj(v)) {
      bad(p, v, '{ "id": …, "name": …, "type": …, "nationality": …, "factors": … }')
      return { id: '', name: '', type: 'DD', nationality: '', factors: 1 }
    }
    if (typeof v.type !== 'string' || !SHIP_TYPES.includes(v.type as ShipType))
      bad(`${p}.type`, v.type, `one of ${SHIP_TYPES.map(show).join(', ')}`)
    const sh: AwawShip = {
      id: id(`${p}.id`, v.id),
      name: text(`${p}.name`, v.name),
      type: (SHIP_TYPES.includes(v.type as ShipType) ? v.type : 'DD') as ShipType,
      nationality: nationality(`${p}.nationality`, v.nationality),
      factors: whole(`${p}.factors`, v.factors, 1, 99),
    }
    if (v.nas !== undefined) {
      if (!['CV', 'CVL', 'CVB', 'CVE'].includes(sh.type))
        bad(`${p}.nas`, v.nas, `nothing: a ${sh.type} carries no naval air squadrons`)
      else sh.nas = whole(`${p}.nas`, v.nas, 0, 9)
    }
    return sh
  }
  const navalForces: AwawNavalForce[] = []
  list('navalForces', o.navalForces).forEach((f, i) => {
    const p = `navalForces[${i}]`
    if (!isObj(f)) return bad(p, f, '{ "id": …, "side": …, "name": …, "hex": …, "taskForces": [ … ] }')
    const taskForces: AwawTaskForce[] = []
    const rawTfs = list(`${p}.taskForces`, f.taskForces)
    if (Array.isArray(f.taskForces) && !rawTfs.length) bad(`${p}.taskForces`, [], 'at least one task force')
    rawTfs.forEach((t, j) => {
      const q = `${p}.taskForces[${j}]`
      if (!isObj(t)) return bad(q, t, '{ "id": …, "name": …, "ships": [ … ] }')
      const ships = list(`${q}.ships`, t.ships).map((v, k) => ship(`${q}.ships[${k}]`, v))
      if (Array.isArray(t.ships) && !ships.length) bad(`${q}.ships`, [], 'at least one ship')
      taskForces.push({ id: id(`${q}.id`, t.id), name: text(`${q}.name`, t.name), ships })
    })
    navalForces.push({
      id: id(`${p}.id`, f.id),
      side: side(`${p}.side`, f.side),
      name: text(`${p}.name`, f.name),
      hex: hex(`${p}.hex`, f.hex),
      taskForces,
    })
  })

  let airNationalityRows: EnteredNationalityRows | undefined
  if (o.airNationalityRows !== undefined) {
    if (!isObj(o.airNationalityRows))
      bad(
        'airNationalityRows',
        o.airNationalityRows,
        '{ "italyRussiaFrance"?: DRM, "minors"?: DRM } from your own chart (19.31A)',
      )
    else {
      airNationalityRows = {}
      for (const k of Object.keys(o.airNationalityRows)) {
        const v = o.airNationalityRows[k]
        if (k !== 'italyRussiaFrance' && k !== 'minors')
          bad(
            `airNationalityRows.${k}`,
            k,
            '"italyRussiaFrance" or "minors" (the rows the scan lost, 19.31A)',
          )
        else if (typeof v !== 'number' || !Number.isInteger(v) || v < -3 || v > 3)
          bad(
            `airNationalityRows.${k}`,
            v,
            'the DRM printed on your Air Nationality Chart, a whole number from -3 to 3',
          )
        else airNationalityRows[k] = v
      }
    }
  }
  // The rows the scan lost are the players' to enter: a side whose air needs one cannot attack ships
  // without it (23.441A), and Sortie never fills it in.
  for (const [i, b] of airBases.entries()) {
    if (!b.nationality || b.nationality !== b.nationality.toLowerCase()) continue // refused above
    const r = airNationalityDrm(b.nationality, airNationalityRows)
    if ('missing' in r && !errors.some((e) => e.path === `airNationalityRows.${r.missing}`))
      bad(
        `airNationalityRows.${r.missing}`,
        airNationalityRows?.[r.missing],
        `the DRM your Air Nationality Chart prints for ${r.missing === 'minors' ? 'the minor countries' : 'Italy, Russia and France'} (19.31A; the scan lost it, and airBases[${i}] is ${b.nationality})`,
      )
  }
  let research: AwawScenario['research']
  if (o.research !== undefined) {
    if (!isObj(o.research)) bad('research', o.research, '{ "<side>": { "airDefense"?: n, "radar"?: n } }')
    else {
      research = {}
      for (const [k, v] of Object.entries(o.research)) {
        if (!sideIds.includes(k)) {
          bad(`research.${k}`, k, `one of the sides ${sideIds.map(show).join(', ')}`)
          continue
        }
        if (!isObj(v)) {
          bad(`research.${k}`, v, '{ "airDefense"?: n, "radar"?: n }')
          continue
        }
        research[k] = {
          ...(v.airDefense !== undefined
            ? { airDefense: whole(`research.${k}.airDefense`, v.airDefense, 0, 9) }
            : {}),
          ...(v.radar !== undefined ? { radar: whole(`research.${k}.radar`, v.radar, 0, 9) } : {}),
        }
      }
    }
  }
  for (const [path, got, expected] of readingsProblems(o.readings)) bad(path, got, expected)
  if (o.notes !== undefined)
    list('notes', o.notes).forEach((n, i) => typeof n !== 'string' && bad(`notes[${i}]`, n, 'a text'))

  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    scenario: {
      system: AWAW_SYSTEM_ID,
      id: scenarioId,
      title,
      ...(typeof o.description === 'string' ? { description: o.description } : {}),
      theater,
      sides,
      map: { cols, rows },
      forcePool,
      airBases,
      ports,
      navalForces,
      ...(airNationalityRows ? { airNationalityRows } : {}),
      ...(research ? { research } : {}),
      ...(o.readings !== undefined ? { readings: { ...(o.readings as AwawReadings) } } : {}),
      ...(Array.isArray(o.notes) ? { notes: o.notes as string[] } : {}),
    },
  }
}
