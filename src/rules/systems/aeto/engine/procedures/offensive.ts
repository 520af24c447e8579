// The Offensive Phase between Offensives (4.25; §16 (viii); engine/sequence.ts): the side declares
// an Offensive or passes; it may also build or demolish grass airfields (4.3), reconnoitre land
// (4.11), debark air units from docked STPs (APTO 3.24), and enter a base captured (4.7) or a
// Standby carrier made Active (Part 3; 4.25).
import type { Action, BaseId, UnitId } from '../../types'
import { tx } from '../core'
import { actBuildGrassAirfield, grassSites } from '../grassAirfields'
import { actDeclareOffensive, actPassOffensive, offensiveDecision } from '../sequence'
import { actDebarkStp } from '../seaTransport'
import { basingEvents, carrierStatusEvents } from './choices'
import type { Procedure } from './procedure'
import { captureBase, carrierStatus, demolishGrassAirfield, reconnoitreLand } from './shared'
import type { LandReconTarget } from '../../state/landRecon'
import type { DebarkOption } from '../../state/seaTransport'

declare module '../../types' {
  interface PendingByKind {
    /** D-OFF-DECLARE: declare an Offensive (the kinds listed, greyed with why when not possible) or pass. */
    offensive: PendingBase & {
      kind: 'offensive'
      options: OffensiveOption[]
      left: number
      landRecon?: LandReconTarget[]
      /** APTO [3.24]: the air units aboard the side's STPs docked in a friendly port that an Air Offensive may debark there; absent: none. */ debark?: DebarkOption[]
    }
  }
  interface ActionByType {
    declareOffensive: {
      type: 'declareOffensive'
      offensive: 'air' | 'land' | 'sea' | 'combinedAir'
      /** An Air Offensive (4.25): the power that conducts it, or two or more major powers for a Combined Air Offensive (APTO D84). */ nations?: string[]
    }
    passOffensive: { type: 'passOffensive' }
    /** APTO [3.24]: the side spends an Air Offensive debarking the flotilla's air units (`units`, default all) at `to` (default: the first base of the port hex with room for them); Currently Committed. */
    debarkStp: { type: 'debarkStp'; flotilla: string; units?: UnitId[]; to?: BaseId }
    /** D-BASE-GRASS (4.3): the side's Offensive option spent placing a grass airfield under construction at `hex`, built by `nation` (needed only when several of its nations may). */
    buildGrassAirfield: { type: 'buildGrassAirfield'; hex: string; nation?: string }
  }
}

export const offensive: Procedure = {
  id: 'offensive',
  actions: {
    declareOffensive: { offensive: 'text', nations: 'texts' },
    passOffensive: {},
    debarkStp: { flotilla: 'text', units: 'units', to: 'text' },
    buildGrassAirfield: { hex: 'text', nation: 'text' },
  },
  decisions: {
    offensive: {
      accepts: {
        declareOffensive: (t, a) => actDeclareOffensive(t, a.offensive, a.nations),
        passOffensive: (t) => actPassOffensive(t),
        reconnoitreLand,
        buildGrassAirfield: (t, a, p) => actBuildGrassAirfield(t, a, p.side),
        demolishGrassAirfield,
        captureBase,
        carrierStatus,
        debarkStp: (t, a, p) => actDebarkStp(t, a, p.side),
      },
      legal(state, p, opts) {
        const side = p.side
        const out: Action[] = [{ type: 'passOffensive', side }]
        for (const o of p.options) {
          if (!o.available || o.kind === 'grass') continue
          if (o.kind === 'combinedAir') {
            // A Combined Air Offensive (4.25): each pair of its major powers, and all of them when the Offensives left pay for it.
            const ids = (o.nations ?? []).map((n) => n.id)
            for (let i = 0; i < ids.length; i++)
              for (let j = i + 1; j < ids.length; j++)
                out.push({
                  type: 'declareOffensive',
                  side,
                  offensive: 'combinedAir',
                  nations: [ids[i], ids[j]],
                })
            if (ids.length > 2 && ids.length <= p.left)
              out.push({ type: 'declareOffensive', side, offensive: 'combinedAir', nations: ids })
            continue
          }
          out.push({ type: 'declareOffensive', side, offensive: o.kind })
          if (o.kind === 'air')
            for (const n of o.nations ?? [])
              out.push({ type: 'declareOffensive', side, offensive: 'air', nations: [n.id] }) // named by its power (4.25)
        }
        // D-BASE-GRASS (4.3): every legal hex, by each nation that may build there.
        if (p.options.some((o) => o.kind === 'grass' && o.available))
          for (const site of grassSites(tx(state), side))
            for (const nation of site.nations)
              out.push({
                type: 'buildGrassAirfield',
                side,
                hex: site.hex,
                ...(site.nations.length > 1 ? { nation } : {}),
              })
        for (const r of p.landRecon ?? [])
          for (const u of r.units) out.push({ type: 'reconnoitreLand', side, hex: r.hex, unit: u.id }) // (4.11)
        // An Air Offensive spent debarking air units from docked STPs (APTO 3.24): all of a flotilla's at its first base, or each alone at each base with room.
        for (const o of p.debark ?? []) {
          if (o.all !== undefined) out.push({ type: 'debarkStp', side, flotilla: o.flotilla })
          if (o.units.length > 1 || o.all === undefined)
            for (const to of o.to)
              for (const u of to.units)
                out.push({ type: 'debarkStp', side, flotilla: o.flotilla, units: [u], to: to.base })
        }
        basingEvents(state, side, out, opts)
        carrierStatusEvents(state, side, out, opts)
        return out
      },
    },
  },
  decide: offensiveDecision,
}
