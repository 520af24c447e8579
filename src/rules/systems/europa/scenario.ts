// The scenario file of the Europa draft (docs/europa.md): checked field by field, every problem as
// `path: got …, expected …`. The draft has no charts, so the file carries what they would give:
// each airbase's current capacity (H1), each unit's category when the draft does not place its type.
import type { ScenarioCheck } from '../../kernel/registry'
import { checkMap, checkSides, fieldChecks, isObj, show, type Problem } from '../../kernel/scenarioFields'
import { answerProblem } from './holes'
import { PHASES } from './phases'
import { typeCategory } from './taxonomy'
import {
  BOXES,
  CATEGORIES,
  EUROPA_SYSTEM_ID,
  MARKERS,
  type Box,
  type Category,
  type EuropaAirbase,
  type EuropaAirUnit,
  type EuropaScenario,
  type PhaseId,
  type RulingAnswer,
} from './types'

export function parseEuropaScenario(json: unknown): ScenarioCheck<EuropaScenario> {
  const errors: Problem[] = []
  const { bad, text, list, whole } = fieldChecks(errors)
  if (!isObj(json))
    return { ok: false, errors: [{ path: '', message: `got ${show(json)}, expected a JSON object` }] }
  const o = json
  const ids = new Set<string>()
  const id = (path: string, v: unknown): string => {
    const t = text(path, v)
    if (t && ids.has(t)) bad(path, t, 'an id not used before in the file')
    ids.add(t)
    return t
  }
  const texts = (path: string, v: unknown): string[] => {
    if (v === undefined) return []
    return list(path, v).map((x, i) => text(`${path}[${i}]`, x))
  }

  if (o.system !== EUROPA_SYSTEM_ID) bad('system', o.system, `"${EUROPA_SYSTEM_ID}"`)
  const scenarioId = text('id', o.id)
  const title = text('title', o.title)
  if (o.description !== undefined && typeof o.description !== 'string')
    bad('description', o.description, 'a text')
  const notes = texts('notes', o.notes)
  const { sides, sideIds, side } = checkSides(o, errors)
  const { cols, rows, hex } = checkMap(o, errors)

  const airbases: EuropaAirbase[] = list('airbases', o.airbases).map((b, i) => {
    const p = `airbases[${i}]`
    if (!isObj(b)) {
      bad(p, b, '{ "id", "side", "name", "hex", "capacity" }')
      return { id: '', side: '', name: '', hex: '', capacity: 0 }
    }
    return {
      id: id(`${p}.id`, b.id),
      side: side(`${p}.side`, b.side),
      name: text(`${p}.name`, b.name),
      hex: hex(`${p}.hex`, b.hex),
      capacity: whole(`${p}.capacity`, b.capacity, 0, 99),
    }
  })

  const airUnits: EuropaAirUnit[] = list('airUnits', o.airUnits).flatMap((u, i): EuropaAirUnit[] => {
    const p = `airUnits[${i}]`
    if (!isObj(u)) {
      bad(p, u, '{ "id", "side", "name", "type", "face", "at" }')
      return []
    }
    const unitSide = side(`${p}.side`, u.side)
    const type = text(`${p}.type`, u.type)
    const known = typeCategory(type)
    let category: Category = known ?? 'fighter'
    if (u.category === undefined) {
      if (!known && type)
        bad(
          `${p}.category`,
          u.category,
          `"fighter", "bomber" or "transport" (the draft places only the types F, HF and HB, 20.A.1–20.A.3; the UNIT DESCRIPTION CHART is not in it)`,
        )
    } else if (!CATEGORIES.includes(u.category as Category))
      bad(`${p}.category`, u.category, '"fighter", "bomber" or "transport" (20.A.1)')
    else if (known && u.category !== known)
      bad(`${p}.category`, u.category, `"${known}": a type ${type} is a ${known} (20.A.1–20.A.3)`)
    else category = u.category as Category
    const face = u.face === undefined ? 'operative' : u.face
    if (face !== 'operative' && face !== 'inoperative')
      bad(`${p}.face`, u.face, '"operative" or "inoperative" (20.B.1.a–b)')
    let x = 0
    let at: EuropaAirUnit['at'] = { box: 'holding' }
    if (isObj(u.at) && typeof u.at.airbase === 'string') {
      const named = u.at.airbase
      const base = airbases.find((b) => b.id === named)
      if (!base)
        bad(
          `${p}.at.airbase`,
          u.at.airbase,
          `an airbase id of the file (${airbases.map((b) => show(b.id)).join(', ')})`,
        )
      else if (base.side !== unitSide)
        bad(`${p}.at.airbase`, u.at.airbase, `an airbase of the side ${show(unitSide)}`)
      at = { airbase: String(u.at.airbase) }
    } else if (isObj(u.at) && BOXES.includes(u.at.box as Box)) at = { box: u.at.box as Box }
    else
      bad(
        `${p}.at`,
        u.at,
        `{ "airbase": <id> } or { "box": ${BOXES.map((b) => show(b)).join(' | ')} } (20.B.4–20.B.5)`,
      )
    if (u.marker !== undefined) {
      if (!MARKERS.includes(u.marker as never))
        bad(`${p}.marker`, u.marker, `one of ${MARKERS.map((m) => show(m)).join(', ')} (20.B.1.c–g)`)
      else if (u.marker !== 'X')
        bad(
          `${p}.marker`,
          u.marker,
          '"X" or nothing: an R, D, A or E marker is carried only in flight and resolved on landing (20.B.1.d–g)',
        )
      else if (face !== 'inoperative')
        bad(`${p}.face`, face, '"inoperative": a unit with an X marker is inoperative (20.B.1.c)')
      else x = 1
    }
    return [
      {
        id: id(`${p}.id`, u.id),
        side: unitSide,
        name: text(`${p}.name`, u.name),
        type,
        category,
        prefixes: texts(`${p}.prefixes`, u.prefixes),
        codes: texts(`${p}.codes`, u.codes),
        face: face === 'inoperative' ? 'inoperative' : 'operative',
        x,
        at,
      },
    ]
  })

  let phases: PhaseId[] = [...PHASES]
  if (o.phases !== undefined) {
    phases = list('phases', o.phases).map((ph, i) => {
      if (!PHASES.includes(ph as PhaseId))
        bad(`phases[${i}]`, ph, `one of the phases of 20.C: ${PHASES.map((x) => show(x)).join(', ')}`)
      return ph as PhaseId
    })
    const order = phases.map((ph) => PHASES.indexOf(ph))
    if (order.some((n, i) => i > 0 && n <= order[i - 1]))
      bad('phases', o.phases, 'phases in the order of 20.C, each once')
    if (Array.isArray(o.phases) && !o.phases.length) bad('phases', o.phases, 'at least one phase')
  }

  const arp: Record<string, number> = {}
  if (!isObj(o.arp)) bad('arp', o.arp, `{ ${sideIds.map((s) => `"${s}": <ARP>`).join(', ')} }`)
  else
    for (const s of sideIds) {
      const v = o.arp[s]
      if (typeof v !== 'number' || !(v >= 0) || v > 999 || (v * 2) % 1 !== 0)
        bad(`arp.${s}`, v, 'a number of ARP from 0 to 999, in halves (20.B.1.e)')
      arp[s] = typeof v === 'number' ? v : 0
    }
  const playerTurns = o.playerTurns === undefined ? 2 : whole('playerTurns', o.playerTurns, 1, 99)

  const rulings: Record<string, RulingAnswer> = {}
  if (o.rulings !== undefined) {
    if (!isObj(o.rulings)) bad('rulings', o.rulings, '{ "<ruling key>": <answer> } (docs/europa.md)')
    else
      for (const [k, v] of Object.entries(o.rulings)) {
        const problem = answerProblem(k, v)
        if (problem) errors.push({ path: `rulings.${k}`, message: problem.replace(/^\w+: /, '') })
        else rulings[k] = v as RulingAnswer
      }
  }
  if (errors.length) return { ok: false, errors }
  const scenario: EuropaScenario = {
    system: EUROPA_SYSTEM_ID,
    id: scenarioId,
    title,
    ...(typeof o.description === 'string' ? { description: o.description } : {}),
    ...(notes.length ? { notes } : {}),
    sides,
    map: { cols, rows },
    airbases,
    airUnits,
    phases,
    arp,
    playerTurns,
    rulings,
  }
  return { ok: true, scenario }
}
