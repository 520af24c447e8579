import { describe, expect, it } from 'vitest'
import { legalTargetIds, targetLegality, type TargetCandidate } from './targeting'

const fighter = (id: string, name?: string): TargetCandidate => ({
  id,
  name,
  isATP: false,
  isFighterRole: true,
  stillEligible: true,
})
const bomber = (id: string, name?: string): TargetCandidate => ({
  id,
  name,
  isATP: false,
  isFighterRole: false,
  stillEligible: true,
})
const atp = (id: string, name?: string): TargetCandidate => ({
  id,
  name,
  isATP: true,
  isFighterRole: false,
  stillEligible: true,
})
const gone = (u: TargetCandidate): TargetCandidate => ({ ...u, stillEligible: false })

describe('targetLegality — attack every unit once before any twice (4.16, A-03)', () => {
  const three = [fighter('a', 'Me-109'), fighter('b', 'Me-110'), bomber('c', 'He-111')]

  it('at the start of a round every unit is a legal target (4.16)', () => {
    expect(legalTargetIds(three, {})).toEqual(['a', 'b', 'c'])
  })
  it('after one attack on Me-109 the other two must be attacked first (4.16)', () => {
    const r = targetLegality(three, { a: 1 })
    expect(r.map((t) => t.legal)).toEqual([false, true, true])
    expect(r[0]).toEqual({
      id: 'a',
      legal: false,
      rule: '4.16',
      reason:
        'Me-109 has already been attacked once this round: Me-110 and He-111 must each be attacked once first, like every other unit (4.16).',
    })
  })
  it('after Me-109 and Me-110, only He-111 is legal (4.16)', () => {
    const r = targetLegality(three, { a: 1, b: 1 })
    expect(legalTargetIds(three, { a: 1, b: 1 })).toEqual(['c'])
    expect(r[1]?.reason).toBe(
      'Me-110 has already been attacked once this round: He-111 must be attacked once first, like every other unit (4.16).',
    )
  })
  it('when all three were attacked once, all are legal again; then once more before any third time (4.16)', () => {
    expect(legalTargetIds(three, { a: 1, b: 1, c: 1 })).toEqual(['a', 'b', 'c'])
    const r = targetLegality(three, { a: 2, b: 1, c: 1 })
    expect(r.map((t) => t.legal)).toEqual([false, true, true])
    expect(r[0]?.reason).toContain('attacked twice this round')
  })
  it('a unit hit or aborted earlier THIS round is still in and still counts (results not yet applied, 4.16)', () => {
    // 'a' was hit by the first attack: it remains stillEligible until the round ends.
    expect(legalTargetIds(three, { a: 1 })).toEqual(['b', 'c'])
  })
  it('a unit that left in an earlier round cannot be attacked and does not block others (4.16, 4.17)', () => {
    const units = [gone(fighter('a', 'Me-109')), fighter('b')]
    const r = targetLegality(units, {})
    expect(r[0]).toEqual({
      id: 'a',
      legal: false,
      rule: '4.17',
      reason: 'Me-109 has left the engagement (hit or aborted) and cannot be attacked (4.17).',
    })
    expect(legalTargetIds(units, { b: 1 })).toEqual(['b'])
  })
  it('without a name the id is used in the reason', () => {
    expect(targetLegality([fighter('u1'), fighter('u2')], { u1: 1 })[0]?.reason).toMatch(
      /^u1 has already been attacked once this round: u2 must/,
    )
  })
})

describe('targetLegality — ATPs (4.23, 4.24, T-18)', () => {
  const escorted = [atp('x', 'Ju-52'), fighter('e1', 'Me-109 #1'), fighter('e2', 'Me-109 #2')]

  it('T-18: one intercepting fighter cannot attack an ATP escorted by two fighters (4.23)', () => {
    const r = targetLegality(escorted, {})
    expect(r.map((t) => t.legal)).toEqual([false, true, true])
    expect(r[0]).toEqual({
      id: 'x',
      legal: false,
      rule: '4.23',
      reason:
        'Ju-52 is a transport (ATP): it cannot be attacked until every escorting fighter has been attacked this round, and Me-109 #1 and Me-109 #2 have not been (4.23).',
    })
  })
  it('T-18: the second of two intercepting fighters must attack the other escort, not the ATP (4.16, 4.23)', () => {
    expect(legalTargetIds(escorted, { e1: 1 })).toEqual(['e2'])
    expect(targetLegality(escorted, { e1: 1 })[0]?.reason).toContain('and Me-109 #2 has not been (4.23)')
  })
  it('T-18: the same holds in Round 2 while both escorts are still in the engagement (4.23)', () => {
    expect(legalTargetIds(escorted, {})).toEqual(['e1', 'e2'])
  })
  it('T-18: a third intercepting fighter, after both escorts were attacked once, may only attack the ATP (4.23, §8.4)', () => {
    expect(legalTargetIds(escorted, { e1: 1, e2: 1 })).toEqual(['x'])
  })
  it('T-18 variant: escort aborted in Round 1 — in Round 2 the first fighter must attack the remaining escort (4.23)', () => {
    const round2 = [atp('x'), gone(fighter('e1')), fighter('e2')]
    expect(legalTargetIds(round2, {})).toEqual(['e2'])
  })
  it('T-18 variant: once the remaining escort has been attacked, the second fighter may attack the ATP (4.24 NOTE)', () => {
    const round2 = [atp('x'), gone(fighter('e1')), fighter('e2')]
    expect(legalTargetIds(round2, { e2: 1 })).toEqual(['x'])
  })
  it('an unescorted ATP is a legal target at once (4.23)', () => {
    expect(legalTargetIds([atp('x'), bomber('b')], {})).toEqual(['x', 'b'])
  })
  it('bombers do not protect an ATP; once released the ATP joins the once-each rule (4.16, 4.23)', () => {
    const mixed = [atp('x'), fighter('e'), bomber('b')]
    expect(legalTargetIds(mixed, {})).toEqual(['e', 'b'])
    expect(legalTargetIds(mixed, { e: 1 })).toEqual(['x', 'b'])
    expect(legalTargetIds(mixed, { e: 1, b: 1 })).toEqual(['x'])
  })
})
