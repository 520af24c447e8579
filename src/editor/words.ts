// Names the editor shows for the schema's codes.
import type { TerrainCode } from './draft'

export const TERRAIN_NAMES: Record<TerrainCode, string> = {
  '~': 'Sea',
  '.': 'Clear',
  f: 'Forest',
  s: 'Swamp',
  m: 'Mountain',
  d: 'Desert',
  c: 'City',
  x: 'Off-map',
}

export const BASE_KIND_NAMES: Record<string, string> = {
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

export const PHASE_NAMES: Record<string, string> = {
  strategicWarfare: 'Strategic Warfare Phase',
  navalAndAir: 'Naval and Air Phase',
  offensive: 'Offensive Phase',
  movement: 'Movement Phase',
  end: 'End Phase',
}
