// The names players read for the scenario format's codes: base kinds and phases. The play screens,
// the editor (through src/common/words.ts) and the AETO/APTO system's top-bar stage say the same.
import type { BaseKind, Phase } from './schema'

export const BASE_KIND_NAMES: Record<BaseKind, string> = {
  SmallAirbase: 'Small airbase',
  LargeAirbase: 'Large airbase',
  GrassAirfield: 'Grass airfield',
  City: 'City',
  MinorPort: 'Minor port',
  MajorPort: 'Major port',
  Resource: 'Resource',
  NationBox: 'Nation box',
  UKTransferHex: 'UK Transfer Hex',
  Carrier: 'Carrier',
}

export const PHASE_NAMES: Record<Phase, string> = {
  strategicWarfare: 'Strategic Warfare Phase',
  navalAndAir: 'Naval and Air Phase',
  offensive: 'Offensive Phase',
  movement: 'Movement Phase',
  end: 'End Phase',
}
