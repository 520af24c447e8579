import type { CatalogEntry } from './catalog'

export interface ScenarioPickerProps {
  entries: readonly CatalogEntry[]
  value: string
  onChange: (id: string) => void
}

export function ScenarioPicker({ entries, value, onChange }: ScenarioPickerProps) {
  return (
    <div className="scenario-picker">
      <label htmlFor="scenario-picker">Scenario</label>
      <select id="scenario-picker" value={value} onChange={(e) => onChange(e.target.value)}>
        {entries.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </select>
    </div>
  )
}
