// Air target number and die modifiers of one air combat attack (4.16, 4.18, 4.14; APTO 4.18, W2).
import type { Modifier, Variant } from './types'

/** Facts the engine has already worked out for one attack. Absent flags mean false. */
export interface AttackContext {
  variant: Variant
  round: 1 | 2
  /** Current-face values. Target quality 0 for an ATP, an unrated unit or an over-stacked ground unit (4.16, 4.23, 4.8). */
  attackerStrength: number
  attackerQuality: number
  targetQuality: number
  /** Attacker fights in the hex of its own base (the engine applies 4.18's exclusions). */
  ownAirbase?: boolean
  /** Escorted-bomber +1 strength applies to this attack (4.18; ). */
  escortBonus?: boolean
  /** APTO optional 11.49: Japanese fighter-type with an Elite Pilots chit. */
  elitePilots?: boolean
  /** "Strength halved" weather: halve strength (round down) before the +1 bonuses (APTO W2; AETO 1.0, A-17). */
  weatherHalvesStrength?: boolean
  /** The halving comes from a zone the attacker's flight has been in, not from the combat's location (APTO 1.7; T01). */
  weatherCarried?: boolean
  /** AETO: German attacker under the Blitzkrieg Bonus (4.18). */
  blitzkrieg?: boolean
  /** AETO: Finnish 4-6/1 (D.XXI) attacking a Soviet unit (4.18). */
  finnishVsSoviet?: boolean
  /** AETO: Western-Allied (not French) attacker in or adjacent to a UK Radar Site hex (4.18); applied in Round 1 only. */
  radar?: boolean
  /** APTO: Japanese attacker under the Sneak Attack Bonus (4.18). */
  sneakAttack?: boolean
  /** The attack is a Strafing Attack on a unit at its base (4.14). */
  strafing?: boolean
  targetOutOfSupply?: boolean
  /** APTO: December 1941, target is a US unit on a Hawaiian Islands airbase (no strafing penalty, 4.18). */
  hawaiiDec41UsTarget?: boolean
  /** APTO: December 1941, attacker is a US fighter-type over a Hawaiian Islands airbase (no own-base bonus, 4.18). */
  hawaiiDec41UsAttacker?: boolean
}

type Fact = Exclude<
  {
    [K in keyof AttackContext]-?: AttackContext[K] extends boolean | undefined ? K : never
  }[keyof AttackContext],
  undefined
>

/** A modifier the engine asked for that does not apply here, and why. */
export interface IgnoredModifier {
  label: string
  rule: string
  reason: string
}

export interface AirTargetNumber {
  atn: number
  /** Strength after weather halving and the +1 bonuses. */
  strength: number
  strengthMods: Modifier[]
  drm: number
  drmMods: Modifier[]
  ignored: IgnoredModifier[]
  explanation: string
}

interface ModifierDefinition {
  fact: Fact
  kind: 'strength' | 'drm'
  value: number
  label: string
  /** Rule per variant; a variant without an entry does not have this modifier. */
  rule: Partial<Record<Variant, string>>
  /** Returns why the modifier does not apply although its fact is set. */
  cancelledBecause?: (ctx: AttackContext) => string | undefined
}

const MODIFIERS: readonly ModifierDefinition[] = [
  {
    fact: 'ownAirbase',
    kind: 'strength',
    value: +1,
    label: 'own airbase',
    rule: { aeto: '4.18', apto: '4.18' },
    cancelledBecause: (ctx) =>
      ctx.variant === 'apto' && ctx.hawaiiDec41UsAttacker
        ? 'US fighter-types get no strength bonus over a Hawaiian Islands airbase in December 1941 (4.18; APTO D55)'
        : undefined,
  },
  {
    fact: 'escortBonus',
    kind: 'strength',
    value: +1,
    label: 'escorted bombers',
    rule: { aeto: '4.18', apto: '4.18' },
  },
  { fact: 'elitePilots', kind: 'strength', value: +1, label: 'Elite Pilots', rule: { apto: '11.49' } },
  {
    fact: 'blitzkrieg',
    kind: 'drm',
    value: -1,
    label: 'Blitzkrieg',
    rule: { aeto: '4.18' },
    cancelledBecause: (ctx) =>
      ctx.strafing ? 'the Blitzkrieg Bonus never applies to a Strafing Attack (4.14, 4.18)' : undefined,
  },
  { fact: 'finnishVsSoviet', kind: 'drm', value: -1, label: 'Finnish vs Soviet', rule: { aeto: '4.18' } },
  {
    fact: 'radar',
    kind: 'drm',
    value: -1,
    label: 'radar',
    rule: { aeto: '4.18' },
    cancelledBecause: (ctx) => (ctx.round !== 1 ? 'radar helps in Round 1 only (4.18)' : undefined),
  },
  {
    fact: 'sneakAttack',
    kind: 'drm',
    value: -1,
    label: 'Sneak Attack',
    rule: { apto: '4.18' },
    cancelledBecause: (ctx) =>
      ctx.strafing ? 'the Sneak Attack Bonus never applies to a Strafing Attack (4.14, 4.18)' : undefined,
  },
  {
    fact: 'strafing',
    kind: 'drm',
    value: +1,
    label: 'strafing',
    rule: { aeto: '4.14, 4.18', apto: '4.14, 4.18' },
    cancelledBecause: (ctx) => {
      if (ctx.targetOutOfSupply) return 'no strafing penalty against a target marked out of supply (4.18)'
      if (ctx.variant === 'apto' && ctx.hawaiiDec41UsTarget)
        return 'no strafing penalty against US units on a Hawaiian Islands airbase in December 1941 (4.14, 4.18; APTO D45)'
      return undefined
    },
  },
]

