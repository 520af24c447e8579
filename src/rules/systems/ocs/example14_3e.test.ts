// The series rules' example of Air Combat (14.3e), played through `apply` with scripted dice:
// once with the Air Combat Table entered, once read off the player's chart. The seed's outcome:
// the Soviets must attack with the LaGG-3, the Germans pick the Bf 109f, 9 + 2 − 4 = 7 gives
// "Both Abort", the loss die costs nothing, both go home Inactive; the IL-2 and the two Stukas,
// all parenthesized, ignore each other and the Soviets may barrage the base.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { ocsSystem } from './system'
import { answerLookups, ocsGame, play } from './testing'

const EXAMPLE = () => readBuiltIn('ocs-air-combat-14-3e') as Record<string, unknown>
// The two combat dice (9) and the loss die (3: no loss); then, past the seed's example, the IL-2's
// barrage: Flak 3 + 4, the Barrage Table 2 + 3.
const DICE = [4, 5, 3, 3, 4, 2, 3]
/** The cells the seed does not print, read off the players' own charts (made up for the test). */
const READS = { 'ocs-flak-modifiers': '0', 'ocs-barrage': 'DG' }

function throughTheCombat(withTable: boolean) {
  const json = withTable ? { ...EXAMPLE(), airCombatTable: { '7': 'both abort' } } : EXAMPLE()
  let s = ocsGame(json, DICE)
  expect(s.pending).toMatchObject({ kind: 'phase', side: 'soviet', segment: 'barrage' })
  ;({ state: s } = play(s, [
    { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] },
  ]))
  // 14.3e A: both lay out their aircraft; the Inactive ones take no part (14.3).
  expect(s.combat!.inCombat).toEqual(['lagg3', 'il2', 'bf109f', 'stuka-1', 'stuka-2'])
  expect(s.pending).toMatchObject({ kind: 'preAbort', side: 'soviet', keep: 1 })
  ;({ state: s } = play(s, [{ type: 'abort', aircraft: [] }]))
  expect(s.pending).toMatchObject({ kind: 'preAbort', side: 'german' })
  ;({ state: s } = play(s, [{ type: 'abort', aircraft: [] }]))
  // 14.3e B: the Soviets could not pick the IL-2 (parenthesized); the Germans may pick any.
  expect(s.pending).toMatchObject({ kind: 'pickAttacker', side: 'soviet', choices: ['lagg3'] })
  const il2 = ocsSystem.apply(s, { type: 'pick', aircraft: 'il2' })
  expect(il2).toMatchObject({ ok: false, violation: { rule: '14.3a' } })
  ;({ state: s } = play(s, [{ type: 'pick', aircraft: 'lagg3' }]))
  expect(s.pending).toMatchObject({
    kind: 'pickDefender',
    side: 'german',
    choices: ['bf109f', 'stuka-1', 'stuka-2'],
  })
  const r = play(s, [{ type: 'pick', aircraft: 'bf109f' }])
  return r
}

function finish(s: ReturnType<typeof play>['state']) {
  // After the combat (14.3d C) each side may abort; nobody does. The rest of the mission.
  expect(s.pending).toMatchObject({ kind: 'postAbort', side: 'soviet', choices: ['il2'], keep: 0 })
  const r1 = play(s, [{ type: 'abort', aircraft: [] }])
  expect(r1.state.pending).toMatchObject({
    kind: 'postAbort',
    side: 'german',
    choices: ['stuka-1', 'stuka-2'],
  })
  const r2 = play(r1.state, [{ type: 'abort', aircraft: [] }])
  const r3 = answerLookups(r2.state, READS)
  expect(r3.asked).toEqual([
    'ocs-flak-modifiers column Flak modifier, row 1 mission aircraft',
    "ocs-barrage the 3–4 column shifted 2 left, row 5 (beyond this table's columns)",
  ])
  return { state: r3.state, events: [...r1.events, ...r2.events, ...r3.events] }
}

