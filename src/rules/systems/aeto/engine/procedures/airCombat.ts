// Air combat (4.16–4.19; engine/airCombat.ts): dumping ordnance, designating the bombers attacked,
// the attacks and their dice, voluntary aborts, remaining in the hex.
import type { Action, EngagementId, UnitId } from '../../types'
import {
  actAttack,
  actDesignate,
  actDump,
  actEndAttacks,
  actRemain,
  actVoluntaryAbort,
  combatDecision,
  resolveRoll,
} from '../airCombat'
import { subsets, maxSubset } from './choices'
import type { Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    dumpOrdnance: PendingBase & { kind: 'dumpOrdnance'; engagement: EngagementId; units: UnitId[] }
    designate: PendingBase & { kind: 'designate'; engagement: EngagementId; units: UnitId[] }
    attack: PendingBase & {
      kind: 'attack'
      engagement: EngagementId
      attackers: { id: UnitId; targets: TargetOption[] }[]
    }
    voluntaryAbort: PendingBase & { kind: 'voluntaryAbort'; engagement: EngagementId; units: UnitId[] }
    remain: PendingBase & { kind: 'remain'; engagement: EngagementId; units: UnitId[] }
  }
  interface ActionByType {
    dumpOrdnance: { type: 'dumpOrdnance'; units: UnitId[] }
    designate: { type: 'designate'; units: UnitId[] }
    attack: { type: 'attack'; attacker: UnitId; target: UnitId }
    endAttacks: { type: 'endAttacks' }
    voluntaryAbort: { type: 'voluntaryAbort'; units: UnitId[] }
    remain: { type: 'remain'; units: UnitId[] }
  }
}

export const airCombat: Procedure = {
  id: 'airCombat',
  actions: {
    dumpOrdnance: { units: 'units' },
    designate: { units: 'units' },
    attack: { attacker: 'text', target: 'text' },
    endAttacks: {},
    voluntaryAbort: { units: 'units' },
    remain: { units: 'units' },
  },
  decisions: {
    dumpOrdnance: {
      accepts: { dumpOrdnance: (t, a) => actDump(t, t.s.combat!, a.units) },
      legal: (_s, p, o) =>
        subsets(p.units, maxSubset(o), true).map((units) => ({ type: 'dumpOrdnance', side: p.side, units })),
    },
    designate: {
      accepts: { designate: (t, a) => actDesignate(t, t.s.combat!, a.units) },
      legal: (_s, p, o) =>
        subsets(p.units, maxSubset(o), true).map((units) => ({ type: 'designate', side: p.side, units })),
    },
    attack: {
      accepts: {
        attack: (t, a) => actAttack(t, t.s.combat!, a.attacker, a.target),
        endAttacks: (t) => actEndAttacks(t, t.s.combat!),
      },
      legal(_s, p) {
        const out: Action[] = [{ type: 'endAttacks', side: p.side }]
        for (const a of p.attackers)
          for (const tg of a.targets)
            if (tg.legal) out.push({ type: 'attack', side: p.side, attacker: a.id, target: tg.id })
        return out
      },
    },
    voluntaryAbort: {
      accepts: { voluntaryAbort: (t, a) => actVoluntaryAbort(t, t.s.combat!, a.units) },
      legal: (_s, p, o) =>
        subsets(p.units, maxSubset(o), true).map((units) => ({
          type: 'voluntaryAbort',
          side: p.side,
          units,
        })),
    },
    remain: {
      accepts: { remain: (t, a) => actRemain(t, t.s.combat!, a.units) },
      legal: (_s, p, o) =>
        subsets(p.units, maxSubset(o), true).map((units) => ({ type: 'remain', side: p.side, units })),
    },
  },
  die: {
    awaited(t) {
      const c = t.s.combat
      const r = c?.roll
      if (!c || !r) return null
      return {
        side: t.s.units[r.attacker].side,
        purpose: r.kind === 'attack' ? 'air combat attack' : 'heavy bomber return fire',
        rule: r.kind === 'attack' ? '4.16' : '4.19',
        prompt: `Roll one die for ${r.kind === 'attack' ? 'the attack' : 'return fire'} and enter the value (1–6).`,
        engagement: c.engagement,
        attack: { attacker: r.attacker, target: r.target, atn: r.atn, drm: r.drm },
      }
    },
    resolve: (t, natural, source) => resolveRoll(t, t.s.combat!, natural, source),
  },
  /** Stages nobody has to decide are passed; null from `combatDecision` (a die to roll, or the combat over) asks again. */
  decide: (t) => (t.s.combat ? (combatDecision(t) ?? 'progress') : null),
}
