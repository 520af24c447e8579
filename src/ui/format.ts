// Text forms shared by the panels and the map.
import type { AirFace, AirType, BaseKind } from '../rules/scenario/schema'

/**
 * Chit notation of an air unit face, as printed and as written in scenario files:
 * "4-4/3" (strength-range/quality), "_12_-20[2]" (underscored strength, circled quality),
 * "X-7" (ATP), "3-5" (no quality).
 */
export function chitNotation(face: AirFace, type: AirType): string {
  const strength = type === 'ATP' ? 'X' : face.underscored ? `_${face.strength}_` : String(face.strength)
  const quality = face.circled ? `[${face.quality}]` : face.quality > 0 ? `/${face.quality}` : ''
  return `${strength}-${face.range}${quality}`
}

const AIR_TYPE_NAMES: Record<AirType, string> = {
  ATP: 'Air transport',
  B: 'Bomber',
  F: 'Fighter',
  FB: 'Fighter-bomber',
  N: 'Naval-air',
}

export function airTypeName(type: AirType): string {
  return AIR_TYPE_NAMES[type]
}

const BASE_KIND_NAMES: Record<BaseKind, string> = {
  SmallAirbase: 'Small airbase',
  LargeAirbase: 'Large airbase',
  GrassAirfield: 'Grass airfield',
  City: 'City',
  MinorPort: 'Minor port',
  MajorPort: 'Major port',
  Resource: 'Resource',
  NationBox: 'Nation box',
  UKTransferHex: 'UK transfer hex',
  Carrier: 'Carrier',
}

export function kindName(kind: BaseKind): string {
  return BASE_KIND_NAMES[kind]
}
