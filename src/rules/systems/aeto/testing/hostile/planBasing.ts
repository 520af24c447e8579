// Hostile actions at the plan that move units between bases and ships outside any mission: carriers
// as ferries and room aboard (4.4, 4.6), APTO's fixed transfers (D8), carriers in port (4.5) and
// naval transport on STPs (APTO 3.21). Part of the plan's makers (plan.ts), in their order.
import { isCarrier, isFerried, isSmallFighter } from '../../bases'
import { shipPosition } from '../../naval/ships'
import { tx } from '../../engine/core'
import { embarkOptions } from '../../engine/seaTransport'
import { defOf } from '../../units'
import { chance, pick } from '../random/rng'
import type { Hostile } from './context'

export function planBasingMakers({
  state,
  rng,
  ctx,
  side,
  ownUnits,
  hostile,
  badUnit,
  add,
}: Hostile<'plan'>): void {
  const enemyBases = [...ctx.baseDefs.values()].filter((b) => b.owner !== side).map((b) => b.id)
  // Carriers as ferries (4.6) and room aboard (4.4).
  const carriers = ctx.carrierBases.map(([b]) => b)
  const onCarrier = ownUnits.filter(
    (id) => !state.units[id].eliminated && isCarrier(ctx, state.units[id].base),
  )
  add('ferry: an unknown or enemy unit, or an unknown carrier', () => ({
    type: 'ferry',
    side,
    carrier: chance(rng, 0.5) && carriers.length ? pick(rng, carriers) : hostile(),
    unit: badUnit(),
    embark: chance(rng, 0.5),
  }))
  add('ferry: embark is not true or false', () => ({
    type: 'ferry',
    side,
    carrier: carriers.length ? pick(rng, carriers) : 'c',
    unit: ownUnits[0] ?? 'u',
    embark: pick(rng, ['yes', null, 1, undefined]),
  }))
  const unfit = ownUnits.filter((id) => {
    const def = defOf(ctx, id)
    return (
      state.units[id].eliminated ||
      (def.type !== 'F' && def.type !== 'FB') ||
      (state.units[id].face === 'front' && def.back !== null && !isSmallFighter(ctx, id))
    ) // a Small Fighter is ferried at full strength (APTO D24)
  })
  if (unfit.length && carriers.length)
    add('ferry: embark a unit that is not a single-step F or FB', () => ({
      type: 'ferry',
      side,
      carrier: pick(rng, carriers),
      unit: pick(rng, unfit),
      embark: true,
    }))
  // APTO's fixed transfers (D8): only where the scenario has some, so other games draw as before.
  const routes = state.scenario.transfers ?? []
  if (routes.length)
    add('fixedTransfer: an unknown route, a bad unit list, or a base at neither end', () => ({
      type: 'fixedTransfer',
      side,
      transfer: chance(rng, 0.5) ? pick(rng, routes).id : hostile(),
      units: pick(rng, [[badUnit()], [], 'u', [ownUnits[0] ?? 'u', ownUnits[0] ?? 'u']]),
      to: chance(rng, 0.5) ? pick(rng, enemyBases.length ? enemyBases : ['b']) : hostile(),
    }))
  const ashore = ownUnits.filter((id) => !state.units[id].eliminated && !isCarrier(ctx, state.units[id].base))
  if (ashore.length)
    add('dumpOverboard: a unit not on a carrier', () => ({
      type: 'dumpOverboard',
      side,
      unit: pick(rng, [pick(rng, ashore), hostile()]),
    }))
  const notFull = onCarrier.filter(
    (id) => defOf(ctx, id).type !== 'N' || state.units[id].face === 'back' || defOf(ctx, id).back === null,
  )
  if (notFull.length || ashore.length)
    add('depleteNaval: not a full Naval-Air unit on a carrier', () => ({
      type: 'depleteNaval',
      side,
      unit: pick(rng, [...notFull, ...ashore]),
    }))
  // Carriers in port (4.5): a unit that is not aboard goes ashore, one that is not ashore goes aboard, a carrier at sea.
  add('portNaval: an unknown or enemy unit or carrier, or ashore not true or false', () =>
    chance(rng, 0.5)
      ? {
          type: 'portNaval',
          side,
          carrier: chance(rng, 0.5) && carriers.length ? pick(rng, carriers) : hostile(),
          unit: badUnit(),
          ashore: chance(rng, 0.5),
        }
      : {
          type: 'portNaval',
          side,
          carrier: carriers.length ? pick(rng, carriers) : 'c',
          unit: ownUnits[0] ?? 'u',
          ashore: pick(rng, ['yes', null, 1, undefined]),
        },
  )
  if (ashore.length && carriers.length)
    add('portNaval: ashore a unit not on a carrier', () => ({
      type: 'portNaval',
      side,
      carrier: pick(rng, carriers),
      unit: pick(rng, ashore),
      ashore: true,
    }))
  if (onCarrier.length)
    add('portNaval: aboard a unit already on a carrier', () => ({
      type: 'portNaval',
      side,
      carrier: pick(rng, carriers),
      unit: pick(rng, onCarrier),
      ashore: false,
    }))
  const atSea = onCarrier.filter((id) => {
    const ship = ctx.baseDefs.get(state.units[id].base)!.carrier!
    return !shipPosition(ctx, state, ship).inPort
  })
  if (atSea.length)
    add('portNaval: ashore from a carrier at sea', () => ({
      type: 'portNaval',
      side,
      carrier: state.units[atSea[0]].base,
      unit: atSea[0],
      ashore: true,
    }))
  const ferried = onCarrier.filter((id) => isFerried(ctx, state, id) && !state.units[id].aloft)
  if (ferried.length)
    add('launch: a ferried unit on a mission other than Change Base', () => ({
      type: 'launch',
      side,
      base: state.units[ferried[0]].base,
      units: [ferried[0]],
      mission: 'fly',
      target: '0101',
    }))
  // Naval transport (APTO 3.21): only where STPs could take air units aboard now, so other games draw as before.
  const stps = embarkOptions(tx(state), side)
  if (stps.length || state.seaTransport)
    add(
      'embarkStp: an unknown or enemy flotilla, or a unit not of the port hex or not a fighter-type',
      () => ({
        type: 'embarkStp',
        side,
        flotilla:
          stps.length && chance(rng, 0.6) ? pick(rng, stps).flotilla : pick(rng, [hostile(), null, 3]),
        unit: pick(rng, [
          badUnit(),
          ...ownUnits.filter((id) => !stps.some((o) => o.units.includes(id))).slice(0, 3),
        ]),
      }),
    )
}