/** Facts that only exist as exceptions inside one variant. */
const VARIANT_ONLY_FACTS: Partial<Record<Fact, Variant>> = {
  hawaiiDec41UsTarget: 'apto',
  hawaiiDec41UsAttacker: 'apto',
}

const WEATHER_RULE: Record<Variant, string> = { aeto: '1.0', apto: 'W2' }

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`
}

function describe(mod: Modifier): string {
  return `${signed(mod.value)} ${mod.label} (${mod.rule})`
}

function assertFactsExistInVariant(ctx: AttackContext): void {
  for (const def of MODIFIERS) {
    if (ctx[def.fact] && def.rule[ctx.variant] === undefined)
      throw new Error(`the ${def.label} modifier does not exist in ${ctx.variant.toUpperCase()}`)
  }
  for (const [fact, variant] of Object.entries(VARIANT_ONLY_FACTS)) {
    if (ctx[fact as Fact] && variant !== ctx.variant)
      throw new Error(`${fact} is an ${variant.toUpperCase()}-only fact`)
  }
}

/**
 * ATN = strength + strength modifiers + attacker quality − target quality (4.16, 4.18);
 * drm = sum of the die modifiers (4.18, 4.14). Weather halving comes before the +1 bonuses (APTO W2).
 */
export function airTargetNumber(ctx: AttackContext): AirTargetNumber {
  assertFactsExistInVariant(ctx)
  const strengthMods: Modifier[] = []
  const drmMods: Modifier[] = []
  const ignored: IgnoredModifier[] = []

  if (ctx.weatherHalvesStrength) {
    const halved = Math.floor(ctx.attackerStrength / 2)
    strengthMods.push(
      ctx.weatherCarried
        ? {
            value: halved - ctx.attackerStrength,
            rule: `${WEATHER_RULE[ctx.variant]}; 1.7`,
            label: 'weather halves strength (carried from where its flight has been)',
          }
        : {
            value: halved - ctx.attackerStrength,
            rule: WEATHER_RULE[ctx.variant],
            label: 'weather halves strength',
          },
    )
  }
  for (const def of MODIFIERS) {
    if (!ctx[def.fact]) continue
    const rule = def.rule[ctx.variant] as string
    const reason = def.cancelledBecause?.(ctx)
    if (reason !== undefined) ignored.push({ label: def.label, rule, reason })
    else (def.kind === 'strength' ? strengthMods : drmMods).push({ value: def.value, rule, label: def.label })
  }

  const sum = (mods: Modifier[]) => mods.reduce((total, m) => total + m.value, 0)
  const strength = ctx.attackerStrength + sum(strengthMods)
  const atn = strength + ctx.attackerQuality - ctx.targetQuality
  const drm = sum(drmMods)

  const strengthText = [`strength ${ctx.attackerStrength}`, ...strengthMods.map(describe)].join(' ')
  // e.g. "ATN 7 = strength 4 +1 own airbase (4.18) + quality 3 − target quality 0 (4.16); die modifier −1: −1 Blitzkrieg (4.18)."
  const drmText =
    drmMods.length === 0
      ? 'no die modifier'
      : `die modifier ${signed(drm)}: ${drmMods.map(describe).join(', ')}`
  const ignoredText = ignored.map((i) => ` Not applied: ${i.label}, because ${i.reason}.`).join('')
  const explanation =
    `ATN ${atn} = ${strengthText} + quality ${ctx.attackerQuality} − target quality ${ctx.targetQuality} (4.16); ` +
    `${drmText}.${ignoredText}`

  return { atn, strength, strengthMods, drm, drmMods, ignored, explanation }
}
