// Pearl Harbor, December 1941 (APTO): the first turn of the war. Japan has the Sneak Attack Bonus
// against the United States (4.18) and the Initiative ([viii]); the islands are marked Hawaiian, so
// in December 1941 the American fighters lose their own-airbase bonus and the Japanese strafers
// their penalty (APTO D45, D55); both automatic opponents play it to its end.
import { describe, expect, it } from 'vitest'
import { contextOf, newGame } from '../rules/systems/aeto'
import { runBotGame } from '../rules/systems/aeto/bot'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { readBuiltIn } from './files'

const parsed = parseScenario(readBuiltIn('pearl-harbor-1941'))
if (!parsed.ok) throw new Error(`pearl-harbor-1941 does not load: ${JSON.stringify(parsed.errors)}`)
const scenario = parsed.ok ? parsed.scenario : (undefined as never)

describe('Pearl Harbor, December 1941 (APTO)', () => {
  it('Japan plans first, with the Sneak Attack Bonus against the United States and the Initiative; every American airbase is on a Hawaiian hex (APTO D45, D55)', () => {
    const s = newGame(scenario, { seed: 1 })
    expect(s.pending).toMatchObject({ kind: 'plan', side: 'japan' })
    expect(scenario.context).toMatchObject({
      sneakAttack: { invaded: ['us'], firstTurn: true },
      initiativeSide: 'japan',
    })
    const hawaiian = new Set(scenario.map.features.filter((f) => f.hawaii).map((f) => f.hex))
    const usBases = scenario.bases.filter((b) => b.owner === 'allies' && b.hex)
    expect(usBases.map((b) => b.id).sort()).toEqual([
      'bellows',
      'hickam',
      'kaneohe',
      'pearl-harbor',
      'wheeler',
    ])
    for (const b of usBases) expect(hawaiian.has(b.hex!), b.id).toBe(true)
    // the battleships are docked at Pearl Harbor, on the coast
    const ctx = contextOf(s)
    expect(ctx.isLand(ctx.map.parseLoc(scenario.bases.find((b) => b.id === 'pearl-harbor')!.hex!)!)).toBe(
      true,
    )
    expect(scenario.navalUnits.filter((n) => n.inPort).map((n) => n.hex)).toEqual(Array(6).fill('1113'))
  })

  it('both automatic opponents play it to its end, through the Initiative’s choice of the first Offensive', () => {
    const g = runBotGame(scenario, { botSides: ['allies', 'japan'], seed: 1, maxActions: 3000, steps: 10 })
    expect(g.stopped).toBe('over')
    expect(g.actions.some((a) => a.type === 'chooseFirst')).toBe(true)
    expect(g.actions.filter((a) => a.type === 'launch' && a.side === 'japan').length).toBeGreaterThan(0)
  })
})
