// The variant, the start (year, month, phase, phasing side), the end, the turn facts (context) and
// the Bombing Table (ContextPanel), and the [CONFIG] readings of the specs (optionsSchema), each
// with its default.
import { PHASES, optionsSchema } from '../../rules/systems/aeto/scenario/schema'
import { CheckField, FieldErrors, NumberField, SelectField, Section, text } from './fields'
import { edit, sideOptions, useDraft, useErrors } from './hooks'
import { PHASE_NAMES } from '../words'
import { BombingTableSection, ContextSection } from './ContextPanel'
import type { Draft } from '../draft'

/** What each option changes, for its label. */
const OPTION_TEXT: Record<string, string> = {
  askEvenWhenNoInterceptor: 'Ask for interceptors even when none can reach (spec §7.2)',
  returnFireOnAbort: 'Return fire on a voluntary abort (A-05; default AETO yes, APTO no)',
  physicalFiveAlwaysAborts: 'A physical 5 always aborts (APTO A2)',
  blitzAirScope: 'Blitzkrieg air bonus applies (A-45)',
  gsCapIncludesGenerals: 'Ground support cap includes generals (A-37)',
  gsAlternationEnd: 'Ground support alternation ends (A-24)',
  previousCommittedVulnerableOnGround: 'Previous-committed units vulnerable on the ground (APTO C1)',
  offensiveCommitmentEndsWithPhase: 'Offensive commitment ends with the phase (APTO C4)',
  carrierStatusForEnemyOffensives:
    'Carriers need Standby or Active status in enemy offensives too (4.25; APTO C5; default AETO no, APTO yes)',
  submarineSearchByNavalAir: 'Submarine search by naval-air units (APTO N3)',
  submarineAirSearch:
    'Submarines found only by an air search, struck once (APTO 3.29; default AETO no, APTO yes)',
  navalBombardment:
    'Naval bombardment of installations in a Sea Offensive (APTO 3.28; default AETO no, APTO yes)',
  offensivePhase: 'Play the Offensive Phase (§16)',
  strategicWarfarePhase: 'Play the Strategic Warfare Phase (4.27)',
  epToSaveConstruction: 'Pay 1 EP to save a construction from bombing (4.26)',
  forcedRebase: 'Forced Rebase from a destroyed airbase (4.7)',
  reactiveNavalMoves: 'Reactive naval moves (Part 3, 4.15)',
  carrierRecoversUnderwayOnly: 'A moving carrier recovers only what it launched underway (4.4)',
  endPhaseNavalMoves: 'Naval moves in the End Phase (4.1, 4.15)',
  carriersInPort: 'Carriers in port (4.5)',
  seaOffensives: 'Sea Offensives (4.1, 4.15)',
  airTransport: 'Air transport (4.23)',
  paradrops: 'Paradrops (4.24)',
  landReconnaissance: 'Land reconnaissance (4.11)',
  grassAirfields: 'Grass airfields (APTO: Dirt Airstrips) built and demolished (4.3)',
  basingChoices: 'Stack order and basing choices (4.8)',
  autoLocateWithinOneHex:
    'A flotilla within 1 hex of a reconnoitring unit is located (4.10; default AETO yes, APTO no)',
  dirtAirstripName:
    'Texts call the forward airstrip a Dirt Airstrip (4.3; APTO D18, D98; default AETO no, APTO yes)',
}

type Options = NonNullable<Draft['options']>

/** The shape of each option: a boolean with a default, an optional boolean, or a choice. */
function optionKinds(): {
  key: keyof Options
  kind: 'bool' | 'optionalBool' | 'enum'
  values?: string[]
  dflt?: unknown
}[] {
  const dflt = optionsSchema.parse({}) as Record<string, unknown>
  return (Object.keys(optionsSchema.shape) as (keyof Options)[]).map((key) => {
    const d = dflt[key]
    if (typeof d === 'boolean') return { key, kind: 'bool', dflt: d }
    if (typeof d === 'string') {
      const probe = optionsSchema.shape[key] as unknown as { unwrap?: () => { options?: string[] } }
      return { key, kind: 'enum', dflt: d, values: probe.unwrap?.().options ?? [d] }
    }
    return { key, kind: 'optionalBool' }
  })
}

