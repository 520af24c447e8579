// The tables of rule 23 against the seed: every legible cell of the Air Defense Table's scan is the
// table's, every cell obeys the pattern the legible ones show; the Naval Attack Table grows along
// its rows and down its columns; the Air Nationality Chart's lost rows are never filled in; the
// Surprise Table's levels add up. The tables ship as reconstructed from a damaged scan, not verified.
import { describe, expect, it } from 'vitest'
import { missingCells, provenanceNote, tableProblems } from '../../../kernel/tables'
import { ACT_OUTCOMES, airCombatTable } from './airCombatTable'
import {
  ADT_OFFSETS,
  ADT_RECONSTRUCTED,
  ADT_SEQUENCE,
  airDefenseResult,
  airDefenseTable,
} from './airDefenseTable'
import { airNationalityDrm, NAVAL_NATIONALITY_DRM, navalShipModifier } from './nationality'
import { NAT_RECONSTRUCTED, navalAttackHits, navalAttackTable } from './navalAttackTable'
import { surpriseEffects, surpriseLevel } from './surpriseTable'

/** The Air Defense Table's rows as the seed's scan reads them (seed 002, "Air Defense Table - 23.42"). */
const ADT_SCAN = `1 0 0 0 0 0 01 01 10 10 11 11
2 0 0 01 01 1/0 1/0 11 11 122 12 21
3 (oa o1 10 1/0 14 11 12 12 21 21 272
4 |10 10 11 U1 12 12 211 211 22 22 23
5 (10 14 11 1/2 1/2 2/1 2/ 22 22 23 23
6 (11 11 12 12 211 211 22 22 213 23 32
7 (11 12 12 2,1 214 22 2/2 2/3 2/3 3/2 32
8 |12 1/2 2/1 211 2/2 272 2/3 2/3 32 32 33
9 |12 2/1 2/1 2/2 22 213 23 32 32 33 33
10 |2/1 21 22 22 213 2/3 372 3/2 33 33 34`

