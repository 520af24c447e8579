// A placed unit's fields, changed after placement (each change one undo step, checked as you go):
// an air unit's name, nation, type and both faces as on its chit, its base, face, commitment and
// supply; a ship's type, faces, position (a hex or a large sea area), port, flotilla and
// destination; a land unit's strength, kind, steps and hex. Each with a Remove, and a grip to drag
// it onto the map (the map itself drags air chits only: ships and land units are drawn as stacks).
import { AIR_TYPES, type AirFace, type AirType } from '../../rules/systems/aeto/scenario/schema'
import type { ScenarioError } from '../../rules/systems/aeto/scenario/validate'
import type { Draft } from '../draft'
import { moveUnitTo, placeOf } from '../moves'
import {
  airFaceOf,
  removeAirUnit,
  removeLandUnit,
  removeShip,
  setAirFace,
  setAirUnitType,
  setShipFace,
  shipTypesOf,
  sideOfNation,
  updateAirUnit,
  updateLandUnit,
  updateShip,
} from '../pieces'
import { editorStore } from '../store'
import { applyOutcome } from '../tools'
import { followPress } from '../drag'
import { CheckField, FieldErrors, NumberField, SelectField, text, TextField, within } from './fields'
import { edit, nationOptions } from './hooks'
import { chitText, FaceFields, TYPE_NAMES } from './UnitsPanel'

const under = (errors: readonly ScenarioError[], p: string) => errors.filter((e) => e.path === p)
/** Errors of an item not shown under one of its fields (`shown`: the field names that show theirs). */
const others = (errors: readonly ScenarioError[], p: string, shown: readonly string[]) =>
  within(errors, p).filter(
    (e) => !shown.some((k) => e.path === `${p}.${k}` || e.path.startsWith(`${p}.${k}.`)),
  )

const BLANK: AirFace = { strength: 0, range: 0, quality: 0, underscored: false, circled: false }

/** Moves a unit (by a field: its hex or sea area) as a drag does; a place not on the map is refused with the reason. */
function moveTo(unitId: string, label: string): void {
  const st = editorStore.getState()
  const place = placeOf(st.draft, label.trim())
  if (!place)
    return st.say(
      `${label.trim() || 'An empty hex'} is not a hex of this ${st.draft.map.cols}×${st.draft.map.rows} map nor a large sea area.`,
    )
  applyOutcome(editorStore, moveUnitTo(st.draft, unitId, place), label.trim()) // the Hex panel follows the unit
}

/** A grip to drag a placed unit onto the map (its hex or base fields do the same from the keyboard). */
function DragGrip({ unitId, name }: { unitId: string; name: string }) {
  return (
    <span
      className="drag-grip"
      aria-hidden="true"
      data-testid={`drag-${unitId}`}
      title={`Drag ${name} onto the map to move it`}
      style={{ cursor: 'grab', touchAction: 'none', padding: '0 0.3em', userSelect: 'none' }}
      onPointerDown={(e) =>
        followPress(e.nativeEvent, {
          text: name,
          onStart: () => editorStore.getState().say(`Moving ${name}: drop it on a hex (Escape: cancel).`),
          onDrop: (label) => moveTo(unitId, label),
          onCancel: (why) =>
            editorStore
              .getState()
              .say(why === 'escape' ? `${name} not moved.` : `${name} not moved: dropped off the map.`),
        })
      }
    >
      ⠿
    </span>
  )
}

