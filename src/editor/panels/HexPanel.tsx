// The selected hex: its terrain, nation and features, the base there (its installations as
// components, with kind, capacity and state), and the air, naval and land units there (UnitRows);
// or the selected large sea area and the ships in it. Every field shows the validator's errors for it.
import { BASE_KINDS } from '../../rules/systems/aeto/scenario/schema'
import { featureAt, nationAt, setFeature, terrainAt } from '../draft'
import { baseAt, carrierBasesAt, removeBase, removeComponent, updateBase, updateComponent } from '../pieces'
import { AirUnitRow, LandRow, ShipRow } from './UnitRows'
import { editorStore, useEditor } from '../store'
import { baseKindNames, TERRAIN_NAMES } from '../words'
import { CheckField, FieldErrors, NumberField, Section, SelectField, text, TextField, within } from './fields'
import { edit, nationOptions, sideOptions, useDraft, useErrors } from './hooks'
import { FLAG_NAMES } from '../tools'
import type { Draft } from '../draft'
import type { ScenarioError } from '../../rules/systems/aeto/scenario/validate'

const FORT_OPTIONS = [
  ['', 'none'],
  ['true', 'a fort chit (no kind: land reconnaissance only)'],
  ['coastal', 'Coastal Fortification'],
  ['fort', 'Fortification'],
  ['permanent', 'Permanent Fortification'],
] as const

/** The hex's fort and its installations that are no base (4.11, 4.26): AETO's Mulberry and rocket site, APTO's Burma Railway. */
function SiteFields({ d, hex }: { d: Draft; hex: string }) {
  const f = featureAt(d, hex)
  const fort = f?.fort === true ? 'true' : typeof f?.fort === 'string' ? f.fort : ''
  const aeto = d.variant !== 'apto'
  return (
    <div className="field-row">
      <SelectField
        label="Fort"
        value={fort}
        hint="A fort chit (4.11); its kind makes it a bombing target and fortifies the hex (4.26)"
        options={FORT_OPTIONS}
        onChange={(v) =>
          edit((x) =>
            setFeature(x, hex, {
              fort: v === '' ? undefined : v === 'true' ? true : v,
              ...(v === '' ? { fortIndestructible: undefined } : {}),
            }),
          )
        }
      />
      {fort !== '' && (
        <CheckField
          label="Never destroyed by bombing"
          hint="Malta, the Maginot Line (AETO), Addu Atoll (APTO) (4.26)"
          checked={f?.fortIndestructible}
          onChange={(v) => edit((x) => setFeature(x, hex, { fortIndestructible: v || undefined }))}
        />
      )}
      {aeto && (
        <CheckField
          label="Mulberry"
          hint="A bombing target: 2 + the hex's airbase capacity, +2 fortified (4.26)"
          checked={f?.mulberry}
          onChange={(v) => edit((x) => setFeature(x, hex, { mulberry: v || undefined }))}
        />
      )}
      {aeto && (
        <CheckField
          label="Rocket site"
          hint="A bombing target: 1 + the hex's airbase capacity, +2 fortified (4.26)"
          checked={f?.rocketSite}
          onChange={(v) => edit((x) => setFeature(x, hex, { rocketSite: v || undefined }))}
        />
      )}
      {!aeto && (
        <CheckField
          label="Burma Railway"
          hint="A bombing target: 2, +2 fortified (APTO 4.26; D86)"
          checked={f?.burmaRailway}
          onChange={(v) => edit((x) => setFeature(x, hex, { burmaRailway: v || undefined }))}
        />
      )}
    </div>
  )
}

const under = (errors: readonly ScenarioError[], p: string) => errors.filter((e) => e.path === p)

