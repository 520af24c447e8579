import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalJson } from '../save/hash'
import {
  isPersistentRecord,
  recordCopy,
  recordKeys,
  recordValues,
  recordWith,
  writeEntry,
} from './persistentRecord'

const plain = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`u${i}`, { n: i }]))

describe('a persistent record reads like the plain record it stands for', () => {
  const source = plain(300) // more than two chunks
  const r = recordCopy(source)

  it('entries, keys in order, membership, JSON and the state hash form', () => {
    expect(isPersistentRecord(r)).toBe(true)
    expect(isPersistentRecord(source)).toBe(false)
    expect(r.u0).toBe(source.u0)
    expect(r.u299).toBe(source.u299)
    expect(r.u300).toBeUndefined()
    expect(Object.keys(r)).toEqual(Object.keys(source))
    expect(recordKeys(r)).toEqual(Object.keys(source))
    expect(Object.values(r)).toEqual(Object.values(source))
    expect(recordValues(r)).toEqual(Object.values(source))
    expect(Object.entries(r)).toEqual(Object.entries(source))
    expect(Object.hasOwn(r, 'u7')).toBe(true)
    expect(Object.hasOwn(r, 'u300')).toBe(false)
    expect('u7' in r).toBe(true)
    expect('toString' in r).toBe(true)
    const forIn: string[] = []
    for (const k in r) forIn.push(k)
    expect(forIn).toEqual(Object.keys(source))
    expect(JSON.stringify(r)).toBe(JSON.stringify(source))
    expect(canonicalJson(r)).toBe(canonicalJson(source))
    expect({ ...r }).toEqual(source)
    expect(r).toEqual(source)
  })

  it('cannot be written except through writeEntry (a finished state never changes)', () => {
    const w = r as Record<string, { n: number }>
    expect(() => {
      w.u1 = { n: -1 }
    }).toThrow(/read-only/)
    expect(() => delete w.u1).toThrow(/read-only/)
    expect(() => Object.defineProperty(w, 'x', { value: 1 })).toThrow(/read-only/)
    expect(r.u1).toEqual({ n: 1 })
  })
})

describe('copies share storage and never see each other’s writes', () => {
  it('a write to a copy leaves the original and other copies as they were', () => {
    const a = recordCopy(plain(500))
    const b = recordCopy(a)
    const c = recordCopy(a)
    writeEntry(b, 'u200', { n: -200 }, new Set())
    writeEntry(c, 'u201', { n: -201 }, new Set())
    expect(a.u200).toEqual({ n: 200 })
    expect(a.u201).toEqual({ n: 201 })
    expect(b.u200).toEqual({ n: -200 })
    expect(b.u201).toEqual({ n: 201 })
    expect(c.u200).toEqual({ n: 200 })
    expect(c.u201).toEqual({ n: -201 })
    expect(b.u0).toBe(a.u0) // an entry not written is the very same object
  })

  it('a new key (a base’s first stack) is added to the copy only', () => {
    const a = recordCopy(plain(128)) // exactly one full chunk: the new key opens a second
    const b = recordWith(a, [['extra', { n: 1000 }]])
    expect(Object.keys(b)).toEqual([...Object.keys(a), 'extra'])
    expect(b.extra).toEqual({ n: 1000 })
    expect('extra' in a).toBe(false)
    expect(Object.keys(a)).toHaveLength(128)
  })

  it('any sequence of copies and writes matches plain records (property)', () => {
    const op = fc.record({ from: fc.nat(), key: fc.integer({ min: 0, max: 400 }), value: fc.integer() })
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const models: Record<string, number>[] = [
          Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])),
        ]
        const records: Record<string, number>[] = [recordCopy(models[0])]
        for (const { from, key, value } of ops) {
          const i = from % records.length
          const model = { ...models[i], [`k${key}`]: value }
          models.push(model)
          records.push(recordWith(records[i], [[`k${key}`, value]]))
        }
        records.forEach((r, i) => expect(JSON.stringify(r)).toBe(JSON.stringify(models[i])))
      }),
      { numRuns: 50 },
    )
  })
})