export function AirUnitRow({
  d,
  index,
  errors,
}: {
  d: Draft
  index: number
  errors: readonly ScenarioError[]
}) {
  const u = d.airUnits[index]
  const p = `airUnits[${index}]`
  const side = sideOfNation(d, text(u.nation))
  const bases = d.bases.filter((b) => b.owner === side || b.id === u.base)
  const front = airFaceOf(u.front)
  const back = u.back === null ? null : airFaceOf(u.back)
  const type = u.type as AirType
  return (
    <fieldset className="editor-item" aria-label={`Air unit ${text(u.name)} (${text(u.id)})`}>
      <legend>
        <DragGrip unitId={text(u.id)} name={text(u.name)} />
        {text(u.name)}{' '}
        <small>
          ({text(u.id)}, {text(u.type)} {front ? chitText(type, front) : '?'})
        </small>
      </legend>
      <FieldErrors
        errors={others(errors, p, [
          'base',
          'face',
          'commitment',
          'name',
          'nation',
          'type',
          'front',
          'back',
          'atpPoints',
          'elitePilots',
          'small',
          'floatplane',
          'kamikaze',
        ])}
      />
      <div className="field-row">
        <TextField
          label="Name"
          value={u.name}
          errors={under(errors, `${p}.name`)}
          onChange={(v) => edit((x) => updateAirUnit(x, index, { name: v }), `${text(u.name)} renamed ${v}.`)}
        />
        <SelectField
          label="Nation"
          value={u.nation}
          options={nationOptions(d)}
          errors={under(errors, `${p}.nation`)}
          onChange={(v) => edit((x) => updateAirUnit(x, index, { nation: v }))}
        />
        <SelectField
          label="Type"
          value={u.type}
          options={AIR_TYPES.map((t) => [t, TYPE_NAMES[t]] as const)}
          errors={under(errors, `${p}.type`)}
          onChange={(v) => edit((x) => setAirUnitType(x, index, v), `${text(u.name)} is now type ${v}.`)}
        />
        {u.type === 'ATP' && (
          <SelectField
            label="ATP points (4.23)"
            value={String(u.atpPoints ?? '')}
            options={[
              ['1', '1'],
              ['2', '2'],
            ]}
            errors={under(errors, `${p}.atpPoints`)}
            onChange={(v) => edit((x) => updateAirUnit(x, index, { atpPoints: v === '2' ? 2 : 1 }))}
          />
        )}
      </div>
      {front ? (
        <FaceFields
          legend={`Front: ${chitText(type, front)}`}
          face={front}
          errors={within(errors, `${p}.front`)}
          onChange={(f) =>
            edit((x) => setAirFace(x, index, 'front', f), `${text(u.name)}'s front is ${chitText(type, f)}.`)
          }
        />
      ) : (
        <FieldErrors errors={within(errors, `${p}.front`)} />
      )}
      <CheckField
        label="Blank back (a single-step chit, 4.17)"
        checked={u.back === null}
        onChange={(blank) =>
          edit((x) =>
            setAirFace(
              x,
              index,
              'back',
              blank ? null : { ...(front ?? BLANK), strength: Math.floor((front?.strength ?? 0) / 2) },
            ),
          )
        }
      />
      {back && (
        <FaceFields
          legend={`Depleted face: ${chitText(type, back)}`}
          face={back}
          errors={within(errors, `${p}.back`)}
          onChange={(f) =>
            edit(
              (x) => setAirFace(x, index, 'back', f),
              `${text(u.name)}'s depleted face is ${chitText(type, f)}.`,
            )
          }
        />
      )}
      {u.back !== null && !back && <FieldErrors errors={within(errors, `${p}.back`)} />}
      <div className="field-row">
        <SelectField
          label="Base"
          value={u.base}
          options={bases.map((b) => [text(b.id), text(b.name)] as const)}
          errors={under(errors, `${p}.base`)}
          onChange={(v) => edit((x) => updateAirUnit(x, index, { base: v }))}
        />
        <SelectField
          label="Face"
          value={u.face ?? 'front'}
          options={
            u.back === null
              ? [['front', 'Full strength']]
              : [
                  ['front', 'Full strength'],
                  ['back', 'Depleted'],
                ]
          }
          errors={under(errors, `${p}.face`)}
          onChange={(v) =>
            edit(
              (x) => updateAirUnit(x, index, { face: v }),
              `${text(u.name)} ${v === 'back' ? 'depleted' : 'at full strength'}.`,
            )
          }
        />
        <SelectField
          label="Commitment"
          value={u.commitment ?? 'none'}
          options={[
            ['none', 'Uncommitted'],
            ['current', 'Current'],
            ['previous', 'Previous'],
          ]}
          errors={under(errors, `${p}.commitment`)}
          onChange={(v) => edit((x) => updateAirUnit(x, index, { commitment: v }))}
        />
      </div>
      <div className="field-row">
        <CheckField
          label="Out of supply"
          checked={u.outOfSupply}
          onChange={(v) => edit((x) => updateAirUnit(x, index, { outOfSupply: v || undefined }))}
        />
        {(d.variant === 'apto' || u.elitePilots) && (
          <CheckField
            label="Elite pilots (APTO 11.49)"
            checked={u.elitePilots}
            errors={under(errors, `${p}.elitePilots`)}
            onChange={(v) => edit((x) => updateAirUnit(x, index, { elitePilots: v || undefined }))}
          />
        )}
        {(d.variant === 'apto' || u.small) && (
          <CheckField
            label="Small Fighter “o” (APTO D16)"
            checked={u.small}
            errors={under(errors, `${p}.small`)}
            onChange={(v) => edit((x) => updateAirUnit(x, index, { small: v || undefined }))}
          />
        )}
        {(d.variant === 'apto' || u.floatplane) && u.type === 'N' && (
          <CheckField
            label="Floatplane (APTO D1)"
            checked={u.floatplane}
            errors={under(errors, `${p}.floatplane`)}
            onChange={(v) => edit((x) => updateAirUnit(x, index, { floatplane: v || undefined }))}
          />
        )}
        {(d.variant === 'apto' || u.kamikaze) && u.type !== 'ATP' && (
          <CheckField
            label="May fly as a Kamikaze (APTO 4.20)"
            checked={u.kamikaze}
            errors={under(errors, `${p}.kamikaze`)}
            onChange={(v) => edit((x) => updateAirUnit(x, index, { kamikaze: v || undefined }))}
          />
        )}
        <button
          type="button"
          className="link"
          onClick={() => edit((x) => removeAirUnit(x, index), `${text(u.name)} removed.`)}
        >
          Remove {text(u.name)}
        </button>
      </div>
    </fieldset>
  )
}

