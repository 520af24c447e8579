// Coral Sea 1942 (APTO), the built-in carrier battle: at the start neither side has located the
// other's ships; the Allies' reconnaissance uses APTO's harder table (4.10); the carriers' aircraft
// launch from where their carriers are, and move with them; both automatic opponents play it out.
import { describe, expect, it } from 'vitest'
import { apply, contextOf, flotillaMoveList, legalActions, newGame } from '../rules/systems/aeto'
import { runBotGame } from '../rules/systems/aeto/bot'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { readBuiltIn } from './files'

const coralJson = readBuiltIn('coral-sea-1942')

const parsed = parseScenario(coralJson)
if (!parsed.ok) throw new Error(`coral-sea-1942 does not load: ${JSON.stringify(parsed.errors)}`)
const scenario = parsed.ok ? parsed.scenario : (undefined as never)

describe('Coral Sea 1942 (APTO)', () => {
  it('starts with nothing located; the Allied reconnaissance reads APTO’s table; Task Force 17 may sail', () => {
    const s = newGame(scenario, { seed: 1 })
    expect(s.pending).toMatchObject({ kind: 'plan', side: 'allies' })
    expect(s.naval?.located ?? {}).toEqual({})
    const p = s.pending.kind === 'plan' ? s.pending : (undefined as never)
    // every enemy location in range is listed with APTO's numbers (6 at 2 hexes … 20 at 13 or more)
    expect(p.recon!.length).toBeGreaterThan(0)
    for (const r of p.recon!) expect([0, 6, 8, 10, 12, 14, 16, 18, 20]).toContain(r.needed)
    expect(flotillaMoveList(s).map((f) => [f.flotilla, f.loc])).toEqual([['tf17', '2017']])
  })

  it('Lexington’s aircraft take off from where Lexington has sailed', () => {
    let s = newGame(scenario, { seed: 1 })
    const move = legalActions(s).find((a) => a.type === 'moveFlotilla' && a.to === '1917')
    expect(move).toBeDefined()
    let r = apply(s, move!)
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
    while (s.pending.kind === 'navalWindow') {
      r = apply(s, { type: 'pass' })
      if (!r.ok) throw new Error(r.violation.message)
      s = r.state
    }
    expect(contextOf(s).map.locLabel(contextOf(s).baseLoc.get('lexington-air')!)).toBe('1917')
    r = apply(s, {
      type: 'launch',
      base: 'lexington-air',
      units: ['us-f4f-1'],
      mission: 'fly',
      target: '1815',
      roles: { 'us-f4f-1': 'fighter' },
    })
    if (!r.ok) throw new Error(r.violation.message)
    expect(r.events.find((e) => e.type === 'launch')!.text).toBe(
      'F4F Wildcat launches from USS Lexington (1917) to fly to 1815 (4.1).',
    )
  })

  it('both automatic opponents play it to its end', () => {
    const g = runBotGame(scenario, { botSides: ['allies', 'japan'], seed: 1, maxActions: 2000 })
    expect(g.stopped).toBe('over')
    expect(g.actions.some((a) => a.type === 'reconnoitre')).toBe(true)
  })
})

describe('Coral Sea: what the plan offers after a carrier has sailed is accepted', () => {
  it('Task Force 17 sails toward the invasion convoy until Lexington’s aircraft can reconnoitre it: the distance counts from where Lexington is now, and the offer is accepted', () => {
    let s = newGame(scenario, { seed: 1 })
    const ctx0 = contextOf(s)
    const convoy = ctx0.map.parseLoc('1606')!
    const aboard = (id: string) => s.units[id]?.base === 'lexington-air'
    let offer: { loc: string; unit: string; distance: number } | null = null
    for (let i = 0; i < 12 && !offer; i++) {
      const here = contextOf(s).baseLoc.get('lexington-air')!
      const next = legalActions(s)
        .filter((a) => a.type === 'moveFlotilla' && a.flotilla === 'tf17' && !a.inPort)
        .sort((a, b) =>
          a.type === 'moveFlotilla' && b.type === 'moveFlotilla'
            ? ctx0.map.hexDistance(ctx0.map.parseLoc(a.to)!, convoy) -
              ctx0.map.hexDistance(ctx0.map.parseLoc(b.to)!, convoy)
            : 0,
        )[0]
      expect(
        next && next.type === 'moveFlotilla' && ctx0.map.hexDistance(ctx0.map.parseLoc(next.to)!, convoy),
      ).toBeLessThan(ctx0.map.hexDistance(here, convoy))
      let r = apply(s, next)
      if (!r.ok) throw new Error(r.violation.message)
      s = r.state
      while (s.pending.kind === 'navalWindow') {
        r = apply(s, { type: 'pass' })
        if (!r.ok) throw new Error(r.violation.message)
        s = r.state
      }
      const p = s.pending.kind === 'plan' ? s.pending : (undefined as never)
      const r1606 = p.recon?.find((x) => x.loc === '1606')
      const u = r1606?.units.find((x) => aboard(x.id))
      if (u) offer = { loc: '1606', unit: u.id, distance: u.distance }
    }
    expect(offer).not.toBeNull()
    const ctx = contextOf(s)
    expect(offer!.distance).toBe(ctx.map.hexDistance(ctx.baseLoc.get('lexington-air')!, convoy))
    const done = apply(s, { type: 'reconnoitre', target: offer!.loc, units: [offer!.unit] })
    expect(done.ok, !done.ok ? done.violation.message : '').toBe(true)
  })
})
