// The dialogs of Air Transport and Air Drop (14.9, 14.10): each plane's range option and the
// cargo loaded (with Glider Points towed and the cargo on the gliders, 14.10e), and the cargo
// destroyed when a loss leaves too little capacity (14.4g). The choices offered are the pending
// decision's; the rules refuse a load they do not accept, with the reason shown under the dialog.
import { useState } from 'react'
import type { OcsAction, OcsRangeOption, OcsState } from '../../../rules/systems/ocs'
import { OcsDialog, OtherActions, type Of, type OcsDialogProps } from './OcsDialogs'
import { aircraftWords } from './words'

const OPTION_WORDS: Record<OcsRangeOption, string> = {
  A: 'A: up to twice the range, then Inactive at the destination (14.9e)',
  B: 'B: the normal range (14.9e)',
  C: 'C: half the range, more capacity (14.9e)',
}

function cargoWords(s: OcsState, id: string): string {
  const c = s.scenario.cargo?.find((x) => x.id === id)
  if (!c) return id
  const what = c.kind === 'sp' ? 'Supply Points' : c.para ? 'unit, Para' : 'unit'
  return `${c.name} (${what}, ${c.t}T, at ${c.hex})`
}

function toggle(list: readonly string[], id: string, on: boolean): string[] {
  return on ? [...list, id] : list.filter((x) => x !== id)
}

/** 14.9a–e, 14.10e: the range option of each plane and what it carries (by plane or by glider). */
export function LoadDialog({ state, pending, legal, act }: OcsDialogProps<Of<'load'>>) {
  const planes = Object.keys(pending.options)
  const [options, setOptions] = useState<Record<string, OcsRangeOption>>(() =>
    Object.fromEntries(planes.map((id) => [id, pending.options[id][0]])),
  )
  const [cargo, setCargo] = useState<string[]>([])
  const [tow, setTow] = useState<Record<string, 0 | 1 | 2>>({})
  const [onGliders, setOnGliders] = useState<string[]>([])
  // Which planes may tow, and how many Glider Points, as the rules' legal loads show it (14.10e C).
  const towable = new Map<string, Set<number>>()
  for (const a of legal)
    if (a.type === 'load' && a.tow)
      for (const [id, n] of Object.entries(a.tow)) towable.set(id, (towable.get(id) ?? new Set()).add(n))
  const towing = Object.fromEntries(Object.entries(tow).filter(([, n]) => n > 0)) as Record<string, 1 | 2>
  const glided = Object.keys(towing).length ? onGliders.filter((id) => cargo.includes(id)) : []
  const action: OcsAction = {
    type: 'load',
    options,
    cargo,
    ...(Object.keys(towing).length ? { tow: towing } : {}),
    ...(glided.length ? { onGliders: glided } : {}),
  }
  return (
    <OcsDialog
      state={state}
      title={state.mission?.type === 'drop' ? 'Air Drop: load the planes' : 'Air Transport: load the planes'}
      buttons={
        <button type="button" className="primary" onClick={() => act(action)}>
          Load and fly ({cargo.length ? `${cargo.length} load${cargo.length > 1 ? 's' : ''}` : 'empty'})
        </button>
      }
    >
      <fieldset data-testid="ocs-load-options">
        <legend>Range option of each plane (14.9e)</legend>
        {planes.map((id) => (
          <label key={id} className="touch">
            {aircraftWords(state, id)}:{' '}
            <select
              value={options[id]}
              onChange={(e) => setOptions({ ...options, [id]: e.target.value as OcsRangeOption })}
            >
              {pending.options[id].map((o) => (
                <option key={o} value={o}>
                  {OPTION_WORDS[o]}
                </option>
              ))}
            </select>
            {towable.has(id) && (
              <>
                {' '}
                towing{' '}
                <select
                  aria-label={`Glider Points towed by ${aircraftWords(state, id)}`}
                  value={tow[id] ?? 0}
                  onChange={(e) => setTow({ ...tow, [id]: Number(e.target.value) as 0 | 1 | 2 })}
                >
                  <option value={0}>no glider</option>
                  {[...towable.get(id)!]
                    .sort((a, b) => a - b)
                    .map((n) => (
                      <option key={n} value={n}>
                        {n} Glider Point{n > 1 ? 's' : ''} (14.10e C)
                      </option>
                    ))}
                </select>
              </>
            )}
          </label>
        ))}
      </fieldset>
      <fieldset data-testid="ocs-load-cargo">
        <legend>Cargo (14.9a: at the planes' bases; ½T is never rounded up, 14.9b)</legend>
        {pending.cargo.length === 0 && (
          <p className="note">No cargo waits at these bases: the planes fly empty.</p>
        )}
        {pending.cargo.map((id) => (
          <div key={id} className="touch">
            <label>
              <input
                type="checkbox"
                checked={cargo.includes(id)}
                onChange={(e) => setCargo(toggle(cargo, id, e.target.checked))}
              />{' '}
              {cargoWords(state, id)}
            </label>
            {Object.keys(towing).length > 0 && cargo.includes(id) && (
              <label>
                {' '}
                <input
                  type="checkbox"
                  checked={onGliders.includes(id)}
                  onChange={(e) => setOnGliders(toggle(onGliders, id, e.target.checked))}
                />{' '}
                on the gliders (14.10e)
              </label>
            )}
          </div>
        ))}
      </fieldset>
    </OcsDialog>
  )
}

/** 14.4g: a loss left too little capacity; the mission player picks the cargo destroyed. */
export function CargoLossDialog({ state, pending, legal, act }: OcsDialogProps<Of<'cargoLoss'>>) {
  const [chosen, setChosen] = useState<string[]>([])
  return (
    <OcsDialog
      state={state}
      title="Cargo lost"
      buttons={
        <button type="button" className="primary" onClick={() => act({ type: 'cargoLoss', cargo: chosen })}>
          Destroy the cargo chosen
        </button>
      }
    >
      <p className="note">
        The planes now carry {pending.capacity}T: keep at most {pending.keep}T, rounded in the cargo&apos;s
        favour (14.4g).
      </p>
      <fieldset>
        <legend>Cargo destroyed</legend>
        {pending.choices.map((id) => (
          <label key={id} className="touch">
            <input
              type="checkbox"
              checked={chosen.includes(id)}
              onChange={(e) => setChosen(toggle(chosen, id, e.target.checked))}
            />{' '}
            {cargoWords(state, id)}
          </label>
        ))}
      </fieldset>
      <OtherActions actions={legal.filter((a) => a.type !== 'cargoLoss')} act={act} />
    </OcsDialog>
  )
}
