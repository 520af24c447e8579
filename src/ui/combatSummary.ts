// What the latest air combat did, in words, from the game's events: each round's results (applied
// together, 4.16) with the attack or the return fire (4.19) that caused them, the voluntary aborts
// once revealed, who stays for Round 2, and at the end every unit's fate and which flights continue
// (4.13). Shown until the next combat or the end of the Step. It reads the view's log, so the other
// side's hidden choices are masked until revealed.
import { contextOf, numberedName, type GameState, type SideId, type UnitId } from '../rules/systems/aeto'
import type { GameRecord } from '../store/game'
import { logSeen, textFor, type EventSeen } from '../rules/systems/aeto/view'

export interface SummarySection {
  heading: string
  lines: string[]
}

export interface CombatSummary {
  engagement: string
  loc: string
  /** The combat is over: the sections end with the final summary. */
  over: boolean
  sections: SummarySection[]
}

interface Ev {
  e: EventSeen
  /** Index of the action that produced it. */
  action: number
}

type Cause = { by: UnitId; kind: 'attack' | 'returnFire'; result: string }
type Fate = { round: number; text: string }

const RESULTS = new Set(['hit', 'depleted', 'eliminated', 'aborted'])

function stepKey(s: GameState): string {
  const t = s.turn
  return `${t.year}-${t.month}-${t.phase}-${t.phasingSide}-${t.step}`
}

function list(xs: readonly string[]): string {
  if (xs.length <= 1) return xs.join('')
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`
}

/**
 * The latest combat of the current Step as the viewer may see it (null: no combat this Step, or
 * the game is not at a point after one). `viewer` is the side at the screen; null shows all.
 */
export function combatSummary(g: GameRecord, viewer: SideId | null): CombatSummary | null {
  // The events as the viewer may read them (the view's log): the other side's hidden choices masked.
  const flat: Ev[] = []
  for (const a of logSeen({ states: g.states, events: g.events, upTo: g.cursor }, viewer))
    for (const e of a.events) flat.push({ e, action: a.index })
  let start = -1
  for (let k = flat.length - 1; k >= 0; k--)
    if (flat[k].e.type === 'combat') {
      start = k
      break
    }
  if (start < 0) return null
  const first = flat[start]
  const now = g.states[g.cursor]
  const atStart = g.states[first.action + 1]
  if (stepKey(atStart) !== stepKey(now)) return null // the Step is over
  const eng = first.e.engagement!
  const ctx = contextOf(g.scenario)
  const participants = first.e.units ?? []
  const sideOf = (id: UnitId) => atStart.units[id].side
  const sideName = (s: SideId) => g.scenario.sides.find((x) => x.id === s)?.name ?? s
  const onGround = new Set(participants.filter((id) => atStart.units[id].aloft === null))

  // Names as every panel gives them, namesakes numbered ("Me-109 #1", "Me-109 #2").
  const name = (id: UnitId) => (ctx.unitDefs.has(id) ? numberedName(ctx, id) : id)
  const names = (ids: readonly UnitId[]) => (ids.length ? list(ids.map(name)) : 'none')

  const sections: SummarySection[] = []
  const fates = new Map<UnitId, Fate[]>()
  const addFate = (id: UnitId, f: Fate) => fates.set(id, [...(fates.get(id) ?? []), f])
  const inCombat = new Set(participants.filter((id) => !onGround.has(id)))

  let round = 1
  let causes = new Map<UnitId, Cause[]>()
  let results: string[] = []
  let attacks = 0
  let roundClosed = false
  let volabort: { side: SideId; units: UnitId[] }[] = []
  let hiddenChoices: string[] = []
  const remain: string[] = []
  let overAt = -1

  const causeText = (c: Cause) =>
    c.kind === 'attack'
      ? `${name(c.by)}'s attack: ${c.result}`
      : `${name(c.by)}'s return fire: ${c.result}, 4.19`
  const closeResults = () => {
    if (roundClosed) return
    roundClosed = true
    sections.push({
      heading: `Round ${round} results (applied together, 4.16)`,
      lines: results.length
        ? results
        : [attacks ? 'No hit and no abort: every attack missed.' : 'No attack was made.'],
    })
  }

  for (let k = start + 1; k < flat.length; k++) {
    const { e } = flat[k]
    if (e.engagement !== eng) continue
    const u = e.units ?? []
    if (e.type === 'attack' && e.roll && u.length === 2) {
      attacks++
      if (e.roll.result !== 'miss')
        causes.set(u[1], [...(causes.get(u[1]) ?? []), { by: u[0], kind: 'attack', result: e.roll.result }])
    } else if (e.type === 'returnFire' && e.roll && u.length === 2) {
      if (e.roll.result !== 'miss')
        causes.set(u[1], [
          ...(causes.get(u[1]) ?? []),
          { by: u[0], kind: 'returnFire', result: e.roll.result },
        ])
    } else if (RESULTS.has(e.type) && u.length === 1) {
      const id = u[0]
      const ground = onGround.has(id)
      const what =
        e.type === 'eliminated'
          ? 'eliminated'
          : e.type === 'depleted'
            ? ground
              ? 'depleted (on the ground)'
              : 'depleted and aborted'
            : e.type === 'hit'
              ? 'loses a point (4.23)'
              : 'aborted'
      const why = (causes.get(id) ?? []).map(causeText)
      results.push(`${name(id)} ${what}${why.length ? ` (${why.join('; ')})` : ''}.`)
      addFate(id, { round, text: `${what} in Round ${round}${why.length ? ` (${why.join('; ')})` : ''}` })
      if (e.type !== 'hit' && !(e.type === 'depleted' && ground)) inCombat.delete(id)
    } else if (e.type === 'voluntaryAbortChosen') {
      closeResults()
      if (e.hidden)
        hiddenChoices.push(
          `${sideName(e.side!)} has chosen its voluntary aborts (hidden until both sides have chosen, 4.16).`,
        )
      else if (e.unrevealed)
        hiddenChoices.push(
          `${sideName(e.side!)} chose to abort: ${names(u)} (hidden from the other side until it has chosen, 4.16).`,
        )
    } else if (e.type === 'voluntaryAbort') {
      closeResults()
      hiddenChoices = []
      volabort.push({ side: e.side!, units: u })
      for (const id of u) {
        addFate(id, { round, text: 'aborted voluntarily after Round 1 (4.16)' })
        inCombat.delete(id)
      }
    } else if (e.type === 'round') {
      // Round 2 begins: Round 1 closes with its revealed voluntary aborts (4.16).
      closeResults()
      if (volabort.length)
        sections.push({
          heading: 'Voluntary aborts (4.16)',
          lines: volabort.map((v) => `${sideName(v.side)}: ${names(v.units)}.`),
        })
      volabort = []
      causes = new Map()
      results = []
      attacks = 0
      roundClosed = false
      round = 2
    } else if (e.type === 'remain') {
      const side = e.side!
      const leaving = [...inCombat].filter((id) => sideOf(id) === side && !u.includes(id))
      for (const id of leaving) {
        addFate(id, { round: 2, text: 'aborted: did not stay for Round 2 (4.16)' })
        inCombat.delete(id)
      }
      remain.push(
        `${sideName(side)}: ${u.length ? `${names(u)} ${u.length > 1 ? 'stay' : 'stays'}` : 'no unit stays'}${leaving.length ? `; ${names(leaving)} ${leaving.length > 1 ? 'abort' : 'aborts'}` : ''}.`,
      )
    } else if (e.type === 'combatOver') {
      closeResults()
      overAt = k
      break
    }
  }

  const combat = now.combat?.engagement === eng ? now.combat : null
  // Round 1 is over once its results are applied: the voluntary-abort stage or later.
  if (combat && combat.round === 1 && combat.stage === 'volabort') closeResults()
  if (volabort.length || hiddenChoices.length)
    sections.push({
      heading: 'Voluntary aborts (4.16)',
      lines: [...volabort.map((v) => `${sideName(v.side)}: ${names(v.units)}.`), ...hiddenChoices],
    })
  if (round === 2) {
    // Each side chooses who stays (4.16); until both have, the units still in the combat.
    const lines = [...remain]
    const sidesIn = [...new Set([...inCombat].map(sideOf))]
    if (combat?.stage === 'remain')
      lines.push(
        `Still in the combat: ${sidesIn.map((s) => `${sideName(s)} ${names([...inCombat].filter((id) => sideOf(id) === s))}`).join('; ')}.`,
      )
    const r2 = sections.findIndex((x) => x.heading.startsWith('Round 2 results'))
    const sec = { heading: 'Round 2: who remains (4.16)', lines }
    if (r2 >= 0) sections.splice(r2, 0, sec)
    else sections.push(sec)
  } else if (overAt >= 0) {
    sections.push({
      heading: 'Round 2: who remains (4.16)',
      lines: ['No Round 2: the combat ended with Round 1 (4.16).'],
    })
  }

  if (overAt >= 0) {
    for (const side of [...new Set(participants.map(sideOf))]) {
      const lines = participants
        .filter((id) => sideOf(id) === side)
        .map((id) => {
          const f = fates.get(id)
          return `${name(id)}: ${f?.length ? f.map((x) => x.text).join('; ') : 'unharmed'}.`
        })
      sections.push({ heading: `Final: ${sideName(side)}`, lines })
    }
    sections.push({
      heading: 'After the combat (4.13)',
      lines: afterLines(g, flat, overAt, eng, name, sideName, first.e.loc ?? '').map((l) =>
        textFor(g.states[g.cursor], viewer, l),
      ),
    })
  }
  return { engagement: eng, loc: first.e.loc ?? '', over: overAt >= 0, sections }
}

