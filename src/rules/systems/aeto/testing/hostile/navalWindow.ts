// Hostile actions at the naval window (engine/procedures/navalWindow.ts): reconnaissance or an
// air-naval interception of another location, another mission, a reaction to a reaction or by a
// flotilla too far off (4.10, 4.15; Part 3), a carrier's port move that the window does not allow
// (4.5; APTO D23).
import { tx } from '../../engine/core'
import { flotillaMoves, reactors, windowPortCarriers } from '../../engine/navalMove'
import { portNavalOptions } from '../../engine/portNaval'
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const navalWindowMakers = {
  navalWindow: ({ state, p, rng, ctx, side, ownUnits, add }) => {
    const elsewhere = () =>
      ctx.map.locLabel(
        pick(
          rng,
          [0, ctx.map.cols * ctx.map.rows - 1].filter((l) => ctx.map.locLabel(l) !== p.loc),
        ),
      )
    const unit = p.recon?.units[0]?.id ?? p.bases[0]?.units[0]?.id ?? ownUnits[0]
    add('navalWindow: reconnoitre another location', () => ({
      type: 'reconnoitre',
      side,
      target: elsewhere(),
      units: [unit],
    }))
    const b = p.bases[0]
    if (b) {
      add('navalWindow: another mission than an air-naval interception', () => ({
        type: 'launch',
        side,
        base: b.base,
        units: [b.units[0].id],
        mission: pick(rng, ['strafe', 'fly', 'bombing']),
        target: p.loc,
      }))
      add('navalWindow: intercept another location', () => ({
        type: 'launch',
        side,
        base: b.base,
        units: [b.units[0].id],
        mission: 'airNaval',
        target: elsewhere(),
      }))
    }
    // A reaction to a reaction: in the window a reactive move opened, the other side's ships do not move.
    const own = flotillaMoves(tx(state), side).filter((f) => f.next.length)
    const w = state.naval?.window
    if (w?.outer && own.length) {
      const f = pick(rng, own)
      add('navalWindow: a reactive move in the window of a reactive move', () => ({
        type: 'moveFlotilla',
        side,
        flotilla: f.flotilla,
        to: f.next[0].to,
        ...(f.next[0].inPort ? { inPort: true } : {}),
      }))
    }
    // A flotilla too far off to react to the move (more than 2 hexes).
    const far = w && !w.outer ? own.filter((f) => !reactors(tx(state), side, w).includes(f.flotilla)) : []
    if (far.length) {
      const f = pick(rng, far)
      add('navalWindow: a reactive move of a flotilla too far off', () => ({
        type: 'moveFlotilla',
        side,
        flotilla: f.flotilla,
        to: f.next[0].to,
        ...(f.next[0].inPort ? { inPort: true } : {}),
      }))
    }
    // Carriers in port (4.5; APTO D23): a docked carrier that neither docked in a reactive move nor may sail in one puts no Naval-Air ashore now.
    const moving = windowPortCarriers(tx(state), side)
    const still = portNavalOptions(tx(state), side).filter((o) => !moving.includes(o.carrier))
    if (still.length) {
      const o = pick(rng, still)
      add('navalWindow: portNaval from a docked carrier that does not react', () => ({
        type: 'portNaval',
        side,
        carrier: o.carrier,
        unit: o.unit,
        ashore: o.ashore,
      }))
    }
  },
} satisfies HostileFiles
