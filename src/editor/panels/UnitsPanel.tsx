// The unit library (a type of air unit entered once, copies placed on bases by click or dragged onto them), and the
// forms for ships and land units placed by click.
import { useState } from 'react'
import { AIR_TYPES, type AirFace, type AirType } from '../../rules/systems/aeto/scenario/schema'
import { saveType, shipTypesOf, type UnitType } from '../pieces'
import { editorStore, useEditor } from '../store'
import { ToolButton } from './MapPanel'
import { followPress } from '../drag'
import { copyTypeTo, placeOf } from '../moves'
import { applyOutcome } from '../tools'
import { CheckField, FieldErrors, NumberField, SelectField, Section, TextField, text } from './fields'
import type { ScenarioError } from '../../rules/systems/aeto/scenario/validate'
import { nationOptions, useDraft } from './hooks'
import { nationName } from '../words'

export const TYPE_NAMES: Record<AirType, string> = {
  F: 'F (fighter)',
  FB: 'FB (fighter-bomber)',
  B: 'B (bomber)',
  N: 'N (naval-air)',
  ATP: 'ATP (transport)',
}
const FACE: AirFace = { strength: 4, range: 4, quality: 0, underscored: false, circled: false }

/** "4-4/3", "_12_-20[2]", "X-7": how the chit prints a face. */
export function chitText(type: string, f: AirFace | null): string {
  if (!f) return 'blank'
  const s = type === 'ATP' ? 'X' : f.underscored ? `_${f.strength}_` : String(f.strength)
  const q = f.quality ? (f.circled ? `[${f.quality}]` : `/${f.quality}`) : ''
  return `${s}-${f.range}${q}`
}

/** The fields of an air chit's face; `errors`: the validator's errors about this face (its path and below). */
export function FaceFields({
  legend,
  face,
  onChange,
  errors = [],
}: {
  legend: string
  face: AirFace
  onChange: (f: AirFace) => void
  errors?: readonly ScenarioError[]
}) {
  return (
    <fieldset className="editor-item">
      <legend>{legend}</legend>
      <FieldErrors errors={errors} />
      <div className="field-row">
        <NumberField
          label="Strength"
          value={face.strength}
          min={0}
          max={99}
          onChange={(v) => onChange({ ...face, strength: v ?? 0 })}
        />
        <NumberField
          label="Range"
          value={face.range}
          min={0}
          max={99}
          onChange={(v) => onChange({ ...face, range: v ?? 0 })}
        />
        <NumberField
          label="Quality"
          value={face.quality}
          min={0}
          max={9}
          onChange={(v) => onChange({ ...face, quality: v ?? 0 })}
        />
      </div>
      <div className="field-row">
        <CheckField
          label="Underscored (4.20)"
          checked={face.underscored}
          onChange={(v) => onChange({ ...face, underscored: v })}
        />
        <CheckField
          label="Circled quality: Heavy Bomber (4.0)"
          checked={face.circled}
          onChange={(v) => onChange({ ...face, circled: v })}
        />
      </div>
    </fieldset>
  )
}

function LibraryForm() {
  const d = useDraft()
  const [name, setName] = useState('')
  const [nation, setNation] = useState('')
  const [type, setType] = useState<AirType>('F')
  const [front, setFront] = useState<AirFace>(FACE)
  const [back, setBack] = useState<AirFace>({ ...FACE, strength: 2 })
  const [blankBack, setBlankBack] = useState(false)
  const [atp, setAtp] = useState<1 | 2>(1)
  const nationId = d.nations.some((n) => n.id === nation) ? nation : text(d.nations[0]?.id)
  const add = () => {
    const t = {
      name: name.trim() || 'Unit',
      nation: nationId,
      type,
      front,
      back: blankBack ? null : back,
      ...(type === 'ATP' ? { atpPoints: atp } : {}),
    }
    editorStore
      .getState()
      .editDoc(
        (doc) => ({ ...doc, library: saveType(doc.library, t) }),
        `${t.name} (${chitText(type, front)}) is in the library: click a base to place a copy.`,
      )
    editorStore.getState().setTool({ kind: 'air', typeKey: `${t.nation}/${t.name}` })
  }
  return (
    <Section title="Enter a unit type">
      <div className="field-row">
        <TextField label="Name" value={name} onChange={setName} />
        <SelectField label="Nation" value={nationId} options={nationOptions(d)} onChange={setNation} />
        <SelectField
          label="Type"
          value={type}
          options={AIR_TYPES.map((t) => [t, TYPE_NAMES[t]] as const)}
          onChange={setType}
        />
        {type === 'ATP' && (
          <SelectField
            label="ATP points (4.23)"
            value={String(atp)}
            options={[
              ['1', '1'],
              ['2', '2'],
            ]}
            onChange={(v) => setAtp(v === '2' ? 2 : 1)}
          />
        )}
      </div>
      <FaceFields legend={`Front: ${chitText(type, front)}`} face={front} onChange={setFront} />
      <CheckField label="Blank back (a single-step chit, 4.17)" checked={blankBack} onChange={setBlankBack} />
      {!blankBack && (
        <FaceFields legend={`Depleted face: ${chitText(type, back)}`} face={back} onChange={setBack} />
      )}
      <button type="button" onClick={add}>
        Add to the library
      </button>
    </Section>
  )
}

