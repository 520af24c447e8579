// The scenario's title, a new map or a resize, and the brushes: terrain, nations (their borders
// are drawn where two meet), radar, no-air and neutral hexes, sea areas, weather zones and supply
// sources. "Apply at hex" does from the keyboard what a click on the map does.
import { useState } from 'react'
import {
  APTO_ONLY_TERRAINS,
  TERRAIN_CODES as TERRAIN_OF_CODE,
  WEATHER,
  type WeatherCondition,
} from '../../rules/systems/aeto/scenario/schema'
import { freshId, newDraft, resizeMap, slug, usedIds, type TerrainCode } from '../draft'
import { editorStore, useEditor, type Tool } from '../store'
import { applyTool, FLAG_NAMES } from '../tools'
import { TERRAIN_NAMES } from '../words'
import { DeterminedWeatherFields, WEATHER_NAMES, ZoneFields } from './AptoPanels'
import { NumberField, SelectField, Section, TextField, text } from './fields'
import { edit, useDraft, useErrors } from './hooks'

const sameTool = (a: Tool, b: Tool) => JSON.stringify(a) === JSON.stringify(b)

export function ToolButton({
  tool,
  children,
  title,
  onPointerDown,
}: {
  tool: Tool
  children: React.ReactNode
  title?: string
  onPointerDown?: React.PointerEventHandler<HTMLButtonElement>
}) {
  const current = useEditor((s) => s.tool)
  const on = sameTool(current, tool)
  return (
    <button
      type="button"
      className={`tool${on ? ' on' : ''}`}
      aria-pressed={on}
      title={title}
      onClick={() => editorStore.getState().setTool(tool)}
      onPointerDown={onPointerDown}
      style={onPointerDown ? { touchAction: 'none', cursor: 'grab' } : undefined}
    >
      {children}
    </button>
  )
}

const TERRAIN_CODES = Object.keys(TERRAIN_NAMES)
/** The terrain codes of the draft's variant: jungle and jungle-mountain only on an APTO map (APTO D34, D72, D79). */
const terrainCodesOf = (variant: unknown) =>
  TERRAIN_CODES.filter((c) => variant === 'apto' || !APTO_ONLY_TERRAINS.includes(TERRAIN_OF_CODE[c]))

export function NewMapForm() {
  const [cols, setCols] = useState(12)
  const [rows, setRows] = useState(10)
  const [fill, setFill] = useState<TerrainCode>('~')
  const d = useDraft()
  return (
    <Section title="New map">
      <div className="field-row">
        <NumberField
          label="Columns"
          value={cols}
          min={1}
          max={300}
          onChange={(v) => v !== undefined && setCols(v)}
        />
        <NumberField
          label="Rows"
          value={rows}
          min={1}
          max={300}
          onChange={(v) => v !== undefined && setRows(v)}
        />
        <SelectField
          label="Every hex"
          value={fill}
          options={terrainCodesOf(d.variant).map((c) => [c, TERRAIN_NAMES[c]] as const)}
          onChange={setFill}
        />
      </div>
      <button
        type="button"
        onClick={() =>
          editorStore
            .getState()
            .replace(
              newDraft(cols, rows, fill),
              `New ${cols}×${rows} map (undo brings the previous scenario back).`,
              [],
            )
        }
      >
        Create the new map
      </button>{' '}
      <button
        type="button"
        onClick={() => edit((x) => resizeMap(x, cols, rows, fill), `Map resized to ${cols}×${rows}.`)}
        title="Keep this scenario; add or cut columns and rows at the right and bottom"
      >
        Resize this map to {cols}×{rows}
      </button>
      <p className="hint">
        This map: {d.map.cols}×{d.map.rows} hexes.
      </p>
    </Section>
  )
}

function HexEntry() {
  const [hex, setHex] = useState('')
  return (
    <form
      className="field-row"
      onSubmit={(e) => {
        e.preventDefault()
        if (hex.trim()) applyTool(editorStore, hex.trim())
      }}
    >
      <div className="field">
        <label htmlFor="editor-hex-entry">Hex</label>
        <input
          id="editor-hex-entry"
          type="text"
          inputMode="numeric"
          value={hex}
          onChange={(e) => setHex(e.target.value)}
          placeholder="0507"
          style={{ width: '5rem' }}
        />
      </div>
      <button type="submit">Apply the tool at this hex</button>
    </form>
  )
}