type ShipFace = { armor: number; gunnery: number; aircraftCapacity?: number }

function ShipFaceFields({
  legend,
  face,
  onChange,
  errors,
  carrier,
}: {
  legend: string
  face: ShipFace
  onChange: (f: ShipFace) => void
  errors: readonly ScenarioError[]
  carrier: boolean
}) {
  return (
    <fieldset className="editor-item">
      <legend>{legend}</legend>
      <FieldErrors errors={errors} />
      <div className="field-row">
        <NumberField
          label="Armor"
          value={face.armor}
          min={0}
          max={99}
          onChange={(v) => onChange({ ...face, armor: v ?? 0 })}
        />
        <NumberField
          label="Gunnery"
          value={face.gunnery}
          min={0}
          max={99}
          onChange={(v) => onChange({ ...face, gunnery: v ?? 0 })}
        />
        {carrier && (
          <NumberField
            label="Aircraft capacity"
            optional
            value={face.aircraftCapacity ?? ''}
            min={0}
            max={99}
            hint="A carrier's places for N units (4.4); empty: not a carrier"
            onChange={(v) => onChange({ ...face, aircraftCapacity: v || undefined })}
          />
        )}
      </div>
    </fieldset>
  )
}

export function ShipRow({ d, index, errors }: { d: Draft; index: number; errors: readonly ScenarioError[] }) {
  const u = (d.navalUnits ?? [])[index]
  const p = `navalUnits[${index}]`
  const areas = d.map.largeSeaAreas ?? []
  const where = u.seaArea !== undefined ? text(u.seaArea) : ''
  const name = text(u.name)
  return (
    <fieldset className="editor-item" aria-label={`Ship ${name}`}>
      <legend>
        <DragGrip unitId={text(u.id)} name={name} />
        {text(u.type)} {name} <small>({text(u.id)})</small>
      </legend>
      <FieldErrors
        errors={others(errors, p, [
          'name',
          'nation',
          'type',
          'named',
          'front',
          'back',
          'face',
          'hex',
          'seaArea',
          'inPort',
          'flotilla',
          'bound',
          'countsAsDestroyer',
          'carriesFloatplane',
        ])}
      />
      <div className="field-row">
        <TextField
          label="Name"
          value={u.name}
          errors={under(errors, `${p}.name`)}
          onChange={(v) => edit((x) => updateShip(x, index, { name: v }), `${name} renamed ${v}.`)}
        />
        <SelectField
          label="Nation"
          value={u.nation}
          options={nationOptions(d)}
          errors={under(errors, `${p}.nation`)}
          onChange={(v) => edit((x) => updateShip(x, index, { nation: v }))}
        />
        <SelectField
          label="Type"
          value={u.type}
          options={shipTypesOf(d).all.map((t) => [t, t] as const)}
          errors={[...under(errors, `${p}.type`), ...under(errors, `${p}.named`)]}
          onChange={(v) => edit((x) => updateShip(x, index, { type: v }), `${name} is now a ${v}.`)}
        />
        {d.variant === 'apto' && u.type === 'CL' && (
          <CheckField
            label="“A” light cruiser: a destroyer for anti-aircraft (APTO D67)"
            checked={u.countsAsDestroyer}
            errors={under(errors, `${p}.countsAsDestroyer`)}
            onChange={(v) => edit((x) => updateShip(x, index, { countsAsDestroyer: v || undefined }))}
          />
        )}
        {(d.variant === 'apto' || u.carriesFloatplane) &&
          ['BB', 'BBCV', 'CA', 'SS'].includes(String(u.type)) && (
            <CheckField
              label="Carries a Floatplane (APTO D20)"
              checked={u.carriesFloatplane}
              errors={under(errors, `${p}.carriesFloatplane`)}
              onChange={(v) => edit((x) => updateShip(x, index, { carriesFloatplane: v || undefined }))}
            />
          )}
      </div>
      <ShipFaceFields
        legend="Undamaged face"
        face={u.front}
        carrier
        errors={within(errors, `${p}.front`)}
        onChange={(f) =>
          edit(
            (x) => setShipFace(x, index, 'front', f),
            `${name}: armor ${f.armor}, gunnery ${f.gunnery}${f.aircraftCapacity ? `, aircraft capacity ${f.aircraftCapacity}` : ''}.`,
          )
        }
      />
      <CheckField
        label="Damaged face (else sunk when hit)"
        checked={u.back !== null}
        onChange={(v) =>
          edit((x) =>
            setShipFace(
              x,
              index,
              'back',
              v
                ? {
                    armor: Math.max(0, u.front.armor - 1),
                    gunnery: u.front.gunnery,
                    ...(u.front.aircraftCapacity ? { aircraftCapacity: u.front.aircraftCapacity } : {}),
                  }
                : null,
            ),
          )
        }
      />
      {u.back && (
        <ShipFaceFields
          legend="Damaged face"
          face={u.back}
          carrier={u.front.aircraftCapacity !== undefined}
          errors={within(errors, `${p}.back`)}
          onChange={(f) => edit((x) => setShipFace(x, index, 'back', f))}
        />
      )}
      <div className="field-row">
        <SelectField
          label="Face"
          value={u.face ?? 'front'}
          options={
            u.back === null
              ? [['front', 'Undamaged']]
              : [
                  ['front', 'Undamaged'],
                  ['back', 'Damaged'],
                ]
          }
          errors={under(errors, `${p}.face`)}
          onChange={(v) =>
            edit(
              (x) => updateShip(x, index, { face: v }),
              `${name} ${v === 'back' ? 'damaged' : 'undamaged'}.`,
            )
          }
        />
        <SelectField
          label="Position"
          value={where}
          options={[
            ['', 'a hex of the map'],
            ...areas.map((a) => [text(a.id), `large sea area ${text(a.name)}`] as [string, string]),
          ]}
          errors={under(errors, `${p}.seaArea`)}
          hint="A large sea area is an ocean off the hexes (4.12); the ship's flotilla goes with it"
          onChange={(v) =>
            moveTo(text(u.id), v === '' ? (areas.find((a) => a.id === where)?.border[0] ?? '') : v)
          }
        />
        {u.seaArea === undefined && (
          <TextField
            label="Hex"
            value={u.hex ?? ''}
            width="5rem"
            errors={under(errors, `${p}.hex`)}
            hint="The ship's flotilla goes with it"
            onChange={(v) => moveTo(text(u.id), v)}
          />
        )}
      </div>
      <div className="field-row">
        <CheckField
          label="In port"
          checked={u.inPort}
          errors={under(errors, `${p}.inPort`)}
          onChange={(v) => edit((x) => updateShip(x, index, { inPort: v || undefined }))}
        />
        <TextField
          label="Flotilla"
          value={u.flotilla ?? ''}
          width="6rem"
          errors={under(errors, `${p}.flotilla`)}
          hint="Ships of one flotilla move together and are in one place; empty: a flotilla of its own"
          onChange={(v) => edit((x) => updateShip(x, index, { flotilla: v.trim() || undefined }))}
        />
        <TextField
          label="Bound for (hex)"
          value={u.bound ?? ''}
          width="5rem"
          errors={under(errors, `${p}.bound`)}
          hint="A convoy's destination: the automatic opponent sails its flotilla there"
          onChange={(v) => edit((x) => updateShip(x, index, { bound: v.trim() || undefined }))}
        />
        <button
          type="button"
          className="link"
          onClick={() => edit((x) => removeShip(x, index), `${name} removed.`)}
        >
          Remove {name}
        </button>
      </div>
    </fieldset>
  )
}

