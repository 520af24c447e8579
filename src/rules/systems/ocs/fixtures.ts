// A small made-up OCS situation for the tests (no game's data): Soviet bases at 0210, 0410 and
// 0219, German bases at 1210, 2210 and 2310 on a 30 × 20 map (0210 is 10 hexes from 1210, 0410 is
// 8, 0219 is 14; 2210 is 10 from 1210, 2310 is 11; 0219 is 9 from 0210). Aircraft are added by
// each test.
import type { OcsAirType } from './types'

export interface AircraftSpec {
  id: string
  side?: 'soviet' | 'german'
  types?: OcsAirType[]
  acr?: number
  paren?: boolean
  base: string
  range?: number
  steps?: 1 | 2
  mode?: 'active' | 'inactive'
  reducedAcr?: number
}

export function aircraft(a: AircraftSpec) {
  const types = a.types ?? ['F']
  const paren = a.paren ?? !types.includes('F')
  const acr = a.acr ?? 3
  return {
    id: a.id,
    side: a.side ?? (['0210', '0410', '0219'].includes(a.base) ? 'soviet' : 'german'),
    name: a.id,
    types,
    range: a.range ?? 12,
    full: { acr, acrParen: paren, barrage: 2, transportCap: null },
    reduced: { acr: a.reducedAcr ?? Math.max(0, acr - 1), acrParen: paren, barrage: 1, transportCap: null },
    steps: a.steps ?? 2,
    mode: a.mode ?? 'active',
    base: a.base,
    standIn: ['range', 'full', 'reduced', 'barrage'],
  }
}

export function situation(planes: AircraftSpec[], extra: Record<string, unknown> = {}) {
  return {
    system: 'ocs',
    id: 'test',
    title: 'A test situation',
    sides: [
      { id: 'soviet', name: 'Soviets' },
      { id: 'german', name: 'Germans' },
    ],
    map: { cols: 30, rows: 20 },
    airBases: [
      { hex: '0210', side: 'soviet', level: 1 },
      { hex: '0410', side: 'soviet', level: 1 },
      { hex: '0219', side: 'soviet', level: 1 },
      { hex: '1210', side: 'german', level: 1 },
      { hex: '2210', side: 'german', level: 1 },
      { hex: '2310', side: 'german', level: 1 },
    ],
    aircraft: planes.map(aircraft),
    phases: [
      { name: 'Soviet Movement Phase', side: 'soviet', kind: 'movement', segments: ['barrage', 'movement'] },
      { name: 'German Reaction Phase', side: 'german', kind: 'reaction', segments: ['barrage', 'movement'] },
      { name: 'Aircraft Refit Phase', side: 'soviet', kind: 'refit' },
    ],
    ...extra,
  }
}