/** Drags a copy of a library type onto a base on the map (the type becomes the tool, as by a click). */
function dragCopy(e: PointerEvent, t: UnitType): void {
  followPress(e, {
    text: `${t.name} ${chitText(t.type, t.front)}`,
    onStart: () => {
      editorStore.getState().setTool({ kind: 'air', typeKey: t.key })
      editorStore.getState().say(`Drop ${t.name} on a base of its side (Escape: cancel).`)
    },
    onDrop: (label) => {
      const d = editorStore.getState().draft
      const place = placeOf(d, label)
      if (place) applyOutcome(editorStore, copyTypeTo(d, t, place), label)
    },
    onCancel: (why) =>
      editorStore
        .getState()
        .say(why === 'escape' ? `${t.name} not placed.` : `${t.name} not placed: dropped off the map.`),
  })
}

function Library() {
  const d = useDraft()
  const library = useEditor((s) => s.library)
  const remove = (t: UnitType) =>
    editorStore
      .getState()
      .editDoc(
        (doc) => ({ ...doc, library: doc.library.filter((x) => x.key !== t.key) }),
        `${t.name} taken out of the library (its copies stay).`,
      )
  return (
    <Section title="Unit library">
      {library.length === 0 && <p className="hint">No unit type yet: enter one below.</p>}
      <ul className="library">
        {library.map((t) => (
          <li key={t.key}>
            <ToolButton
              tool={{ kind: 'air', typeKey: t.key }}
              title="Then click a base on the map to place a copy there, or drag this onto a base"
              onPointerDown={(e) => dragCopy(e.nativeEvent, t)}
            >
              Place {t.name} ({nationName(d, t.nation)}, {t.type} {chitText(t.type, t.front)} /{' '}
              {chitText(t.type, t.back)})
            </ToolButton>{' '}
            <button
              type="button"
              className="link"
              onClick={() => remove(t)}
              aria-label={`Remove ${t.name} from the library`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ShipForm() {
  const d = useDraft()
  const f = useEditor((s) => s.forms.ship)
  const set = (patch: Partial<typeof f>) => editorStore.getState().setForm('ship', patch)
  const nationId = d.nations.some((n) => n.id === f.nation) ? f.nation : text(d.nations[0]?.id)
  if (nationId !== f.nation) queueMicrotask(() => set({ nation: nationId }))
  return (
    <Section title="Ships">
      <div className="field-row">
        <TextField label="Name" value={f.name} onChange={(v) => set({ name: v })} />
        <SelectField
          label="Nation"
          value={nationId}
          options={nationOptions(d)}
          onChange={(v) => set({ nation: v })}
        />
        <SelectField
          label="Type"
          value={f.type}
          options={shipTypesOf(d).all.map((t) => [t, t] as const)}
          onChange={(v) => set({ type: v })}
        />
        <TextField
          label="Flotilla"
          value={f.flotilla ?? ''}
          width="6rem"
          onChange={(v) => set({ flotilla: v.trim() || undefined })}
          hint="Ships of one flotilla move together; leave empty for a flotilla of its own"
        />
      </div>
      <div className="field-row">
        <NumberField
          label="Armor"
          value={f.armor}
          min={0}
          max={99}
          onChange={(v) => set({ armor: v ?? 0 })}
        />
        <NumberField
          label="Gunnery"
          value={f.gunnery}
          min={0}
          max={99}
          onChange={(v) => set({ gunnery: v ?? 0 })}
        />
        <NumberField
          label="Aircraft capacity"
          value={f.aircraftCapacity ?? ''}
          optional
          min={0}
          max={99}
          hint="A carrier's places for N units (4.4): it gets a Carrier base"
          onChange={(v) => set({ aircraftCapacity: v || undefined })}
        />
      </div>
      <CheckField
        label="Damaged face (else sunk when hit)"
        checked={f.back !== null}
        onChange={(v) => set({ back: v ? { armor: Math.max(0, f.armor - 1), gunnery: f.gunnery } : null })}
      />
      {f.back && (
        <div className="field-row">
          <NumberField
            label="Damaged armor"
            value={f.back.armor}
            min={0}
            max={99}
            onChange={(v) => set({ back: { ...f.back!, armor: v ?? 0 } })}
          />
          <NumberField
            label="Damaged gunnery"
            value={f.back.gunnery}
            min={0}
            max={99}
            onChange={(v) => set({ back: { ...f.back!, gunnery: v ?? 0 } })}
          />
        </div>
      )}
      <ToolButton
        tool={{ kind: 'ship' }}
        title="Then click a sea or coastal hex (a friendly port: the ship is docked)"
      >
        Place ships
      </ToolButton>
    </Section>
  )
}

function LandForm() {
  const d = useDraft()
  const f = useEditor((s) => s.forms.land)
  const set = (patch: Partial<typeof f>) => editorStore.getState().setForm('land', patch)
  const nationId = d.nations.some((n) => n.id === f.nation) ? f.nation : text(d.nations[0]?.id)
  if (nationId !== f.nation) queueMicrotask(() => set({ nation: nationId }))
  return (
    <Section title="Land units">
      <div className="field-row">
        <TextField label="Name" value={f.name} onChange={(v) => set({ name: v })} />
        <SelectField
          label="Nation"
          value={nationId}
          options={nationOptions(d)}
          onChange={(v) => set({ nation: v })}
        />
        <NumberField
          label="Strength"
          value={f.strength}
          min={0}
          max={99}
          onChange={(v) => set({ strength: v ?? 0 })}
        />
        <TextField
          label="Kind"
          value={f.kind ?? ''}
          width="7rem"
          onChange={(v) => set({ kind: v.trim() || undefined })}
          hint="infantry, armor, para…"
        />
      </div>
      <ToolButton tool={{ kind: 'land' }}>Place land units</ToolButton>
    </Section>
  )
}

export function UnitsPanel() {
  return (
    <div>
      <Library />
      <LibraryForm />
      <ShipForm />
      <LandForm />
    </div>
  )
}