export function LandRow({ d, index, errors }: { d: Draft; index: number; errors: readonly ScenarioError[] }) {
  const u = (d.landUnits ?? [])[index]
  const p = `landUnits[${index}]`
  const name = text(u.name)
  return (
    <fieldset className="editor-item" aria-label={`Land unit ${name}`}>
      <legend>
        <DragGrip unitId={text(u.id)} name={name} />
        {name} <small>({text(u.id)})</small>
      </legend>
      <FieldErrors errors={others(errors, p, ['name', 'nation', 'strength', 'kind', 'steps', 'hex'])} />
      <div className="field-row">
        <TextField
          label="Name"
          value={u.name}
          errors={under(errors, `${p}.name`)}
          onChange={(v) => edit((x) => updateLandUnit(x, index, { name: v }), `${name} renamed ${v}.`)}
        />
        <SelectField
          label="Nation"
          value={u.nation}
          options={nationOptions(d)}
          errors={under(errors, `${p}.nation`)}
          onChange={(v) => edit((x) => updateLandUnit(x, index, { nation: v }))}
        />
        <NumberField
          label="Strength"
          value={u.strength}
          min={0}
          max={99}
          errors={under(errors, `${p}.strength`)}
          onChange={(v) => edit((x) => updateLandUnit(x, index, { strength: v ?? 0 }))}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Kind"
          value={u.kind ?? ''}
          width="7rem"
          errors={under(errors, `${p}.kind`)}
          hint="infantry, armor, para…"
          onChange={(v) => edit((x) => updateLandUnit(x, index, { kind: v.trim() || undefined }))}
        />
        <SelectField
          label="Steps"
          value={String(u.steps ?? '')}
          options={[
            ['', '2 (two-step)'],
            ['1', '1 (one-step: an ATP point may carry it, 4.23)'],
          ]}
          errors={under(errors, `${p}.steps`)}
          onChange={(v) => edit((x) => updateLandUnit(x, index, { steps: v === '1' ? 1 : undefined }))}
        />
        <TextField
          label="Hex"
          value={u.hex}
          width="5rem"
          errors={under(errors, `${p}.hex`)}
          onChange={(v) => moveTo(text(u.id), v)}
        />
        <button
          type="button"
          className="link"
          onClick={() => edit((x) => removeLandUnit(x, index), `${name} removed.`)}
        >
          Remove {name}
        </button>
      </div>
    </fieldset>
  )
}