/** Which flights continue, stay or are set aside once the combat is over (4.13). */
function afterLines(
  g: GameRecord,
  flat: Ev[],
  overAt: number,
  eng: string,
  name: (id: UnitId) => string,
  sideName: (s: SideId) => string,
  loc: string,
): string[] {
  const lines: string[] = []
  const overAction = flat[overAt].action
  // The events that follow in the same action, and those of the answer to the `continue` decision.
  let answer = -1
  for (let i = overAction + 1; i <= g.cursor; i++) {
    const p = g.states[i].pending
    if (p.kind === 'continue' && p.engagement === eng) {
      answer = i < g.cursor ? i : -2
      break
    }
    if (i > overAction + 1) break
  }
  if (answer === -2) {
    const p = g.states[g.cursor].pending
    return [`${sideName(p.side)} decides which flights continue their movement (4.13).`]
  }
  for (const x of flat.slice(overAt + 1)) {
    if (x.action !== overAction && x.action !== answer) break
    const e = x.e
    if (e.type === 'continue' && answer >= 0) {
      const a = g.actions[answer]
      const p = g.states[answer].pending
      if (a.type === 'continue' && p.kind === 'continue')
        lines.push(
          `${sideName(e.side!)} continues: ${a.flights.map((f) => list((p.flights.find((o) => o.id === f)?.units ?? []).map(name))).join('; ')} (4.13).`,
        )
    } else if (e.type === 'setAside' || e.type === 'discontinue') lines.push(e.text)
  }
  if (!lines.some((l) => l.includes('continues:')))
    lines.unshift(`No flight continues its movement from ${loc}.`)
  return lines
}
