// The scenario's turn facts (`context`) and its own Bombing Table (4.26), in the Options tab; every
// change is one undo step and is checked as you go (errors under the field, `path: message`).
import { useId, useState } from 'react'
import type { ScenarioError } from '../../rules/systems/aeto/scenario/validate'
import {
  addColumn,
  columnLabel,
  removeColumn,
  ROLLS,
  setBonus,
  setColumnFrom,
  setContext,
  setOwnBombingTable,
  setPerSide,
  setResult,
  shadowedColumns,
  toggleInvaded,
  type Bonus,
  type PerSide,
} from '../context'
import type { Draft } from '../draft'
import { CheckField, FieldErrors, NumberField, Section, SelectField, text, within } from './fields'
import { edit, sideOptions, useDraft, useErrors } from './hooks'

const BONUS: Record<Bonus, { title: string; hint: string }> = {
  blitzkrieg: {
    title: 'Blitzkrieg Bonus (AETO, 4.18)',
    hint: 'German fighters get −1 in combats over the nations they invade; needs a nation with the German role (Sides)',
  },
  sneakAttack: {
    title: 'Sneak Attack Bonus (APTO, 4.18)',
    hint: 'Japanese fighters get −1 over the nations they invade; needs a nation with the Japanese role (Sides)',
  },
}

function BonusFields({ d, which, errors }: { d: Draft; which: Bonus; errors: readonly ScenarioError[] }) {
  const b = d.context?.[which]
  const p = `context.${which}`
  return (
    <fieldset className="editor-item" aria-label={BONUS[which].title}>
      <legend>{BONUS[which].title}</legend>
      <CheckField
        label="In effect"
        hint={BONUS[which].hint}
        checked={b !== undefined}
        errors={errors.filter((e) => e.path === p)}
        onChange={(on) =>
          edit((x) => setBonus(x, which, on), `${BONUS[which].title} ${on ? 'in effect' : 'off'}.`)
        }
      />
      {b && (
        <>
          <CheckField
            label="First turn"
            checked={b.firstTurn}
            onChange={(v) => edit((x) => setContext(x, which, { ...b, firstTurn: v }))}
          />
          <div className="field-row" role="group" aria-label="Invaded nations">
            <span>Invaded:</span>
            {d.nations.map((n) => (
              <CheckField
                key={text(n.id)}
                label={text(n.name)}
                checked={b.invaded.includes(text(n.id))}
                onChange={() => edit((x) => toggleInvaded(x, which, text(n.id)))}
              />
            ))}
          </div>
          <FieldErrors errors={within(errors, `${p}.invaded`)} />
        </>
      )}
    </fieldset>
  )
}

const PER_SIDE: Record<PerSide, { title: string; hint: string; max: number; empty: string }> = {
  offensives: {
    title: 'Offensives per Offensive Phase',
    hint: 'The Offensive Track (outside the air rules); empty: 2 (a placeholder)',
    max: 20,
    empty: '2',
  },
  eps: {
    title: 'EP for the air rules over the game',
    hint: 'Building and demolishing grass airfields (4.3); empty: EP are not counted, each payment is only logged',
    max: 999,
    empty: 'not counted',
  },
}

function PerSideFields({ d, which, errors }: { d: Draft; which: PerSide; errors: readonly ScenarioError[] }) {
  const rec = d.context?.[which] ?? {}
  return (
    <fieldset className="editor-item" aria-label={PER_SIDE[which].title}>
      <legend>{PER_SIDE[which].title}</legend>
      <FieldErrors errors={errors.filter((e) => e.path === `context.${which}`)} />
      <div className="field-row">
        {d.sides.map((s) => {
          const id = text(s.id)
          return (
            <NumberField
              key={id}
              label={`${text(s.name)} (empty: ${PER_SIDE[which].empty})`}
              optional
              value={rec[id] ?? ''}
              min={0}
              max={PER_SIDE[which].max}
              hint={PER_SIDE[which].hint}
              errors={within(errors, `context.${which}.${id}`)}
              onChange={(v) =>
                edit(
                  (x) => setPerSide(x, which, id, v),
                  `${PER_SIDE[which].title}: ${text(s.name)} ${v ?? PER_SIDE[which].empty}.`,
                )
              }
            />
          )
        })}
      </div>
    </fieldset>
  )
}

