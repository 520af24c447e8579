// Small labelled form controls for the editor's panels. Every control has a visible label; a
// field with errors shows them under it ("path: message") and is marked aria-invalid.
import { useId, useState, type ReactNode } from 'react'
import type { ScenarioError } from '../../rules/systems/aeto/scenario/validate'

/** Any value as text (an imported file may hold anything where a name is expected). */
export function text(v: unknown): string {
  if (v === undefined || v === null) return ''
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  try {
    return JSON.stringify(v)
  } catch {
    return '?'
  }
}

/** The errors at `p` or anywhere inside it (`p.x`, `p[0]`). */
export const within = (errors: readonly ScenarioError[], p: string) =>
  errors.filter((e) => e.path === p || e.path.startsWith(`${p}.`) || e.path.startsWith(`${p}[`))

export function FieldErrors({ errors, id }: { errors: readonly ScenarioError[]; id?: string }) {
  if (errors.length === 0) return null
  return (
    <ul className="field-errors" id={id}>
      {errors.map((e, i) => (
        <li key={i}>
          <code>{e.path || '(file)'}</code>: {e.message}
        </li>
      ))}
    </ul>
  )
}

interface Base {
  label: string
  errors?: readonly ScenarioError[]
  hint?: string
}

/** A text input that edits on blur or Enter (one undo step per change, not per key). */
export function TextField({
  label,
  value,
  onChange,
  errors = [],
  hint,
  width,
}: Base & { value: unknown; onChange: (v: string) => void; width?: string }) {
  const id = useId()
  const shown = text(value)
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft !== null && draft !== shown) onChange(draft)
    setDraft(null)
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={draft ?? shown}
        style={width ? { width } : undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-e` : undefined}
        title={hint}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit()
          if (e.key === 'Escape') setDraft(null)
        }}
      />
      <FieldErrors errors={errors} id={`${id}-e`} />
    </div>
  )
}

/** A whole number; empty = undefined (an optional field left out). */
export function NumberField({
  label,
  value,
  onChange,
  errors = [],
  hint,
  min,
  max,
  optional,
}: Base & {
  value: unknown
  onChange: (v: number | undefined) => void
  min?: number
  max?: number
  optional?: boolean
}) {
  const id = useId()
  const shown = text(value)
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft !== null && draft !== shown) {
      const t = draft.trim()
      if (t === '' && optional) onChange(undefined)
      else if (/^-?\d+$/.test(t)) onChange(Number(t))
    }
    setDraft(null)
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? shown}
        title={hint}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-e` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit()
          if (e.key === 'Escape') setDraft(null)
        }}
        style={{ width: '5rem' }}
      />
      <FieldErrors errors={errors} id={`${id}-e`} />
    </div>
  )
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  errors = [],
  hint,
}: Base & { value: unknown; options: readonly (readonly [T, string])[]; onChange: (v: T) => void }) {
  const id = useId()
  const v = text(value)
  const known = options.some(([k]) => k === v)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={v}
        title={hint}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-e` : undefined}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {!known && <option value={v}>{v === '' ? '—' : `${v} (unknown)`}</option>}
        {options.map(([k, name]) => (
          <option key={k} value={k}>
            {name}
          </option>
        ))}
      </select>
      <FieldErrors errors={errors} id={`${id}-e`} />
    </div>
  )
}

export function CheckField({
  label,
  checked,
  onChange,
  errors = [],
  hint,
}: Base & { checked: unknown; onChange: (v: boolean) => void }) {
  return (
    <div className="field check">
      <label title={hint}>
        <input
          type="checkbox"
          checked={checked === true}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={errors.length > 0 || undefined}
        />{' '}
        {label}
      </label>
      <FieldErrors errors={errors} />
    </div>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="editor-section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  )
}
