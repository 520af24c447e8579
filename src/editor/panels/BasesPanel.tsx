// Placing bases and their installations (airbases, cities, ports, resources…) by click, and the
// list of every base: a click on one selects its hex.
import { BASE_KINDS } from '../../rules/systems/aeto/scenario/schema'
import { editorStore, useEditor } from '../store'
import { baseKindNames } from '../words'
import { TransfersSection } from './AptoPanels'
import { ToolButton } from './MapPanel'
import { SelectField, Section, TextField, text } from './fields'
import { nationOptions, useDraft, useErrors } from './hooks'

export function BasesPanel() {
  const d = useDraft()
  const errors = useErrors()
  const f = useEditor((s) => s.forms.base)
  const set = (patch: Partial<typeof f>) => editorStore.getState().setForm('base', patch)
  const nationId = d.nations.some((n) => n.id === f.nation) ? f.nation : text(d.nations[0]?.id)
  if (nationId !== f.nation) queueMicrotask(() => set({ nation: nationId }))
  const shipHex = new Map((d.navalUnits ?? []).map((u) => [u.id, u.hex]))
  const BASE_KIND_NAMES = baseKindNames(d)
  return (
    <div>
      <Section title="Place bases and installations">
        <div className="field-row">
          <SelectField
            label="Kind"
            value={f.kind}
            options={BASE_KINDS.filter((k) => k !== 'Carrier').map((k) => [k, BASE_KIND_NAMES[k]] as const)}
            onChange={(v) => set({ kind: v })}
          />
          <SelectField
            label="Nation"
            value={nationId}
            options={nationOptions(d)}
            onChange={(v) => set({ nation: v })}
            hint="The base belongs to this nation's side"
          />
          <TextField
            label="Name"
            value={f.name ?? ''}
            onChange={(v) => set({ name: v })}
            hint="Empty: “Base <hex>”"
          />
        </div>
        <ToolButton
          tool={{ kind: 'base' }}
          title="Click a hex: a new base, or this installation added to the base already there (4.2)"
        >
          Place bases
        </ToolButton>
        <p className="hint">
          A click on a hex that has a base adds the kind as another installation of that base (one base per
          hex, 4.2). Carriers get their base with the ship (Units).
        </p>
      </Section>
      <Section title={`Bases (${d.bases.length})`}>
        <ul className="base-list">
          {d.bases.map((b, i) => {
            const hex = b.hex ?? shipHex.get(text(b.carrier)) ?? null
            const n = errors.filter((e) => e.path.startsWith(`bases[${i}]`)).length
            return (
              <li key={i}>
                <button
                  type="button"
                  className="link"
                  disabled={hex === null}
                  onClick={() => hex && editorStore.getState().select(hex)}
                >
                  {text(b.name)}
                </button>{' '}
                {hex ?? '—'} · {text(b.owner)} ·{' '}
                {b.components.map((c) => BASE_KIND_NAMES[text(c.kind)] ?? text(c.kind)).join(', ')} ·{' '}
                {d.airUnits.filter((u) => u.base === b.id).length} air units
                {n > 0 && (
                  <span className="error-count">
                    {' '}
                    · {n} problem{n > 1 ? 's' : ''}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </Section>
      <TransfersSection />
    </div>
  )
}