export function ContextSection() {
  const d = useDraft()
  const errors = useErrors()
  const ctx = d.context ?? {}
  const known = new Set([
    'blitzkrieg',
    'sneakAttack',
    'finlandConquered',
    'initiativeSide',
    'offensives',
    'eps',
  ])
  return (
    <Section title="Turn facts (context)">
      <FieldErrors
        errors={within(errors, 'context').filter((e) => !known.has(e.path.split(/[.[]/)[1] ?? ''))}
      />
      <BonusFields d={d} which="blitzkrieg" errors={errors} />
      <BonusFields d={d} which="sneakAttack" errors={errors} />
      <div className="field-row">
        <CheckField
          label="Finland conquered (AETO, 4.18)"
          hint="Until then Finnish attackers get −1 against Soviet units"
          checked={ctx.finlandConquered}
          errors={within(errors, 'context.finlandConquered')}
          onChange={(v) => edit((x) => setContext(x, 'finlandConquered', v || undefined))}
        />
        <SelectField
          label="Initiative"
          value={ctx.initiativeSide ?? ''}
          hint="It declares first in the Offensive Phase and chooses which bomber an asterisk costs (4.26)"
          options={[['', 'none: the first side of the turn'], ...sideOptions(d)]}
          errors={within(errors, 'context.initiativeSide')}
          onChange={(v) =>
            edit(
              (x) => setContext(x, 'initiativeSide', v || undefined),
              v ? `Initiative: ${v}.` : 'No side holds the initiative.',
            )
          }
        />
      </div>
      <PerSideFields d={d} which="offensives" errors={errors} />
      <PerSideFields d={d} which="eps" errors={errors} />
    </Section>
  )
}

/** One cell of the Bombing Table: edits on blur or Enter (one undo step per change). */
function Cell({
  value,
  label,
  invalid,
  onChange,
  width = '2.3rem',
}: {
  value: string
  label: string
  invalid: boolean
  onChange: (v: string) => void
  width?: string
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft !== null && draft.trim() !== value) onChange(draft.trim())
    setDraft(null)
  }
  return (
    <input
      type="text"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft ?? value}
      style={{ width, textAlign: 'center' }}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
        if (e.key === 'Escape') setDraft(null)
      }}
    />
  )
}

export function BombingTableSection() {
  const d = useDraft()
  const errors = useErrors()
  const id = useId()
  const t = d.bombingTable
  const errs = within(errors, 'bombingTable')
  const bad = new Set(errs.map((e) => e.path))
  const shadowed = shadowedColumns(d)
  return (
    <Section title="Bombing Table">
      <CheckField
        label="The scenario gives its own Bombing Table (4.26)"
        hint="Off: the spec's labelled placeholder (§16). On: starts from the placeholder, to be changed into the Player Aid Card's table"
        checked={t !== undefined}
        onChange={(on) =>
          edit(
            (x) => setOwnBombingTable(x, on),
            on
              ? 'The scenario’s own Bombing Table, started from the placeholder.'
              : 'The placeholder Bombing Table is used.',
          )
        }
      />
      {t && Array.isArray(t.columns) && (
        <>
          <p className="hint" id={id}>
            A column per total bombing strength, from its lowest strength; a result per 2d6 total: a number,
            with “*” for an anti-aircraft loss (“0*”).
          </p>
          <div style={{ overflowX: 'auto' }}>
            <table
              className="bombing-table"
              aria-describedby={id}
              style={{ borderCollapse: 'collapse', fontSize: '0.85em' }}
            >
              <thead>
                <tr>
                  <th scope="col">From</th>
                  {ROLLS.map((r) => (
                    <th key={r} scope="col">
                      {r}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {t.columns.map((c, i) => (
                  <tr key={i}>
                    <th scope="row">
                      <Cell
                        value={text(c.from)}
                        label={`Column ${i + 1}: lowest strength`}
                        invalid={bad.has(`bombingTable.columns[${i}].from`)}
                        onChange={(v) =>
                          /^\d+$/.test(v)
                            ? edit((x) => setColumnFrom(x, i, Number(v)), `Column ${i + 1} starts at ${v}.`)
                            : undefined
                        }
                      />
                    </th>
                    {ROLLS.map((r, k) => (
                      <td key={r}>
                        <Cell
                          value={text(c.results?.[k])}
                          label={`Column ${columnLabel(d, i)}, roll ${r}`}
                          invalid={bad.has(`bombingTable.columns[${i}].results[${k}]`)}
                          onChange={(v) =>
                            edit(
                              (x) => setResult(x, i, r, v),
                              `Column ${columnLabel(d, i)}, roll ${r}: ${v}.`,
                            )
                          }
                        />
                      </td>
                    ))}
                    <td>
                      <button
                        type="button"
                        className="link"
                        disabled={t.columns.length <= 1}
                        onClick={() =>
                          edit((x) => removeColumn(x, i), `Column ${columnLabel(d, i)} removed.`)
                        }
                        aria-label={`Remove column ${columnLabel(d, i)}`}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shadowed.length > 0 && (
            <p className="hint">
              Column {shadowed.map((i) => i + 1).join(', ')} starts at the same strength as an earlier one:
              only one of them is ever used.
            </p>
          )}
          <button
            type="button"
            onClick={() => edit(addColumn, 'Column added.')}
            disabled={t.columns.length >= 20}
          >
            Add a column
          </button>
        </>
      )}
      <FieldErrors errors={errs} />
    </Section>
  )
}
