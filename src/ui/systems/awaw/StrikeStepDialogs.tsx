// The dialogs of three steps inside a strike: the attacker choosing which squadrons meet the engaged
// defenders (23.415B), the dice the players roll by hand for the air defence and air attack rolls
// (23.42, 23.44), and the owner of ships just damaged saying which leave the force (23.443A). Each
// asks the rules why a choice is refused (engagersProblem, facesProblem) instead of repeating them.
import { useState } from 'react'
import { engagersProblem, facesProblem, type AwawAction } from '../../../rules/systems/awaw'
import { AwawDialog, Count, Problem, chosen, type AwawDialogProps, type Of } from './AwawDialogs'
import { drawKey, drawWords } from './words'

/** 23.415B: the attacker picks exactly as many squadrons as defenders engage. */
export function EngagersDialog({ state, pending, act }: AwawDialogProps<Of<'engagers'>>) {
  const [counts, setCounts] = useState<Record<string, number>>({})
  const from = chosen(pending.from, counts)
  const n = from.reduce((a, d) => a + d.count, 0)
  const problem =
    n !== pending.count
      ? `${n} chosen: exactly ${pending.count} squadron${pending.count === 1 ? '' : 's'} meet the engaged defenders (23.415B).`
      : engagersProblem(state, from, pending)
  return (
    <AwawDialog
      state={state}
      title="Squadrons meeting the defenders"
      buttons={
        <button
          type="button"
          className="primary"
          disabled={problem !== null}
          onClick={() => act({ type: 'engagers', from })}
        >
          Engage with these {n} (23.415B)
        </button>
      }
    >
      {pending.from.map((d) => (
        <Count
          key={drawKey(d)}
          label={drawWords(state, d)}
          value={counts[drawKey(d)] ?? 0}
          max={d.count}
          onChange={(v) => setCounts((c) => ({ ...c, [drawKey(d)]: v }))}
          testId={`awaw-engagers-${drawKey(d)}`}
        />
      ))}
      <p className="note">
        The squadrons chosen take the defender's air combat result first, and their Air Nationality DRM is the
        one of the air combat (23.415B, 23.416A).
      </p>
      <Problem text={problem} testId="awaw-engagers-problem" />
    </AwawDialog>
  )
}

/** 23.42, 23.44: the side that rolls enters the faces of its real dice. */
export function RollDialog({ state, pending, act }: AwawDialogProps<Of<'roll'>>) {
  const [faces, setFaces] = useState<string[]>(() => Array.from({ length: pending.count }, () => ''))
  const values = faces.map((f) => Number(f))
  const complete = faces.every((f) => f.trim() !== '')
  const problem = complete ? facesProblem(values, pending) : null
  const submit = () => {
    if (complete && problem === null) act({ type: 'roll', values } satisfies AwawAction)
  }
  return (
    <AwawDialog
      state={state}
      title={`Dice for ${pending.what}`}
      buttons={
        <button type="button" className="primary" disabled={!complete || problem !== null} onClick={submit}>
          Enter the dice ({pending.rule})
        </button>
      }
    >
      <p>
        {faces.map((f, i) => (
          <label key={i} className="awaw-die">
            Die {i + 1}{' '}
            <input
              type="number"
              min={1}
              max={6}
              step={1}
              value={f}
              aria-label={`Die ${i + 1}`}
              data-testid={`awaw-die-${i}`}
              onChange={(e) => setFaces((fs) => fs.map((x, j) => (j === i ? e.target.value : x)))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') submit()
              }}
            />{' '}
          </label>
        ))}
      </p>
      <Problem text={problem} testId="awaw-roll-problem" />
    </AwawDialog>
  )
}

/** 23.443A: each damaged ship stays with the force or leaves for an eligible base. */
export function DamagedDialog({ state, pending, act }: AwawDialogProps<Of<'damaged'>>) {
  const [leaving, setLeaving] = useState<readonly string[]>([])
  const name = (id: string) =>
    state.scenario.navalForces.flatMap((f) => f.taskForces.flatMap((tf) => tf.ships)).find((x) => x.id === id)
      ?.name ?? id
  return (
    <AwawDialog
      state={state}
      title="Damaged ships"
      buttons={
        <button
          type="button"
          className="primary"
          onClick={() => act({ type: 'detach', ships: [...leaving] })}
        >
          {leaving.length
            ? `${leaving.map(name).join(', ')} leave${leaving.length === 1 ? 's' : ''}; the others stay (23.443A)`
            : 'All stay with the force (23.443A)'}
        </button>
      }
    >
      <fieldset>
        <legend>Leave the force for an eligible base</legend>
        {pending.ships.map((id) => (
          <label key={id} className="awaw-check">
            <input
              type="checkbox"
              checked={leaving.includes(id)}
              data-testid={`awaw-detach-${id}`}
              onChange={(e) => setLeaving((l) => (e.target.checked ? [...l, id] : l.filter((x) => x !== id)))}
            />{' '}
            {name(id)}
          </label>
        ))}
      </fieldset>
      <p className="note">
        A ship that leaves is no longer a target nor part of the air defence; its voyage, and any interception
        or air attack on the way, are entered by the players (rules 21–22, outside the rules text).
      </p>
    </AwawDialog>
  )
}
