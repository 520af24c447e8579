// Pieces shared by everything that moves a flight hex by hex: tracing a mission route, editing an
// interceptor path, moving a flight (4.12, 4.13): the MP table and the legal next-hex buttons;
// and the FB/N role choice of a unit launched or collected (4.0).
import type { ReactNode, Ref } from 'react'
import type { Role } from '../rules/systems/aeto'

export interface MpRow {
  id: string
  name: ReactNode
  used: number | undefined
  left: number | undefined
}

/** MP used and left per unit; a unit with none left has used its whole range (it may end there: a route that reaches its target with 0 MP left is legal, 4.12). */
export function MpTable({
  rows,
  leftLabel = 'MP left',
  caption,
}: {
  rows: MpRow[]
  leftLabel?: string
  caption?: string
}) {
  return (
    <table className="units mp">
      {caption && <caption className="note">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Unit</th>
          <th scope="col">MP used</th>
          <th scope="col">{leftLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => (
          <tr key={u.id}>
            <th scope="row">{u.name}</th>
            <td>{u.used}</td>
            <td>
              {u.left}
              {u.left === 0 && <span className="note"> (whole range used)</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The legal next hexes as buttons (nothing when there is none). */
export function NextHexButtons(p: {
  hexes: readonly string[]
  onPick: (hex: string) => void
  listRef?: Ref<HTMLUListElement>
  labelledBy?: string
  testId?: string
}) {
  if (p.hexes.length === 0) return null
  return (
    <ul
      ref={p.listRef}
      className="plain inline next-hexes"
      aria-label={p.labelledBy ? undefined : 'Legal next hexes'}
      aria-labelledby={p.labelledBy}
      data-testid={p.testId}
    >
      {p.hexes.map((h) => (
        <li key={h}>
          <button type="button" onClick={() => p.onPick(h)}>
            {h}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Fighter or bomber for a fighter-bomber or naval unit (4.0); bomber unless chosen otherwise. */
export function RoleChoice({
  unit,
  label,
  group,
  value,
  onChange,
}: {
  unit: string
  label: string
  group: string
  value: Role | undefined
  onChange: (r: Role) => void
}) {
  return (
    <span className="roles" role="radiogroup" aria-label={`Role of ${label} (4.0)`}>
      {(['fighter', 'bomber'] as const).map((r) => (
        <label key={r} className="touch">
          <input
            type="radio"
            name={`${group}-${unit}`}
            checked={(value ?? 'bomber') === r}
            onChange={() => onChange(r)}
          />{' '}
          {r === 'fighter' ? 'Fighter' : 'Bomber'}
        </label>
      ))}
    </span>
  )
}
