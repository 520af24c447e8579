// The OCS scenario file (docs/ocs.md): checked field by field, every problem as `path: message`
// naming what it got and what it expects, and the rules a situation must already obey (14.2a: at
// most 4 + Level Active aircraft at a base; 14.1, 14.3a: only Fighters carry a rating that starts
// an Air Combat). The sequence of play is not in the seed, so the scenario lists its phases.
import { tableProblems } from '../../kernel/tables'
import type { ScenarioCheck } from '../../kernel/registry'
import { checkMap, checkSides, fieldChecks, isObj, show, type Problem } from '../../kernel/scenarioFields'
import { ACT_COLUMN, MAX_ACR, airCombatTable } from './airCombatTable'
import { hexOf } from '../../kernel/hex'
import type { ChartEntry } from './charts/chartEntry'
import { enterOcsChart } from './charts/ocsCharts'
import {
  MISSION_PHASES,
  OCS_AIR_TYPES,
  OCS_PHASE_KINDS,
  OCS_SYSTEM_ID,
  STAND_IN_FIELDS,
  type OcsAirBase,
  type OcsAircraft,
  type OcsAirType,
  type OcsCargo,
  type OcsDropPlan,
  type OcsPhase,
  type OcsRatings,
  type OcsScenario,
  type OcsSegment,
} from './types'

/** Active aircraft a friendly Air Base may hold: four plus its Level (14.2a). */
export function activeLimit(level: number): number {
  return 4 + level
}