export function OptionsPanel() {
  const d = useDraft()
  const errors = useErrors()
  const at = (p: string) => errors.filter((e) => e.path === p)
  const opts = (d.options ?? {}) as Record<string, unknown>
  const setOption = (key: string, v: unknown) =>
    edit((x) => {
      const o = { ...((x.options ?? {}) as Record<string, unknown>) }
      if (v === undefined) delete o[key]
      else o[key] = v
      return { ...x, options: o }
    })
  const end = d.end ?? {}
  const endKind = d.end === undefined ? 'none' : end.afterPhases !== undefined ? 'phases' : 'date'
  const setEnd = (kind: string) =>
    edit((x) => {
      const { end: _, ...rest } = x
      if (kind === 'none') return rest
      if (kind === 'phases') return { ...rest, end: { afterPhases: 2 } }
      return { ...rest, end: { year: x.start.year, month: x.start.month, phase: 'end' } }
    })
  return (
    <div>
      <Section title="Variant">
        <SelectField
          label="Rules"
          value={d.variant}
          options={[
            ['aeto', 'AETO (Europe)'],
            ['apto', 'APTO (Pacific)'],
          ]}
          errors={at('variant')}
          onChange={(v) => edit((x) => ({ ...x, variant: v }), `Variant ${v.toUpperCase()}.`)}
        />
      </Section>
      <Section title="Start">
        <FieldErrors errors={at('start')} />
        <div className="field-row">
          <NumberField
            label="Year"
            value={d.start.year}
            min={1900}
            max={2100}
            errors={at('start.year')}
            onChange={(v) => v !== undefined && edit((x) => ({ ...x, start: { ...x.start, year: v } }))}
          />
          <NumberField
            label="Month"
            value={d.start.month}
            min={1}
            max={12}
            errors={at('start.month')}
            onChange={(v) => v !== undefined && edit((x) => ({ ...x, start: { ...x.start, month: v } }))}
          />
        </div>
        <div className="field-row">
          <SelectField
            label="Phase"
            value={d.start.phase}
            options={PHASES.map((p) => [p, PHASE_NAMES[p]] as const)}
            errors={at('start.phase')}
            onChange={(v) => edit((x) => ({ ...x, start: { ...x.start, phase: v } }))}
          />
          <SelectField
            label="Phasing side"
            value={d.start.phasingSide}
            options={sideOptions(d)}
            errors={at('start.phasingSide')}
            onChange={(v) => edit((x) => ({ ...x, start: { ...x.start, phasingSide: v } }))}
          />
        </div>
        <SideOrder />
      </Section>
      <Section title="End">
        <FieldErrors errors={at('end')} />
        <SelectField
          label="The scenario ends"
          value={endKind}
          options={[
            ['none', 'never (play on)'],
            ['phases', 'after a number of Naval and Air Phases'],
            ['date', 'once a phase of a month is over'],
          ]}
          onChange={setEnd}
        />
        {endKind === 'phases' && (
          <NumberField
            label="Naval and Air Phases"
            value={end.afterPhases}
            min={1}
            max={10000}
            errors={at('end.afterPhases')}
            onChange={(v) => v !== undefined && edit((x) => ({ ...x, end: { afterPhases: v } }))}
          />
        )}
        {endKind === 'date' && (
          <div className="field-row">
            <NumberField
              label="Year"
              value={end.year}
              min={1900}
              max={2100}
              errors={at('end.year')}
              onChange={(v) => v !== undefined && edit((x) => ({ ...x, end: { ...x.end, year: v } }))}
            />
            <NumberField
              label="Month"
              value={end.month}
              min={1}
              max={12}
              errors={at('end.month')}
              onChange={(v) => v !== undefined && edit((x) => ({ ...x, end: { ...x.end, month: v } }))}
            />
            <SelectField
              label="Phase"
              value={end.phase ?? 'end'}
              options={PHASES.map((p) => [p, PHASE_NAMES[p]] as const)}
              errors={at('end.phase')}
              onChange={(v) => edit((x) => ({ ...x, end: { ...x.end, phase: v } }))}
            />
          </div>
        )}
      </Section>
      <ContextSection />
      <BombingTableSection />
      <Section title="Rules options ([CONFIG] readings)">
        {optionKinds().map(({ key, kind, values, dflt }) => {
          const label = OPTION_TEXT[key] ?? key
          const v = opts[key]
          if (kind === 'bool')
            return (
              <CheckField
                key={key}
                label={`${label}${v === undefined ? ' (default)' : ''}`}
                checked={v === undefined ? dflt : v}
                errors={at(`options.${key}`)}
                onChange={(on) => setOption(key, on === dflt ? undefined : on)}
              />
            )
          if (kind === 'enum')
            return (
              <SelectField
                key={key}
                label={label}
                value={v ?? dflt}
                options={(values ?? []).map((x) => [x, x === dflt ? `${x} (default)` : x] as const)}
                errors={at(`options.${key}`)}
                onChange={(x) => setOption(key, x === dflt ? undefined : x)}
              />
            )
          return (
            <SelectField
              key={key}
              label={label}
              value={v === undefined ? '' : v ? 'yes' : 'no'}
              options={[
                ['', 'the variant’s default'],
                ['yes', 'yes'],
                ['no', 'no'],
              ]}
              errors={at(`options.${key}`)}
              onChange={(x) => setOption(key, x === '' ? undefined : x === 'yes')}
            />
          )
        })}
      </Section>
    </div>
  )
}

