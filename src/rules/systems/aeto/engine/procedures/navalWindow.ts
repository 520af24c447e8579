// The naval window (4.10, 4.15; D-NAVAL-AIRWINDOW; engine/navalMove.ts): a flotilla has moved, and
// each side opposing it in turn may reconnoitre it, fly an air-naval interception against it once
// located, react with a flotilla of its own, put Naval-Air ashore or aboard, or pass.
import type { Action, SideId } from '../../types'
import { baseLoc } from '../../bases'
import { refuse, tx } from '../core'
import { actLaunch } from '../movement'
import {
  actPassNavalWindow,
  checkEndPhaseStrike,
  checkWindowPortNaval,
  checkWindowTarget,
  endPhaseStart,
  interceptingFlotillas,
  mayIntercept,
  navalInterceptedAt,
  navalWindowDecision,
  reactiveMoves,
  seaOffensiveLaunch,
  windowPortNavalOptions,
} from '../navalMove'
import { actPortNaval } from '../portNaval'
import { actReconnoitre } from '../seaRecon'
import type { Procedure } from './procedure'
import { moveFlotilla, navalInterception } from './shared'

declare module '../../types' {
  interface PendingByKind {
    /**
     * D-NAVAL-AIRWINDOW: an enemy flotilla entered `loc` and halts while `side` reconnoitres it, flies
     * an air-naval interception against it once located (bombers able to reach it in `bases`), or passes.
     */
    navalWindow: PendingBase & {
      kind: 'navalWindow'
      mover: SideId
      flotilla: string
      inPort: boolean
      /** Enemy naval chits seen there (their number is known, 4.10). */
      chits: number
      /** Its ships `side` has located: the ones an air-naval interception may attack (4.10, 4.15). */
      located: string[]
      recon: ReconTarget | null
      bases: LaunchOption[]
    }
  }
}

export const navalWindow: Procedure = {
  id: 'navalWindow',
  decisions: {
    navalWindow: {
      accepts: {
        reconnoitre(t, a, p) {
          checkWindowTarget(t, p, a.target, a.inPort, 'reconnoitred')
          actReconnoitre(t, a, p.side)
        },
        launch(t, a, p) {
          // An air-naval interception of the flotilla that halts there (4.15).
          if (a.mission !== undefined && a.mission !== 'airNaval')
            refuse(
              '4.15',
              'Only an air-naval interception of the flotilla that has just moved is launched now (4.15).',
            )
          checkWindowTarget(t, p, a.target ?? p.loc, a.inPort ?? p.inPort, 'intercepted')
          if (t.s.naval?.window && navalInterceptedAt(t, t.s.naval.window))
            refuse(
              '4.15',
              `A naval interception has been made at ${p.loc} this Phase: every air-naval interception there comes before it, so none is flown now (4.15).`,
            )
          checkEndPhaseStrike(t, a.base, a.units)
          actLaunch(t, { ...a, mission: 'airNaval', target: p.loc, inPort: p.inPort }, p.side, null)
          seaOffensiveLaunch(t, p.side, a.base)
        },
        pass: (t, _a, p) => actPassNavalWindow(t, p.side),
        navalInterception,
        moveFlotilla,
        portNaval(t, a, p) {
          checkWindowPortNaval(t, p.side, a.carrier) // only a carrier docking or sailing in a reactive move (4.5; APTO D23)
          actPortNaval(t, a, p.side)
        },
      },
      legal(state, p, opts) {
        const side = p.side
        const out: Action[] = [{ type: 'pass', side }]
        // A reactive naval move of one of its own flotillas (Part 3; not in the window a reactive move opened).
        for (const f of reactiveMoves(tx(state), side))
          for (const n of f.next)
            out.push({
              type: 'moveFlotilla',
              side,
              flotilla: f.flotilla,
              to: n.to,
              ...(n.inPort ? { inPort: true } : {}),
            })
        // A successful naval interception by one of its surface flotillas at sea, e.g. the one that reacted (4.15, 4.28).
        if (opts.outsideEvents)
          for (const f of interceptingFlotillas(tx(state), side))
            out.push({ type: 'navalInterception', side, flotilla: f.flotilla })
        // Carriers in port (4.5; APTO D23): the Naval-Air of a carrier docking in a reactive move ashore, or aboard one about to sail in one.
        for (const o of windowPortNavalOptions(tx(state), side))
          out.push({ type: 'portNaval', side, carrier: o.carrier, unit: o.unit, ashore: o.ashore })
        if (p.recon)
          for (const u of p.recon.units)
            out.push({
              type: 'reconnoitre',
              side,
              target: p.recon.loc,
              ...(p.recon.inPort ? { inPort: true } : {}),
              ...(p.recon.flotilla ? { flotilla: p.recon.flotilla } : {}),
              units: [u.id],
            })
        // An air-naval interception: each bomber alone (escorts and more bombers only add to it, 4.15).
        const t = tx(state)
        const loc = t.ctx.map.parseLoc(p.loc!)!
        const started = state.naval?.window ? endPhaseStart(t, state.naval.window) : undefined
        for (const b of p.bases)
          for (const u of b.units)
            if (mayIntercept(t, u.id, baseLoc(t.ctx, b.base), loc, started))
              out.push({
                type: 'launch',
                side,
                base: b.base,
                units: [u.id],
                mission: 'airNaval',
                target: p.loc,
                ...(p.inPort ? { inPort: true } : {}),
                ...(u.needsRole ? { roles: { [u.id]: 'bomber' } } : {}),
              })
        return out
      },
    },
  },
  decide: navalWindowDecision,
}