export function MapPanel() {
  const d = useDraft()
  const errors = useErrors()
  const brush = useEditor((s) => s.brush)
  const at = (p: string) => errors.filter((e) => e.path === p)
  const [areaName, setAreaName] = useState('')
  const [largeName, setLargeName] = useState('')
  const [largeMp, setLargeMp] = useState(2)
  const [zoneName, setZoneName] = useState('')
  const [zoneCondition, setZoneCondition] = useState<WeatherCondition>('clear')
  const addArea = () => {
    const name = areaName.trim() || `Sea area ${(d.map.seaAreas ?? []).length + 1}`
    const id = freshId(usedIds(d), slug(name, 'sea'))
    edit(
      (x) => ({ ...x, map: { ...x.map, seaAreas: [...(x.map.seaAreas ?? []), { id, name, hexes: [] }] } }),
      `Sea area ${name} added: click sea hexes to put them in it.`,
    )
    editorStore.getState().setTool({ kind: 'seaArea', id })
    setAreaName('')
  }
  const addLarge = () => {
    const name = largeName.trim() || `Large sea area ${(d.map.largeSeaAreas ?? []).length + 1}`
    const id = freshId(usedIds(d), slug(name, 'ocean'))
    edit(
      (x) => ({
        ...x,
        map: {
          ...x.map,
          largeSeaAreas: [...(x.map.largeSeaAreas ?? []), { id, name, mp: largeMp, border: [] }],
        },
      }),
      `Large sea area ${name} added: click the hexes of its border.`,
    )
    editorStore.getState().setTool({ kind: 'largeSeaArea', id })
    setLargeName('')
  }
  const setLargeArea = (i: number, patch: { mp?: number; name?: string; weatherZone?: string }) =>
    edit((x) => ({
      ...x,
      map: {
        ...x.map,
        largeSeaAreas: (x.map.largeSeaAreas ?? []).map((a, k) => (k === i ? { ...a, ...patch } : a)),
      },
    }))
  const addZone = () => {
    const name = zoneName.trim() || `Zone ${(d.weather?.zones.length ?? 0) + 1}`
    const id = freshId(usedIds(d), slug(name, 'zone'))
    edit((x) => {
      const w = x.weather ?? { defaultZone: id, zones: [] }
      return { ...x, weather: { ...w, zones: [...w.zones, { id, name, condition: zoneCondition }] } }
    }, `Weather zone ${name} added.`)
    setZoneName('')
  }
  return (
    <div>
      <Section title="Scenario">
        <TextField
          label="Title"
          value={d.title}
          errors={at('title')}
          onChange={(v) => edit((x) => ({ ...x, title: v }))}
        />
        <TextField
          label="Id (file name)"
          value={d.id}
          errors={at('id')}
          onChange={(v) => edit((x) => ({ ...x, id: v }))}
        />
        <div className="field">
          <label htmlFor="editor-description">Description (the briefing)</label>
          <textarea
            id="editor-description"
            rows={3}
            defaultValue={text(d.description)}
            key={text(d.description)}
            onBlur={(e) =>
              e.target.value !== text(d.description) && edit((x) => ({ ...x, description: e.target.value }))
            }
          />
        </div>
      </Section>
      <NewMapForm />
      <Section title="Tools">
        <p className="hint">
          Choose a tool, then click hexes on the map (or type a hex below). Ctrl+Z undoes.
        </p>
        <div className="tool-row" role="group" aria-label="Select">
          <ToolButton tool={{ kind: 'select' }}>Select a hex</ToolButton>
        </div>
        <div className="field-row">
          <SelectField
            label="Brush"
            value={String(brush)}
            options={[
              ['0', 'one hex'],
              ['1', 'radius 1 (7 hexes)'],
              ['2', 'radius 2 (19 hexes)'],
              ['3', 'radius 3 (37 hexes)'],
            ]}
            onChange={(v) => editorStore.getState().setBrush(Number(v))}
          />
        </div>
        <div className="tool-row" role="group" aria-label="Terrain">
          {terrainCodesOf(d.variant).map((c) => (
            <ToolButton key={c} tool={{ kind: 'terrain', code: c }}>
              {TERRAIN_NAMES[c]}
            </ToolButton>
          ))}
        </div>
        <div className="tool-row" role="group" aria-label="Nations (borders)">
          {d.nations.map((n) => (
            <ToolButton
              key={text(n.id)}
              tool={{ kind: 'nation', nation: text(n.id) }}
              title="Paint the hexes this nation owns: borders are drawn where two nations meet"
            >
              {text(n.name)}
            </ToolButton>
          ))}
          <ToolButton tool={{ kind: 'nation', nation: null }}>No nation</ToolButton>
        </div>
        <div className="tool-row" role="group" aria-label="Hex features">
          {(Object.keys(FLAG_NAMES) as (keyof typeof FLAG_NAMES)[]).map((f) => (
            <ToolButton key={f} tool={{ kind: 'flag', flag: f }}>
              {FLAG_NAMES[f]}
            </ToolButton>
          ))}
        </div>
        <div className="tool-row" role="group" aria-label="Supply sources">
          {d.sides.map((s) => (
            <ToolButton
              key={text(s.id)}
              tool={{ kind: 'supply', side: text(s.id) }}
              title="A Forced Rebase goes toward the nearest supply source of its side (4.7)"
            >
              Supply source: {text(s.name)}
            </ToolButton>
          ))}
        </div>
        <HexEntry />
      </Section>
      <Section title="Sea areas">
        <div className="tool-row" role="group" aria-label="Sea areas">
          {(d.map.seaAreas ?? []).map((a, i) => (
            <ToolButton key={i} tool={{ kind: 'seaArea', id: text(a.id) }}>
              {text(a.name)} ({Array.isArray(a.hexes) ? a.hexes.length : 0} hexes)
            </ToolButton>
          ))}
        </div>
        <div className="field-row">
          <TextField label="New sea area" value={areaName} onChange={setAreaName} />
          <button type="button" onClick={addArea}>
            Add a sea area
          </button>
        </div>
      </Section>
      <Section title="Large sea areas">
        <p className="hint">
          An ocean beyond the map's hexes, entered from the hexes of its border at its MP cost (4.12).
        </p>
        {(d.map.largeSeaAreas ?? []).map((a, i) => (
          <div key={i} className="field-row">
            <ToolButton
              tool={{ kind: 'largeSeaArea', id: text(a.id) }}
              title="Then click the hexes of its border"
            >
              {text(a.name)} ({Array.isArray(a.border) ? a.border.length : 0} border hexes)
            </ToolButton>
            <NumberField
              label={`MP to enter ${text(a.name)}`}
              value={a.mp}
              min={1}
              max={99}
              errors={at(`map.largeSeaAreas[${i}].mp`)}
              onChange={(v) => v !== undefined && setLargeArea(i, { mp: v })}
            />
            {d.weather && (
              <SelectField
                label={`Weather zone of ${text(a.name)}`}
                value={a.weatherZone ?? ''}
                errors={at(`map.largeSeaAreas[${i}].weatherZone`)}
                options={[
                  ['', 'the default zone'],
                  ...d.weather.zones.map((z) => [text(z.id), text(z.name)] as const),
                ]}
                onChange={(v) => setLargeArea(i, { weatherZone: v || undefined })}
              />
            )}
            {errors
              .filter(
                (e) =>
                  e.path.startsWith(`map.largeSeaAreas[${i}]`) &&
                  !e.path.endsWith('.mp') &&
                  !e.path.endsWith('.weatherZone'),
              )
              .map((e, k) => (
                <span key={k} className="field-errors">
                  <code>{e.path}</code>: {e.message}
                </span>
              ))}
          </div>
        ))}
        <div className="field-row">
          <TextField label="New large sea area" value={largeName} onChange={setLargeName} />
          <NumberField
            label="MP"
            value={largeMp}
            min={1}
            max={99}
            onChange={(v) => v !== undefined && setLargeMp(v)}
          />
          <button type="button" onClick={addLarge}>
            Add a large sea area
          </button>
        </div>
      </Section>
      <Section title="Weather zones">
        <div className="tool-row" role="group" aria-label="Weather zones">
          {(d.weather?.zones ?? []).map((z, i) => (
            <ToolButton key={i} tool={{ kind: 'weather', zone: text(z.id) }}>
              {text(z.name)}: {WEATHER_NAMES[z.condition as WeatherCondition] ?? text(z.condition)}
              {z.id === d.weather?.defaultZone ? ' (default)' : ''}
            </ToolButton>
          ))}
        </div>
        {d.weather && (
          <SelectField
            label="Default zone (every hex not painted)"
            value={d.weather.defaultZone}
            errors={at('weather.defaultZone')}
            options={d.weather.zones.map((z) => [text(z.id), text(z.name)] as const)}
            onChange={(v) => edit((x) => ({ ...x, weather: { ...x.weather!, defaultZone: v } }))}
          />
        )}
        <ZoneFields />
        <div className="field-row">
          <TextField label="New zone" value={zoneName} onChange={setZoneName} />
          <SelectField
            label="Weather"
            value={zoneCondition}
            options={WEATHER.map((w) => [w, WEATHER_NAMES[w]] as const)}
            onChange={setZoneCondition}
          />
          <button type="button" onClick={addZone}>
            Add a weather zone
          </button>
        </div>
        <DeterminedWeatherFields />
      </Section>
    </div>
  )
}