export function parseOcsScenario(json: unknown): ScenarioCheck<OcsScenario> {
  const errors: Problem[] = []
  const { bad, text, list } = fieldChecks(errors)
  if (!isObj(json))
    return { ok: false, errors: [{ path: '', message: `got ${show(json)}, expected a JSON object` }] }
  const o = json
  const whole = (path: string, v: unknown, min: number, max = Infinity): number => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      bad(path, v, max === Infinity ? `a whole number from ${min}` : `a whole number from ${min} to ${max}`)
    return typeof v === 'number' ? v : min
  }

  if (o.system !== OCS_SYSTEM_ID) bad('system', o.system, `"${OCS_SYSTEM_ID}"`)
  const id = text('id', o.id)
  const title = text('title', o.title)
  if (o.description !== undefined && typeof o.description !== 'string')
    bad('description', o.description, 'a text')

  // Sides.
  const { sides, side } = checkSides(o, errors)

  // Map.
  const { cols, rows, hex } = checkMap(o, errors)

  // Air bases.
  const airBases: OcsAirBase[] = []
  list('airBases', o.airBases).forEach((b, i) => {
    const p = `airBases[${i}]`
    if (!isObj(b)) return bad(p, b, '{ "hex": …, "side": …, "level": … }')
    const h = hex(`${p}.hex`, b.hex)
    if (airBases.some((x) => x.hex === h)) bad(`${p}.hex`, h, 'a hex holding no other air base')
    const base: OcsAirBase = {
      hex: h,
      side: side(`${p}.side`, b.side),
      level: whole(`${p}.level`, b.level, 1, 9),
    }
    if (b.levelStandIn !== undefined) {
      if (typeof b.levelStandIn !== 'boolean') bad(`${p}.levelStandIn`, b.levelStandIn, 'true or false')
      else if (b.levelStandIn) base.levelStandIn = true
    }
    if (b.re !== undefined) {
      if (typeof b.re !== 'number' || !Number.isFinite(b.re) || b.re < 0 || (b.re * 2) % 1 !== 0)
        bad(`${p}.re`, b.re, 'the RE of the ground units in the hex: 0 or more, in halves (10.0)')
      else base.re = b.re
    }
    airBases.push(base)
  })

  // Aircraft.
  const ratings = (p: string, v: unknown, types: OcsAirType[]): OcsRatings => {
    if (!isObj(v)) {
      bad(p, v, '{ "acr": …, "acrParen": …, "barrage": …, "transportCap": … }')
      return { acr: 0, acrParen: true, barrage: 0, transportCap: null }
    }
    const acr = whole(`${p}.acr`, v.acr, 0, MAX_ACR)
    if (typeof v.acrParen !== 'boolean')
      bad(`${p}.acrParen`, v.acrParen, 'true (a parenthesized rating) or false')
    const acrParen = v.acrParen === true
    // Only Fighters attack in Air Combat (14.1); a rating that may start one is a Fighter's (14.3a).
    if (v.acrParen === false && types.length && !types.includes('F'))
      bad(
        `${p}.acrParen`,
        false,
        `true for a ${types.join('/')}: only Fighters attack during Air Combat, other types carry a parenthesized rating (14.1, 14.3a)`,
      )
    const barrage = whole(`${p}.barrage`, v.barrage, 0, 99)
    let transportCap: string | null = null
    if (v.transportCap !== undefined && v.transportCap !== null) {
      if (typeof v.transportCap !== 'string' || !/^(1\/2|\d+)T$/.test(v.transportCap))
        bad(`${p}.transportCap`, v.transportCap, 'a capacity such as "1/2T", "1T" or "2T", or null')
      else transportCap = v.transportCap
    }
    if (transportCap && !types.includes('Tpt'))
      bad(
        `${p}.transportCap`,
        transportCap,
        `null for a ${types.join('/')}: only Transports carry cargo (14.1, 14.9a)`,
      )
    return { acr, acrParen, barrage, transportCap }
  }
  // The game-specific rules list the nationalities able to hip shoot (14.7d B); never a Strategic
  // Bomber (14.1e B).
  const hipShoot = (path: string, v: unknown, types: OcsAirType[]): boolean => {
    if (v === undefined || v === false) return false
    if (v !== true) return (bad(path, v, 'true or false'), false)
    if (types.includes('S'))
      return (bad(path, v, 'false for a Strategic Bomber: it never hip shoots (14.1e B)'), false)
    return true
  }
  const aircraft: OcsAircraft[] = []
  list('aircraft', o.aircraft).forEach((a, i) => {
    const p = `aircraft[${i}]`
    if (!isObj(a)) return bad(p, a, 'an aircraft object')
    const aid = text(`${p}.id`, a.id)
    if (aircraft.some((x) => x.id === aid)) bad(`${p}.id`, aid, 'an id not given to another aircraft')
    const types: OcsAirType[] = []
    const rawTypes = list(`${p}.types`, a.types)
    if (Array.isArray(a.types) && (rawTypes.length < 1 || rawTypes.length > 2))
      bad(`${p}.types`, a.types, 'one type, or two for a Combo (14.1)')
    rawTypes.forEach((t, j) => {
      if (!OCS_AIR_TYPES.includes(t as OcsAirType))
        bad(`${p}.types[${j}]`, t, `one of ${OCS_AIR_TYPES.map(show).join(', ')}`)
      else if (types.includes(t as OcsAirType)) bad(`${p}.types[${j}]`, t, 'a type not listed twice')
      else types.push(t as OcsAirType)
    })
    const steps = whole(`${p}.steps`, a.steps, 1, 2) as 1 | 2
    if (a.mode !== 'active' && a.mode !== 'inactive')
      bad(`${p}.mode`, a.mode, '"active" or "inactive" (14.1a)')
    const standIn = list(`${p}.standIn`, a.standIn ?? [])
    standIn.forEach((f, j) => {
      if (!STAND_IN_FIELDS.includes(f as never))
        bad(`${p}.standIn[${j}]`, f, `one of ${STAND_IN_FIELDS.map(show).join(', ')}`)
    })
    aircraft.push({
      id: aid,
      side: side(`${p}.side`, a.side),
      name: text(`${p}.name`, a.name),
      types,
      range: whole(`${p}.range`, a.range, 1, 999),
      full: ratings(`${p}.full`, a.full, types),
      reduced: ratings(`${p}.reduced`, a.reduced, types),
      steps,
      mode: a.mode === 'inactive' ? 'inactive' : 'active',
      base: hex(`${p}.base`, a.base),
      standIn: standIn as OcsAircraft['standIn'],
      ...(hipShoot(`${p}.hipShoot`, a.hipShoot, types) ? { hipShoot: true } : {}),
    })
  })
  // Every aircraft sits at a friendly air base (14.1a); at most 4 + Level of them Active (14.2a).
  aircraft.forEach((a, i) => {
    const b = airBases.find((x) => x.hex === a.base)
    if (!hexOf(a.base, { cols, rows })) return
    if (!b) bad(`aircraft[${i}].base`, a.base, 'the hex of an air base listed in airBases')
    else if (b && a.side && b.side !== a.side)
      bad(`aircraft[${i}].base`, a.base, `a ${a.side} air base; the base there is ${b.side}'s (14.1a)`)
  })
  airBases.forEach((b, i) => {
    const active = aircraft.filter((a) => a.base === b.hex && a.side === b.side && a.mode === 'active')
    if (active.length > activeLimit(b.level))
      bad(
        `airBases[${i}]`,
        `${active.length} Active aircraft at ${b.hex} (${active.map((a) => a.id).join(', ')})`,
        `at most ${activeLimit(b.level)}: four plus the Air Base Level ${b.level} (14.2a)`,
      )
  })

  // Phases.
  const phases: OcsPhase[] = []
  const rawPhases = list('phases', o.phases)
  if (Array.isArray(o.phases) && rawPhases.length === 0) bad('phases', [], 'at least one phase')
  rawPhases.forEach((ph, i) => {
    const p = `phases[${i}]`
    if (!isObj(ph)) return bad(p, ph, '{ "name": …, "side": …, "kind": …, "segments": … }')
    const kind = ph.kind as OcsPhase['kind']
    if (!OCS_PHASE_KINDS.includes(kind))
      bad(`${p}.kind`, ph.kind, `one of ${OCS_PHASE_KINDS.map(show).join(', ')}`)
    const segments: OcsSegment[] = []
    const mission = MISSION_PHASES.includes(kind)
    const raw = ph.segments === undefined && !mission ? [] : list(`${p}.segments`, ph.segments)
    if (mission && Array.isArray(ph.segments) && raw.length === 0)
      bad(
        `${p}.segments`,
        [],
        'its segments, e.g. ["barrage", "movement"] (missions fly in them, 14.6, 14.7b)',
      )
    if (!mission && raw.length)
      bad(`${p}.segments`, ph.segments, `none: no missions fly in a ${kind} phase (14.1g)`)
    raw.forEach((s, j) => {
      if (s !== 'barrage' && s !== 'movement') bad(`${p}.segments[${j}]`, s, '"barrage" or "movement"')
      else segments.push(s)
    })
    phases.push({ name: text(`${p}.name`, ph.name), side: side(`${p}.side`, ph.side), kind, segments })
  })

  // The entered Air Combat Table: modified roll → result, checked against the seed's fixed point.
  let act: Record<string, string> | undefined
  if (o.airCombatTable !== undefined) {
    if (!isObj(o.airCombatTable)) bad('airCombatTable', o.airCombatTable, 'an object: modified roll → result')
    else {
      act = {}
      const t0 = airCombatTable(undefined)
      for (const [k, v] of Object.entries(o.airCombatTable)) {
        if (!t0.rows.some((r) => r.key === k))
          bad(
            `airCombatTable.${k}`,
            k,
            `a modified roll from ${t0.rows[0].key} to ${t0.rows[t0.rows.length - 1].key}`,
          )
        else if (typeof v !== 'string' || !t0.outcomes.includes(v))
          bad(`airCombatTable.${k}`, v, `one of ${t0.outcomes.map(show).join(', ')} (14.3)`)
        else act[k] = v
      }
      for (const pr of tableProblems(airCombatTable(act)))
        if (pr.column === ACT_COLUMN && pr.row)
          errors.push({ path: `airCombatTable.${pr.row}`, message: pr.message })
    }
  }
  // The other charts the players entered (docs/ocs-charts.md), each checked by the rules' own entry.
  let charts: Record<string, ChartEntry> | undefined
  if (o.charts !== undefined) {
    if (!isObj(o.charts)) bad('charts', o.charts, 'an object: chart id → the chart as entered')
    else {
      charts = {}
      for (const [id, entry] of Object.entries(o.charts)) {
        if (!isObj(entry) || !Array.isArray(entry.cells)) {
          bad(`charts.${id}`, entry, 'a chart as entered: { cells, provenance, rows?, columns? }')
          continue
        }
        const r = enterOcsChart(id, entry as unknown as ChartEntry)
        if (r.ok) charts[id] = entry as unknown as ChartEntry
        else
          for (const pr of r.problems)
            errors.push({
              path: `charts.${id}${pr.field && pr.field !== 'table' ? `.${pr.field}` : ''}`,
              message: pr.message,
            })
      }
    }
  }
  // Cargo for Air Transport (14.9): the players' data, sizes in T as their game gives them (4.7).
  let cargo: OcsCargo[] | undefined
  if (o.cargo !== undefined) {
    cargo = []
    list('cargo', o.cargo).forEach((c, i) => {
      const p = `cargo[${i}]`
      if (!isObj(c)) return bad(p, c, '{ "id": …, "side": …, "name": …, "kind": …, "t": …, "hex": … }')
      const cid = text(`${p}.id`, c.id)
      if (cargo!.some((x) => x.id === cid)) bad(`${p}.id`, cid, 'an id not given to another cargo')
      if (c.kind !== 'sp' && c.kind !== 'unit')
        bad(`${p}.kind`, c.kind, '"sp" (Supply Points) or "unit" (a combat unit) (14.9c)')
      if (typeof c.t !== 'number' || !Number.isFinite(c.t) || c.t <= 0 || (c.t * 2) % 1 !== 0)
        bad(`${p}.t`, c.t, 'its size in T (transport equivalents, 4.7): more than 0, in halves')
      cargo!.push({
        id: cid,
        side: side(`${p}.side`, c.side),
        name: text(`${p}.name`, c.name),
        kind: c.kind === 'unit' ? 'unit' : 'sp',
        t: typeof c.t === 'number' ? c.t : 0,
        hex: hex(`${p}.hex`, c.hex),
        ...(c.para === true ? { para: true } : {}),
      })
      if (c.para !== undefined && typeof c.para !== 'boolean')
        bad(`${p}.para`, c.para, 'true (a combat unit with the "Para" symbol, 14.10a) or false')
      else if (c.para === true && c.kind !== 'unit')
        bad(
          `${p}.para`,
          true,
          'only on a combat unit ("kind": "unit"): Supply Points drop without it (14.10a)',
        )
    })
  }
  // Drop Plans made before the game begins (14.10b): a combat unit (a "Para" one, or any by glider,
  // 14.10a), a hex, a Movement Phase.
  let dropPlans: OcsDropPlan[] | undefined
  if (o.dropPlans !== undefined) {
    dropPlans = []
    list('dropPlans', o.dropPlans).forEach((d, i) => {
      const p = `dropPlans[${i}]`
      if (!isObj(d)) return bad(p, d, '{ "cargo": …, "hex": …, "phase": … }')
      const c = cargo?.find((x) => x.id === d.cargo)
      if (!c || c.kind !== 'unit') bad(`${p}.cargo`, d.cargo, 'the id of a combat unit in cargo (14.10b)')
      else if (dropPlans!.some((x) => x.cargo === c.id))
        bad(`${p}.cargo`, d.cargo, 'a unit on no other Drop Plan: no unit is ever on more than one (14.10b)')
      const ph = phases.find((x) => x.name === d.phase)
      if (!ph || ph.kind !== 'movement')
        bad(
          `${p}.phase`,
          d.phase,
          `the name of a Movement Phase of the scenario: planned drops are made only in the Movement Phase (14.10b)`,
        )
      dropPlans!.push({ cargo: String(d.cargo), hex: hex(`${p}.hex`, d.hex), phase: String(d.phase) })
    })
  }
  // The terrain of drop hexes (the players' data): the Air Transport Success Table's row (14.10d).
  let terrain: Record<string, string> | undefined
  if (o.terrain !== undefined) {
    if (!isObj(o.terrain)) bad('terrain', o.terrain, 'an object: hex → the terrain type of your chart')
    else {
      terrain = {}
      for (const [h, t] of Object.entries(o.terrain)) {
        hex(`terrain.${h}`, h)
        if (typeof t !== 'string' || !/^[a-z0-9-]+$/.test(t))
          bad(`terrain.${h}`, t, 'a terrain key of your chart in lower case, e.g. "clear" or "woods"')
        else terrain[h] = t
      }
    }
  }
  // The modifier lines that hold for drops into a hex (14.10d), the players' data.
  let dropModifiers: Record<string, string[]> | undefined
  if (o.dropModifiers !== undefined) {
    if (!isObj(o.dropModifiers))
      bad(
        'dropModifiers',
        o.dropModifiers,
        'an object: hex → the modifier lines of your chart that hold there',
      )
    else {
      dropModifiers = {}
      for (const [h, lines] of Object.entries(o.dropModifiers)) {
        hex(`dropModifiers.${h}`, h)
        dropModifiers[h] = list(`dropModifiers.${h}`, lines).map((l, j) => {
          if (typeof l !== 'string' || !/^other:[a-z0-9-]+$/.test(l))
            bad(
              `dropModifiers.${h}[${j}]`,
              l,
              'a modifier line of your chart keyed "other:night" and the like',
            )
          return String(l)
        })
      }
    }
  }
  // Glider Points at friendly air bases (14.10e), the players' data.
  let gliders: Record<string, number> | undefined
  if (o.gliders !== undefined) {
    if (!isObj(o.gliders)) bad('gliders', o.gliders, 'an object: air base hex → Glider Points')
    else {
      gliders = {}
      for (const [h, n] of Object.entries(o.gliders)) {
        if (!airBases.some((b) => b.hex === h))
          bad(
            `gliders.${h}`,
            h,
            'the hex of an air base listed in airBases: gliders wait at an air base (14.10e B)',
          )
        gliders[h] = whole(`gliders.${h}`, n, 0, 999)
      }
    }
  }
  // Hexes a correct spotter of each side sees (10.0b, the players' data: Sortie has no ground units).
  let spotters: Record<string, string[]> | undefined
  if (o.spotters !== undefined) {
    if (!isObj(o.spotters)) bad('spotters', o.spotters, 'an object: side id → the hexes its spotters see')
    else {
      spotters = {}
      for (const [sd, hexes] of Object.entries(o.spotters)) {
        if (!sides.some((x) => x.id === sd))
          bad(`spotters.${sd}`, sd, `a side id of the scenario: ${sides.map((x) => show(x.id)).join(' or ')}`)
        spotters[sd] = list(`spotters.${sd}`, hexes).map((h, j) => hex(`spotters.${sd}[${j}]`, h))
      }
    }
  }
  // How many aircraft each air base may refit in an Aircraft Refit Phase: the players' numbers from
  // their own 15.0 and supply (not in the seed, so never a default).
  let refit: Record<string, number> | undefined
  if (o.refit !== undefined) {
    if (!isObj(o.refit))
      bad('refit', o.refit, 'an object: air base hex → aircraft it may refit a phase (15.0)')
    else {
      refit = {}
      for (const [h, n] of Object.entries(o.refit)) {
        if (!airBases.some((b) => b.hex === h))
          bad(
            `refit.${h}`,
            h,
            'the hex of an air base listed in airBases: aircraft refit at an air base (15.0)',
          )
        refit[h] = whole(`refit.${h}`, n, 0, 999)
      }
    }
  }
  if (o.notes !== undefined) {
    const notes = list('notes', o.notes)
    notes.forEach((n, i) => typeof n !== 'string' && bad(`notes[${i}]`, n, 'a text'))
  }

  if (errors.length) return { ok: false, errors }
  const scenario: OcsScenario = {
    system: OCS_SYSTEM_ID,
    id,
    title,
    ...(typeof o.description === 'string' ? { description: o.description } : {}),
    sides,
    map: { cols, rows },
    airBases,
    aircraft,
    phases,
    ...(act ? { airCombatTable: act } : {}),
    ...(charts && Object.keys(charts).length ? { charts } : {}),
    ...(cargo ? { cargo } : {}),
    ...(dropPlans ? { dropPlans } : {}),
    ...(terrain ? { terrain } : {}),
    ...(gliders ? { gliders } : {}),
    ...(dropModifiers ? { dropModifiers } : {}),
    ...(spotters ? { spotters } : {}),
    ...(refit ? { refit } : {}),
    ...(Array.isArray(o.notes) ? { notes: o.notes as string[] } : {}),
  }
  return { ok: true, scenario }
}