/**
 * Which sides take a Naval and Air Phase in the first turn, in order (start.sideOrder). Left out
 * of the file while it is every side, phasing side first (the default).
 */
function SideOrder() {
  const d = useDraft()
  const errors = useErrors()
  const ids = d.sides.map((s) => text(s.id))
  const order = d.start.sideOrder ?? [d.start.phasingSide, ...ids.filter((id) => id !== d.start.phasingSide)]
  const set = (next: string[]) =>
    edit((x) => {
      const { sideOrder: _, ...start } = x.start
      const dflt = [
        x.start.phasingSide,
        ...x.sides.map((s) => text(s.id)).filter((id) => id !== x.start.phasingSide),
      ]
      return { ...x, start: next.join(' ') === dflt.join(' ') ? start : { ...start, sideOrder: next } }
    })
  const nameOf = (id: string) => text(d.sides.find((s) => text(s.id) === id)?.name ?? id)
  return (
    <fieldset className="field">
      <legend>Naval and Air Phases of the first turn, in order</legend>
      <FieldErrors errors={errors.filter((e) => e.path.startsWith('start.sideOrder'))} />
      {ids.map((id) => {
        const k = order.indexOf(id)
        return (
          <div key={id} className="field-row">
            {id === d.start.phasingSide ? (
              <span>{`${k + 1}. ${nameOf(id)}`} (the phasing side: it always takes its phase)</span>
            ) : (
              <CheckField
                label={k >= 0 ? `${k + 1}. ${nameOf(id)}` : nameOf(id)}
                checked={k >= 0}
                onChange={(on) => set(on ? [...order, id] : order.filter((x) => x !== id))}
              />
            )}
            {k > 0 && (
              <button
                type="button"
                onClick={() => set([...order.slice(0, k - 1), id, order[k - 1], ...order.slice(k + 1)])}
                aria-label={`${nameOf(id)} earlier`}
              >
                ↑
              </button>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
