// The editor's APTO parts beside the map and the bases: each weather zone's weather and APTO zone
// (1.1), the weather determined each month from the Turn Track (Part 1), and the fixed
// long-distance transfers (4.1 [A]–[C]; APTO D8). Every change is one undo step, checked as you go.
import { useState } from 'react'
import { WEATHER, WEATHER_SEVERITIES, type WeatherCondition } from '../../rules/systems/aeto/scenario/schema'
import { formatPath } from '../../rules/systems/aeto/scenario/validate'
import {
  addTransfer,
  MONTH_KEYS,
  MONTH_NAMES,
  removeTransfer,
  removeZone,
  setDetermined,
  setFirstMonth,
  setTransfer,
  parseHops,
  setTurnTrackBox,
  setZoneCondition,
  setZoneSeverity,
  toggleTransferBase,
  type FirstMonth,
  type Severity,
} from '../apto'
import { freshId, slug, usedIds } from '../draft'
import { CheckField, FieldErrors, NumberField, SelectField, text, TextField, within } from './fields'
import { edit, sideOptions, useDraft, useErrors } from './hooks'

export const WEATHER_NAMES: Record<WeatherCondition, string> = {
  clear: 'Clear',
  halfStrength: 'Half strength',
  halfStrengthAndRange: 'Half strength and range',
  grounded: 'Grounded',
}
const SEVERITY_NAMES: Record<Severity, string> = {
  severe: 'Pacific Severe Zone',
  moderate: 'Pacific Moderate Zone',
  mild: 'Pacific Mild Zone',
}

/** Each zone's weather, its APTO zone, and a Remove button. */
export function ZoneFields() {
  const d = useDraft()
  const errors = useErrors()
  if (!d.weather) return null
  const apto = d.variant === 'apto'
  return (
    <>
      {d.weather.zones.map((z, i) => {
        const id = text(z.id)
        return (
          <fieldset key={i} className="editor-item" aria-label={`Weather zone ${text(z.name)}`}>
            <legend>
              {text(z.name)}
              {id === d.weather?.defaultZone ? ' (default)' : ''}
            </legend>
            <div className="field-row">
              <SelectField
                label={
                  d.weather!.determined
                    ? `Weather of ${text(z.name)} until the first Weather Phase`
                    : `Weather of ${text(z.name)}`
                }
                value={z.condition ?? 'clear'}
                options={WEATHER.map((w) => [w, WEATHER_NAMES[w]] as const)}
                errors={errors.filter((e) => e.path === `weather.zones[${i}].condition`)}
                onChange={(v) =>
                  edit((x) => setZoneCondition(x, id, v), `${text(z.name)}: ${WEATHER_NAMES[v]}.`)
                }
              />
              {apto && (
                <SelectField
                  label={`APTO zone of ${text(z.name)} (1.1)`}
                  value={z.severity ?? ''}
                  options={[['', '—'], ...WEATHER_SEVERITIES.map((s) => [s, SEVERITY_NAMES[s]] as const)]}
                  errors={errors.filter((e) => e.path === `weather.zones[${i}].severity`)}
                  hint="Needed when the weather is determined each month: which table it rolls on (1.3, 1.4)"
                  onChange={(v) =>
                    edit(
                      (x) => setZoneSeverity(x, id, (v || undefined) as Severity | undefined),
                      `${text(z.name)}: ${v ? SEVERITY_NAMES[v as Severity] : 'no APTO zone'}.`,
                    )
                  }
                />
              )}
              <button
                type="button"
                onClick={() =>
                  edit(
                    (x) => removeZone(x, id),
                    `Weather zone ${text(z.name)} removed: its hexes are in the default zone.`,
                  )
                }
              >
                Remove {text(z.name)}
              </button>
            </div>
          </fieldset>
        )
      })}
    </>
  )
}