function BaseEditor({ d, index, errors }: { d: Draft; index: number; errors: readonly ScenarioError[] }) {
  const b = d.bases[index]
  const p = `bases[${index}]`
  const carrier = b.carrier !== undefined
  const BASE_KIND_NAMES = baseKindNames(d)
  return (
    <fieldset className="editor-item" aria-label={`Base ${text(b.name)}`}>
      <legend>
        {carrier ? 'Carrier' : 'Base'} {text(b.name)}
      </legend>
      <FieldErrors errors={under(errors, p)} />
      <div className="field-row">
        <TextField
          label="Name"
          value={b.name}
          errors={under(errors, `${p}.name`)}
          onChange={(v) => edit((x) => updateBase(x, index, { name: v }))}
        />
        <TextField
          label="Id"
          value={b.id}
          errors={under(errors, `${p}.id`)}
          onChange={(v) => edit((x) => updateBase(x, index, { id: v }))}
        />
      </div>
      <div className="field-row">
        <SelectField
          label="Owner (side)"
          value={b.owner}
          options={sideOptions(d)}
          errors={under(errors, `${p}.owner`)}
          onChange={(v) => edit((x) => updateBase(x, index, { owner: v }))}
        />
        <SelectField
          label="Nation"
          value={b.nation ?? ''}
          options={[['', '—'], ...nationOptions(d)]}
          errors={under(errors, `${p}.nation`)}
          onChange={(v) => edit((x) => updateBase(x, index, { nation: v || undefined }))}
        />
        {!carrier && (
          <NumberField
            label="Capacity override"
            optional
            value={b.capacityOverride ?? ''}
            min={0}
            max={99}
            hint="The base's printed capacity when it is not the sum of its components (4.2)"
            errors={under(errors, `${p}.capacityOverride`)}
            onChange={(v) => edit((x) => updateBase(x, index, { capacityOverride: v }))}
          />
        )}
      </div>
      <FieldErrors
        errors={[
          ...under(errors, `${p}.hex`),
          ...under(errors, `${p}.carrier`),
          ...under(errors, `${p}.components`),
        ]}
      />
      {b.components.map((c, k) => {
        const cp = `${p}.components[${k}]`
        return (
          <fieldset key={k} className="editor-item component" aria-label={`Installation ${k + 1}`}>
            <legend>{BASE_KIND_NAMES[text(c.kind)] ?? text(c.kind)}</legend>
            <div className="field-row">
              {!carrier && (
                <SelectField
                  label="Kind"
                  value={c.kind}
                  options={BASE_KINDS.filter((x) => x !== 'Carrier').map(
                    (x) => [x, BASE_KIND_NAMES[x]] as const,
                  )}
                  errors={under(errors, `${cp}.kind`)}
                  onChange={(v) => edit((x) => updateComponent(x, index, k, { kind: v }))}
                />
              )}
              {!carrier && (
                <NumberField
                  label="Capacity"
                  optional
                  value={c.capacity ?? ''}
                  min={0}
                  max={99}
                  hint="Empty: the Player Aid Card's placeholder for its kind"
                  errors={under(errors, `${cp}.capacity`)}
                  onChange={(v) => edit((x) => updateComponent(x, index, k, { capacity: v }))}
                />
              )}
            </div>
            <div className="field-row">
              <CheckField
                label="Fortified"
                checked={c.fortified}
                onChange={(v) => edit((x) => updateComponent(x, index, k, { fortified: v }))}
              />
              {(d.variant === 'apto' || c.enlarged) && c.kind === 'MinorPort' && (
                <CheckField
                  label="Enlarged port (APTO 10.43)"
                  checked={c.enlarged}
                  errors={under(errors, `${cp}.enlarged`)}
                  onChange={(v) => edit((x) => updateComponent(x, index, k, { enlarged: v || undefined }))}
                />
              )}
              <CheckField
                label="Destroyed"
                checked={c.destroyed}
                onChange={(v) => edit((x) => updateComponent(x, index, k, { destroyed: v }))}
              />
              <CheckField
                label="Under construction"
                checked={c.underConstruction}
                onChange={(v) => edit((x) => updateComponent(x, index, k, { underConstruction: v }))}
              />
              {!carrier && (
                <button
                  type="button"
                  className="link"
                  onClick={() => edit((x) => removeComponent(x, index, k), `${text(c.kind)} removed.`)}
                >
                  Remove installation
                </button>
              )}
            </div>
          </fieldset>
        )
      })}
      {!carrier && (
        <button
          type="button"
          onClick={() => edit((x) => removeBase(x, index), `Base ${text(b.name)} and its air units removed.`)}
        >
          Remove base
        </button>
      )}
    </fieldset>
  )
}