/** A scanned cell read as a result ("01" is "0/1": the scan lost the slash), or null where it is damaged. */
function legible(token: string): string | null {
  const t = token.replace(/^[(|]/, '')
  const r = /^\d$/.test(t) ? t : /^\d\/?\d$/.test(t) ? `${t[0]}/${t[t.length - 1]}` : null
  return r !== null && airDefenseTable.outcomes.includes(r) ? r : null
}

describe('the Air Defense Table (23.42)', () => {
  const scan = ADT_SCAN.split('\n').map((line) => line.split(' ').slice(1))

  it('holds every legible cell of the scan', () => {
    let read = 0
    scan.forEach((row, i) => {
      expect(row).toHaveLength(11)
      row.forEach((token, j) => {
        const r = legible(token)
        if (r === null) return
        read++
        expect(`${i + 1}:${j}:${airDefenseTable.cells[i][j]}`).toBe(`${i + 1}:${j}:${r}`)
      })
    })
    expect(read).toBe(90)
  })

  it('every row is an 11-cell window over one sequence; the lost cells are taken from it and marked', () => {
    airDefenseTable.cells.forEach((row, i) =>
      expect(row).toEqual(ADT_SEQUENCE.slice(ADT_OFFSETS[i], ADT_OFFSETS[i] + 11)),
    )
    const damaged = scan.flatMap((row, i) =>
      row.flatMap((t, j) => (legible(t) === null ? [`${i + 1}:${airDefenseTable.columns[j].key}`] : [])),
    )
    expect(ADT_RECONSTRUCTED.every((c) => damaged.includes(c))).toBe(true)
    expect(airDefenseTable).toMatchObject({ provenance: 'reconstructed', verified: false })
    expect(provenanceNote(airDefenseTable)).toBe(' (table reconstructed from a damaged scan, not verified)')
    expect(tableProblems(airDefenseTable)).toEqual([])
  })

  it('A12: a level above 10 adds the "10" row to the remainder: 13 at 7 is 2/3 + 1/1 = 3/4; no roll below 1', () => {
    expect(airDefenseResult(13, 7)).toEqual({ eliminated: 3, aborted: 4 })
    expect(airDefenseResult(1, 7)).toEqual({ eliminated: 0, aborted: 1 })
    expect(airDefenseResult(10, 12)).toEqual({ eliminated: 3, aborted: 4 })
    expect(airDefenseResult(0, 12)).toBeNull()
  })
})

describe('the Naval Attack Table (23.44)', () => {
  it('grows along each row and down each column, and marks its restored cells', () => {
    const c = navalAttackTable.cells.map((r) => r.map(Number))
    c.forEach((row, i) =>
      row.forEach((v, j) => {
        if (j) expect(v).toBeGreaterThanOrEqual(row[j - 1])
        if (i) expect(v).toBeGreaterThanOrEqual(c[i - 1][j])
      }),
    )
    expect(NAT_RECONSTRUCTED).toEqual([
      '10–12:11',
      '10–12:12+',
      '13–15:2',
      '22–24:2',
      '25–27:2',
      '31–33:2',
      '37–39:2',
    ])
    expect(tableProblems(navalAttackTable)).toEqual([])
    expect(navalAttackTable).toMatchObject({ provenance: 'reconstructed', verified: false })
  })

  it('reads the legible cells the seed prints (rows 1, 6, 10 and 20)', () => {
    expect([2, 6, 7, 8, 11, 12].map((r) => navalAttackHits(1, r))).toEqual([0, 1, 1, 1, 2, 2])
    expect([2, 7, 12].map((r) => navalAttackHits(6, r))).toEqual([2, 4, 6])
    expect([2, 7, 12].map((r) => navalAttackHits(10, r))).toEqual([3, 6, 8])
    expect([2, 7, 12, 15, 0].map((r) => navalAttackHits(20, r))).toEqual([8, 11, 13, 13, 8])
  })

  it('A13: 23 squadrons at 7 read the "20" row and the AS 3 row: 11 + 2 = 13 hits', () => {
    expect(navalAttackHits(23, 7)).toBe(13)
  })
})

describe('the nationality charts (19.31A, 22.552A)', () => {
  it('the legible row gives 2; the two rows the scan lost are the players’ to enter, never filled in by Sortie', () => {
    expect(
      ['germany', 'japan', 'usa', 'britain', 'finland', 'sweden', 'australia'].map((n) =>
        airNationalityDrm(n, undefined),
      ),
    ).toEqual(Array(7).fill({ drm: 2 }))
    expect(airNationalityDrm('italy', undefined)).toEqual({ missing: 'italyRussiaFrance' })
    expect(airNationalityDrm('rumania', undefined)).toEqual({ missing: 'minors' })
    expect(airNationalityDrm('russia', { italyRussiaFrance: 1 })).toEqual({ drm: 1 })
    expect(airNationalityDrm('hungary', { minors: 0 })).toEqual({ drm: 0 })
  })

  it('A14: German attack AAS (2) on a British cruiser group (2) at sea roll 8 + 2 − 2 = 8 (no +1: AAS are not naval air)', () => {
    const drm = airNationalityDrm('germany', undefined) as { drm: number }
    expect(
      8 +
        drm.drm -
        NAVAL_NATIONALITY_DRM.britain -
        navalShipModifier({ type: 'cruiser', nationality: 'britain', factors: 1 }),
    ).toBe(8)
    expect(navalShipModifier({ type: 'CVL', nationality: 'japan', factors: 1 })).toBe(-2)
    expect(navalShipModifier({ type: 'CVL', nationality: 'britain', factors: 1 })).toBe(-1)
    expect(navalShipModifier({ type: 'BB', nationality: 'usa', factors: 5 })).toBe(1)
  })
})

describe('the Surprise Table (23.7413) and the Air Combat Table', () => {
  it('A16: a die of 4, three search results, one radar result: level 5, each lesser effect included', () => {
    expect(surpriseLevel(4, 3, 1)).toBe(5)
    expect(surpriseEffects(5)).toEqual({
      noCapDrm: true,
      adlMinus: 1,
      attackDrm: 1,
      fewerDefenders: 2,
      criticalHits: false,
    })
    expect([1, 2, 3, 4, 6].map((l) => surpriseEffects(l).fewerDefenders)).toEqual([0, 0, 0, 1, 3])
    expect(surpriseEffects(7)).toMatchObject({ fewerDefenders: 4, criticalHits: true })
    expect(surpriseEffects(7, 'table').fewerDefenders).toBe('all')
  })

  it('the Air Combat Table is the players’: no cell filled in, results "a/b" or "0"', () => {
    expect(missingCells(airCombatTable)).toEqual([{ row: 'roll', column: 'result' }])
    expect(ACT_OUTCOMES).toContain('1/2')
    expect(ACT_OUTCOMES).toContain('8/8')
    expect(ACT_OUTCOMES).not.toContain('0/0')
    expect(ACT_OUTCOMES).toHaveLength(81)
  })
})