function expectTheSeedsOutcome(s: ReturnType<typeof play>['state'], texts: string[]) {
  expect(texts).toContain(
    'LaGG-3 aborts (round 1): it returns to a friendly air base within range, Inactive (14.1c).',
  )
  expect(texts).toContain('Bf 109f aborts (round 1): it stays at its own air base 1006, Inactive (14.1c).')
  expect(texts).toContain(
    'No aircraft left over 1006 has a non-parenthesized rating: the Air Combat ends and the remaining planes ignore each other (14.3c).',
  )
  expect(texts.filter((t) => /^Round \d+ over .* attacks /.test(t))).toHaveLength(1)
  expect(texts).toContain('Soviets: no voluntary abort (14.3d C).')
  expect(texts).toContain('LaGG-3 returns to 0306, Inactive (14.1c).')
  expect(texts).toContain('IL-2 returns to 0306, Inactive (14.1c).')
  // Both at full strength, Inactive at their bases; the IL-2 and the Stukas untouched.
  expect(s.aircraft.lagg3).toEqual({ steps: 2, mode: 'inactive', base: '0306', flying: null, flown: true })
  expect(s.aircraft.bf109f).toEqual({ steps: 2, mode: 'inactive', base: '1006', flying: null, flown: false })
  expect(s.aircraft['stuka-1']).toMatchObject({ steps: 2, mode: 'active' })
  expect(s.aircraft['stuka-2']).toMatchObject({ steps: 2, mode: 'active' })
  // No Patrol Zone is left over the base (no Active Fighter): no Interception; the barrage goes on
  // to Flak (3 + 4, no loss) and the Barrage Table, and the IL-2 flies home.
  expect(texts.some((t) => t.includes('intercept'))).toBe(false)
  expect(texts.filter((t) => /^[EF]\) /.test(t))).toEqual([
    'E) Flak against IL-2: roll 3 + 4 = 7 + 0 (1 mission aircraft, from your own chart, 14.4e) = 7 — Flak modifiers (placeholder table): below 11, no effect (14.4e).',
    'F) IL-2 barrages: strength 4 (14.7), column 3–4; no spotter: 3 left (10.0), short range: every aircraft within 10 hexes of its base: 1 right (14.7c); net 2 left: beyond the table; roll 2 + 3 = 5: DG (Barrage Table (placeholder table), from your own chart): the stack is DG; an air barrage costs no supply (14.7, 14.7a).',
    'F) The barrage\'s result "DG" means DG to the stack in 1006, applied by the players (the ground units are outside the air rules, 10.0).',
  ])
  expect(s.aircraft.il2).toEqual({ steps: 2, mode: 'inactive', base: '0306', flying: null, flown: true })
  expect(s.mission).toBeNull()
  expect(s.pending).toMatchObject({ kind: 'phase', side: 'soviet', segment: 'barrage' })
}

describe('the example of 14.3e', () => {
  it('with the Air Combat Table entered: 9 + 2 − 4 = 7, both abort, no loss; the rest ignore each other', () => {
    const r = throughTheCombat(true)
    const end = finish(r.state)
    const texts = [...r.events, ...end.events].map((e) => e.text)
    expect(texts).toContain(
      'Air Combat Table, modified roll 7: both abort (entered table, not verified) (14.3e C).',
    )
    expect(texts).toContain(
      'Round 1 over 1006: LaGG-3 2 attacks Bf 109f 4; dice 4 + 5 = 9, + 2 − 4 = 7: both abort (Air Combat Table); loss die 3: no loss (14.3e C).',
    )
    expectTheSeedsOutcome(end.state, texts)
  })

  it('by chart look-up: the roll is made and logged, the player reads "both abort" off their chart', () => {
    const r = throughTheCombat(false)
    expect(r.state.pending).toMatchObject({ kind: 'chartLookup', side: 'soviet', rule: '14.3e C' })
    // The dice are seen: undo stops here, before the answer (a defender picked again would know them).
    expect(
      ocsSystem.barrier!(r.state, { type: 'pick', aircraft: 'bf109f' }, r.state, r.events),
    ).toMatchObject({
      kind: 'roll',
    })
    const p = r.state.pending as Extract<typeof r.state.pending, { kind: 'chartLookup' }>
    expect(p.chart).toMatchObject({
      row: '7',
      dice: [4, 5],
      outcomes: ['attacker aborts', 'defender aborts', 'both abort'],
    })
    expect(r.events.map((e) => e.text)).toContain(
      "Round 1 over 1006, LaGG-3 against Bf 109f: roll 4 + 5 = 9 + 2 (LaGG-3's rating, 14.3e C) − 4 (Bf 109f's rating, 14.3e C) = 7, Air Combat Table column Result, row 7: this game's table has no value there; the player looks the result up on their own chart (14.3e).",
    )
    // The row the example fixes takes only its printed result (14.3e); a result outside the list is refused.
    expect(ocsSystem.legal(r.state)).toEqual([{ type: 'chart', result: 'both abort' }])
    expect(ocsSystem.apply(r.state, { type: 'chart', result: 'defender aborts' })).toMatchObject({
      ok: false,
      violation: { rule: '14.3e' },
    })
    const miss = ocsSystem.apply(r.state, { type: 'chart', result: 'miss' })
    expect(miss.ok ? '' : miss.violation.message).toMatch(/^result: got "miss", expected one of/)
    const answered = play(r.state, [{ type: 'chart', result: 'both abort' }])
    const texts = [...r.events, ...answered.events].map((e) => e.text)
    expect(texts).toContain(
      'Round 1 over 1006: LaGG-3 2 attacks Bf 109f 4; dice 4 + 5 = 9, + 2 − 4 = 7: both abort (from your own chart); loss die 3: no loss (14.3e C).',
    )
    const end = finish(answered.state)
    expectTheSeedsOutcome(end.state, [...texts, ...end.events.map((e) => e.text)])
  })
})