/** A large sea area selected (a click on its plate): the ships in it, each to change or remove. */
function LargeSeaAreaView({ id }: { id: string }) {
  const d = useDraft()
  const errors = useErrors()
  const a = (d.map.largeSeaAreas ?? []).find((x) => x.id === id)
  const shipIdx = (d.navalUnits ?? []).flatMap((u, i) => (u.seaArea === id ? [i] : []))
  const shipIds = new Set(shipIdx.map((i) => (d.navalUnits ?? [])[i].id))
  const decks = d.bases.filter((b) => b.carrier !== undefined && shipIds.has(b.carrier))
  const deckIds = new Set(decks.map((b) => b.id))
  const airIdx = d.airUnits.flatMap((u, i) => (deckIds.has(u.base) ? [i] : []))
  return (
    <div>
      <Section title={`Large sea area ${text(a?.name)}`}>
        <p>
          An ocean off the hexes (4.12): {text(a?.mp)} MP to enter from its border ({a?.border.length ?? 0}{' '}
          hexes).{' '}
          {shipIdx.length === 0
            ? 'No ship is in it: choose “Place ships” (Units) and click its plate, or drag a ship onto it.'
            : ''}
          <button
            type="button"
            className="link"
            onClick={() => editorStore.getState().select(null)}
            style={{ marginLeft: '1em' }}
          >
            Clear selection
          </button>
        </p>
      </Section>
      {shipIdx.length > 0 && (
        <Section title="Ships">
          {shipIdx.map((i) => (
            <ShipRow key={i} d={d} index={i} errors={errors} />
          ))}
        </Section>
      )}
      {decks.length > 0 && (
        <Section title="Carriers">
          {decks.map((b) => (
            <BaseEditor key={text(b.id)} d={d} index={d.bases.indexOf(b)} errors={errors} />
          ))}
        </Section>
      )}
      {airIdx.length > 0 && (
        <Section title="Air units">
          {airIdx.map((i) => (
            <AirUnitRow key={i} d={d} index={i} errors={errors} />
          ))}
        </Section>
      )}
    </div>
  )
}

export function HexPanel() {
  const d = useDraft()
  const errors = useErrors()
  const hex = useEditor((s) => s.selectedHex)
  if (hex === null)
    return (
      <p className="hint">
        Choose “Select a hex” and click a hex on the map (or type it under Tools) to see and change what is
        there.
      </p>
    )
  const area = (d.map.largeSeaAreas ?? []).find((a) => a.id === hex)
  if (area) return <LargeSeaAreaView id={hex} />
  const t = terrainAt(d, hex)
  const f = featureAt(d, hex)
  const fi = (d.map.features ?? []).findIndex((x) => x.hex === hex)
  const bases = [baseAt(d, hex), ...carrierBasesAt(d, hex)].filter((b) => b !== undefined)
  const baseIds = new Set(bases.map((b) => b.id))
  const airIdx = d.airUnits.flatMap((u, i) => (baseIds.has(u.base) ? [i] : []))
  const shipIdx = (d.navalUnits ?? []).flatMap((u, i) => (u.hex === hex ? [i] : []))
  const landIdx = (d.landUnits ?? []).flatMap((u, i) => (u.hex === hex ? [i] : []))
  return (
    <div>
      <Section title={`Hex ${hex}`}>
        <p>
          {t ? TERRAIN_NAMES[t] : 'Not on the map'}; nation: {nationAt(d, hex) ?? 'none'}
          <button
            type="button"
            className="link"
            onClick={() => editorStore.getState().select(null)}
            style={{ marginLeft: '1em' }}
          >
            Clear selection
          </button>
        </p>
        {fi >= 0 && <FieldErrors errors={within(errors, `map.features[${fi}]`)} />}
        <TextField
          label="Place name"
          value={f?.name ?? ''}
          onChange={(v) => edit((x) => setFeature(x, hex, { name: v.trim() || undefined }))}
        />
        <SelectField
          label="Controlled by"
          value={f?.control ?? ''}
          hint="The side controlling the hex, if not its nation's side"
          options={[['', 'its nation’s side'], ...sideOptions(d)]}
          onChange={(v) => edit((x) => setFeature(x, hex, { control: v || undefined }))}
        />
        <div className="field-row">
          {(Object.keys(FLAG_NAMES) as (keyof typeof FLAG_NAMES)[])
            .filter((k) => k !== 'fort')
            .map((k) => (
              <CheckField
                key={k}
                label={FLAG_NAMES[k]}
                checked={f?.[k]}
                onChange={(v) => edit((x) => setFeature(x, hex, { [k]: v || undefined }))}
              />
            ))}
        </div>
        <SiteFields d={d} hex={hex} />
      </Section>
      {bases.length > 0 && (
        <Section title="Base">
          {bases.map((b) => (
            <BaseEditor key={text(b.id)} d={d} index={d.bases.indexOf(b)} errors={errors} />
          ))}
        </Section>
      )}
      {airIdx.length > 0 && (
        <Section title="Air units">
          {airIdx.map((i) => (
            <AirUnitRow key={i} d={d} index={i} errors={errors} />
          ))}
        </Section>
      )}
      {shipIdx.length > 0 && (
        <Section title="Ships">
          {shipIdx.map((i) => (
            <ShipRow key={i} d={d} index={i} errors={errors} />
          ))}
        </Section>
      )}
      {landIdx.length > 0 && (
        <Section title="Land units">
          {landIdx.map((i) => (
            <LandRow key={i} d={d} index={i} errors={errors} />
          ))}
        </Section>
      )}
    </div>
  )
}