/** APTO: the weather determined each month, from the Turn Track's boxes (Part 1). */
export function DeterminedWeatherFields() {
  const d = useDraft()
  const errors = useErrors()
  const [special, setSpecial] = useState('')
  if (!d.weather || d.variant !== 'apto') return null
  const det = d.weather.determined
  const track: Record<string, string> = det?.turnTrack ?? {}
  const others = Object.keys(track).filter((k) => !(MONTH_KEYS as readonly string[]).includes(k))
  const p = 'weather.determined'
  return (
    <fieldset className="editor-item" aria-label="The weather determined each month (APTO Part 1)">
      <legend>The weather determined each month (APTO Part 1)</legend>
      <CheckField
        label="Determined each month: a Weather Phase reads the Turn Track, then each zone that is not Fair rolls 2d6"
        checked={det !== undefined}
        errors={errors.filter((e) => e.path === p)}
        onChange={(on) =>
          edit(
            (x) => setDetermined(x, on),
            on
              ? 'The weather is determined each month: fill in the Turn Track.'
              : 'The zones keep their weather for the whole game.',
          )
        }
      />
      {det && (
        <>
          <p className="hint">
            Each box: one letter — F (Fair), W (Wet), M (Monsoon) — or letters with the die faces that give
            them, like “W1-4 F5-6”. A month without a box is Fair. The real Turn Track is printed on the map.
          </p>
          <FieldErrors errors={errors.filter((e) => e.path === `${p}.turnTrack`)} />
          <div className="field-row" role="group" aria-label="Turn Track, every year">
            {MONTH_KEYS.map((k, i) => (
              <TextField
                key={k}
                label={MONTH_NAMES[i]}
                value={track[k] ?? ''}
                width="6rem"
                errors={errors.filter(
                  (e) => e.path === formatPath(['weather', 'determined', 'turnTrack', k]),
                )}
                onChange={(v) =>
                  edit(
                    (x) => setTurnTrackBox(x, k, v),
                    `Turn Track, ${MONTH_NAMES[i]}: ${v.trim() || 'no box'}.`,
                  )
                }
              />
            ))}
          </div>
          {others.map((k) => (
            <div key={k} className="field-row">
              <TextField
                label={`Only ${k}`}
                value={track[k]}
                width="6rem"
                errors={errors.filter(
                  (e) => e.path === formatPath(['weather', 'determined', 'turnTrack', k]),
                )}
                onChange={(v) => edit((x) => setTurnTrackBox(x, k, v))}
              />
              <button
                type="button"
                onClick={() => edit((x) => setTurnTrackBox(x, k, ''), `Turn Track: the box of ${k} removed.`)}
              >
                Remove the box of {k}
              </button>
            </div>
          ))}
          <div className="field-row">
            <TextField
              label="A box for one month only (YYYY-MM)"
              value={special}
              width="7rem"
              onChange={setSpecial}
            />
            <button
              type="button"
              disabled={!/^\d{4}-\d{2}$/.test(special.trim())}
              onClick={() => {
                edit(
                  (x) => setTurnTrackBox(x, special.trim(), 'F'),
                  `Turn Track: a box for ${special.trim()} only (Fair until you change it).`,
                )
                setSpecial('')
              }}
            >
              Add that month’s box
            </button>
          </div>
          <SelectField
            label="The start month"
            value={det.firstMonth ?? ''}
            options={[
              ['', 'default: its Weather Phase is played when the game begins in the month’s first phase'],
              ['roll', 'its Weather Phase is played when the game begins'],
              ['asGiven', 'the zones’ weather above holds for it'],
            ]}
            errors={errors.filter((e) => e.path === `${p}.firstMonth`)}
            onChange={(v) => edit((x) => setFirstMonth(x, (v || undefined) as FirstMonth | undefined))}
          />
        </>
      )}
    </fieldset>
  )
}

