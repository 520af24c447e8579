// Sides (name, letter, colour) and nations (name, side, role), with their errors at each field.
import { NATION_ROLES } from '../../rules/systems/aeto/scenario/schema'
import { addNation, addSide, removeNation, removeSide, updateNation, updateSide } from '../pieces'
import { SelectField, Section, TextField, text } from './fields'
import { edit, sideOptions, useDraft, useErrors } from './hooks'

export function SidesPanel() {
  const d = useDraft()
  const errors = useErrors()
  const at = (p: string) => errors.filter((e) => e.path === p)
  return (
    <div>
      <Section title="Sides">
        {d.sides.map((s, i) => (
          <fieldset key={i} className="editor-item">
            <legend>
              <span className="side-swatch" style={{ background: text(s.colour) }} aria-hidden="true" />{' '}
              {text(s.name)} ({text(s.letter)})
            </legend>
            <TextField
              label="Name"
              value={s.name}
              errors={at(`sides[${i}].name`)}
              onChange={(v) => edit((x) => updateSide(x, i, { name: v }), `Side renamed ${v}.`)}
            />
            <TextField
              label="Id"
              value={s.id}
              errors={at(`sides[${i}].id`)}
              onChange={(v) => edit((x) => updateSide(x, i, { id: v }), `Side id ${v}.`)}
            />
            <TextField
              label="Letter"
              value={s.letter}
              width="3rem"
              errors={at(`sides[${i}].letter`)}
              hint="Shown on its chits: colour is never the only signal"
              onChange={(v) => edit((x) => updateSide(x, i, { letter: v }))}
            />
            <div className="field">
              <label htmlFor={`side-colour-${i}`}>Colour</label>
              <input
                id={`side-colour-${i}`}
                type="color"
                value={/^#[0-9a-fA-F]{6}$/.test(text(s.colour)) ? text(s.colour) : '#808080'}
                onChange={(e) => edit((x) => updateSide(x, i, { colour: e.target.value }))}
              />
            </div>
            <button
              type="button"
              onClick={() => edit((x) => removeSide(x, i), `Side ${text(s.name)} removed.`)}
              disabled={d.sides.length <= 2}
            >
              Remove side
            </button>
          </fieldset>
        ))}
        <button type="button" onClick={() => edit(addSide, 'Side added.')} disabled={d.sides.length >= 4}>
          Add a side
        </button>
      </Section>
      <Section title="Nations">
        {d.nations.map((n, i) => (
          <fieldset key={i} className="editor-item">
            <legend>{text(n.name)}</legend>
            <TextField
              label="Name"
              value={n.name}
              errors={at(`nations[${i}].name`)}
              onChange={(v) => edit((x) => updateNation(x, i, { name: v }))}
            />
            <TextField
              label="Id"
              value={n.id}
              errors={at(`nations[${i}].id`)}
              onChange={(v) => edit((x) => updateNation(x, i, { id: v }))}
            />
            <SelectField
              label="Side"
              value={n.side}
              options={sideOptions(d)}
              errors={at(`nations[${i}].side`)}
              onChange={(v) => edit((x) => updateNation(x, i, { side: v }))}
            />
            <SelectField
              label="Role in the rules"
              value={n.role ?? ''}
              hint="What the nation is to the rules that name one (4.18, 4.20, 4.21)"
              options={[['', 'none'], ...NATION_ROLES.map((r) => [r, r] as const)]}
              errors={at(`nations[${i}].role`)}
              onChange={(v) => edit((x) => updateNation(x, i, { role: v === '' ? undefined : v }))}
            />
            <button
              type="button"
              onClick={() => edit((x) => removeNation(x, i), `Nation ${text(n.name)} removed.`)}
              disabled={d.nations.length <= 1}
            >
              Remove nation
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          onClick={() => edit((x) => addNation(x, text(x.sides[0]?.id)), 'Nation added.')}
        >
          Add a nation
        </button>
      </Section>
    </div>
  )
}
