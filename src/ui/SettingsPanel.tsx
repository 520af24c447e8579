// Game settings, kept in the store's session slice and saved for the next visit. Dice mode and
// seed are read when a scenario is (re)started; the undo policy decides what Undo may take back;
// the hand-over screen hides the board when the deciding side changes. (Map overlays and hex
// numbers are switched on the map's own toolbar.)
import { useState } from 'react'
import { sortieStore, useSortie } from '../store/store'

export function SettingsPanel() {
  const session = useSortie((s) => s.session)
  const game = useSortie((s) => s.game)
  const [seedText, setSeedText] = useState(String(session.seed))
  const set = sortieStore.getState().setSession
  const differs = game !== null && (game.seed !== session.seed || game.manualDice !== (session.diceMode === 'manual'))

  return (
    <section className="panel-section settings" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <fieldset>
        <legend>Hot-seat hand-over</legend>
        <label>
          <input type="checkbox" checked={session.handOver} onChange={(e) => set({ handOver: e.target.checked })} /> Hide the board between
          sides when the deciding side changes
        </label>
      </fieldset>
      <fieldset>
        <legend>Undo</legend>
        <label>
          <input type="radio" name="undo-policy" checked={session.undoPolicy === 'exploration'} onChange={() => set({ undoPolicy: 'exploration' })} />{' '}
          Exploration: undo anything (solo play, study)
        </label>
        <label>
          <input type="radio" name="undo-policy" checked={session.undoPolicy === 'hotSeat'} onChange={() => set({ undoPolicy: 'hotSeat' })} /> Hot-seat:
          undo only your own choices, never a die roll, a hand-over or a reveal
        </label>
      </fieldset>
      <fieldset>
        <legend>Dice</legend>
        <label>
          <input type="radio" name="dice-mode" checked={session.diceMode === 'seeded'} onChange={() => set({ diceMode: 'seeded' })} /> Seeded: the
          computer rolls, reproducibly from the seed
        </label>
        <label>
          <input type="radio" name="dice-mode" checked={session.diceMode === 'manual'} onChange={() => set({ diceMode: 'manual' })} /> Manual: roll real
          dice and enter each result
        </label>
        <label className="seed">
          Seed{' '}
          <input
            type="number"
            min={0}
            step={1}
            value={seedText}
            onChange={(e) => {
              setSeedText(e.target.value)
              const n = Number(e.target.value)
              if (e.target.value !== '' && Number.isSafeInteger(n) && n >= 0) set({ seed: n })
            }}
          />
        </label>
        <p className="note" data-testid="dice-now">
          {game
            ? `This game: ${game.manualDice ? 'manual dice' : `seeded dice, seed ${game.seed}`}.`
            : 'No game loaded.'}{' '}
          Dice mode and seed apply when a scenario is started or restarted.
        </p>
        <button type="button" onClick={() => sortieStore.getState().restart()} disabled={!game} className={differs ? 'primary' : undefined}>
          Restart scenario{differs ? ' with these dice' : ''}
        </button>
      </fieldset>
    </section>
  )
}