/** The fixed long-distance transfers the map prints: APTO's (4.1 [A]–[C]; APTO D8), AETO's Trans-Atlantic and Trans-African (4.1). */
export function TransfersSection() {
  const d = useDraft()
  const errors = useErrors()
  const [name, setName] = useState('')
  const apto = d.variant === 'apto'
  const transfers = d.transfers ?? []
  const landBases = d.bases.filter((b) => b.hex !== undefined)
  const add = () => {
    const n = name.trim() || `Transfer ${transfers.length + 1}`
    edit(
      (x) => addTransfer(x, freshId(usedIds(x), slug(n, 'transfer')), n),
      `Fixed transfer ${n} added: tick the bases of each end.`,
    )
    setName('')
  }
  return (
    <section
      className="editor-section"
      aria-label={apto ? 'Fixed transfers (APTO D8)' : 'Fixed transfers (4.1)'}
    >
      <h3>{apto ? 'Fixed transfers (APTO D8)' : 'Fixed transfers (4.1)'}</h3>
      <p className="hint">
        {apto
          ? 'A fixed long-distance transfer the map prints, such as the United States Box to Hawaii (4.1 [A]): a unit based at a base of one end may change base to a base of the other, three hops at once, no path, no interception.'
          : 'The Trans-Atlantic transfer (the United States and Canada Boxes to the Iceland Box: least range 7, hops "2") and the Trans-African (the UK proper, plus the bases near Gibraltar within 16 hexes, by the stops UK Transfer Hex and Capetown, to North Africa and the Middle East: least range 16, hops "1, 1, 1", supplied units only), 4.1: a unit at any base of the route goes at once to a base of another station, no path, no interception.'}
      </p>
      <FieldErrors errors={errors.filter((e) => e.path === 'transfers')} />
      {transfers.map((t, i) => {
        const p = `transfers[${i}]`
        return (
          <fieldset key={i} className="editor-item" aria-label={`Transfer ${text(t.name)}`}>
            <legend>{text(t.name)}</legend>
            <div className="field-row">
              <TextField
                label="Name"
                value={t.name}
                errors={errors.filter((e) => e.path === `${p}.name`)}
                onChange={(v) => edit((x) => setTransfer(x, i, { name: v }))}
              />
              <SelectField
                label="Side"
                value={t.side}
                options={sideOptions(d)}
                errors={errors.filter((e) => e.path === `${p}.side`)}
                onChange={(v) => edit((x) => setTransfer(x, i, { side: v }))}
              />
              <NumberField
                label="Least printed range"
                value={t.minRange ?? 0}
                min={0}
                max={99}
                errors={errors.filter((e) => e.path === `${p}.minRange`)}
                onChange={(v) => v !== undefined && edit((x) => setTransfer(x, i, { minRange: v }))}
              />
              <SelectField
                label="Weather"
                value={t.weather ?? 'permitting'}
                options={[
                  ['permitting', 'weather permitting: never to or from a grounded base'],
                  ['any', 'in any weather'],
                ]}
                onChange={(v) => edit((x) => setTransfer(x, i, { weather: v }))}
              />
              <TextField
                label="Hops of each leg"
                hint="One number per leg (the stops plus one), at most 3 together; empty: one leg of three hops (APTO)"
                value={(t.hops ?? []).join(', ')}
                errors={errors.filter((e) => e.path === `${p}.hops`)}
                onChange={(v) => {
                  const hops = parseHops(v)
                  if (hops !== null) edit((x) => setTransfer(x, i, { hops }))
                }}
              />
              <CheckField
                label="Supplied units only"
                checked={t.supplied === true}
                onChange={(v) => edit((x) => setTransfer(x, i, { supplied: v }))}
              />
              <TextField
                label="Also bases near hex"
                hint="Every friendly base within the distance below of this hex belongs to the first end (Gibraltar for the Trans-African transfer); empty: none"
                value={t.fromNear?.hex ?? ''}
                errors={within(errors, `${p}.fromNear`)}
                onChange={(v) =>
                  edit((x) =>
                    setTransfer(x, i, {
                      fromNear: v.trim() ? { hex: v.trim(), hexes: t.fromNear?.hexes ?? 16 } : undefined,
                    }),
                  )
                }
              />
              {t.fromNear && (
                <NumberField
                  label="Within hexes"
                  value={t.fromNear.hexes}
                  min={0}
                  max={99}
                  onChange={(v) =>
                    v !== undefined &&
                    edit((x) => setTransfer(x, i, { fromNear: { hex: text(t.fromNear?.hex), hexes: v } }))
                  }
                />
              )}
              <button
                type="button"
                onClick={() => edit((x) => removeTransfer(x, i), `Fixed transfer ${text(t.name)} removed.`)}
              >
                Remove {text(t.name)}
              </button>
            </div>
            {(['from', 'stops', 'to'] as const).map((end) => (
              <div
                key={end}
                className="field-row"
                role="group"
                aria-label={`${text(t.name)}: ${end === 'from' ? 'one end' : end === 'stops' ? 'the stops between, in order' : 'the other end'}`}
              >
                <span>
                  {end === 'from'
                    ? 'One end:'
                    : end === 'stops'
                      ? 'Stops, in the order ticked:'
                      : 'Other end:'}
                </span>
                {landBases.map((b) => (
                  <CheckField
                    key={text(b.id)}
                    label={text(b.name)}
                    checked={((t[end] ?? []) as string[]).includes(text(b.id))}
                    onChange={() => edit((x) => toggleTransferBase(x, i, end, text(b.id)))}
                  />
                ))}
                <FieldErrors errors={within(errors, `${p}.${end}`)} />
              </div>
            ))}
          </fieldset>
        )
      })}
      <div className="field-row">
        <TextField label="New fixed transfer" value={name} onChange={setName} />
        <button type="button" onClick={add}>
          Add a fixed transfer
        </button>
      </div>
    </section>
  )
}
