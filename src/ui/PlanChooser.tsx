// The plan (D-PLAN): pick a base and a mission, or sea reconnaissance, naval movement, transfers and
// the other choices the Air Movement Step offers; or end the Step.
import { CarrierStatusEntry } from './dialogs/CarrierStatusEntry'
import {
  CarrierFerry,
  CarrierInPort,
  FleetMoves,
  NavalCombatEntry,
  NavalInterceptionEntry,
} from './dialogs/NavalMovement'
import { ReconTargets } from './dialogs/NavalWindowDialog'
import { StpEmbark } from './dialogs/SeaTransportDialogs'
import { useEffect, useState } from 'react'
import { changeBaseOnly, type GameState, type LaunchOption } from '../rules/systems/aeto'
import { sortieStore, useSortie } from '../store/store'
import { guarded } from './guard'
import { LandReconTargets } from './dialogs/LandReconDialogs'
import { Bombardments } from './dialogs/BombardmentDialogs'
import { FixedTransfers } from './dialogs/TransferDialogs'
import { baseLabel, selectBase } from './planBases'
import { MissionForm } from './MissionForm'

type PlanPending = Extract<GameState['pending'], { kind: 'plan' }>

export function PlanChooser({ state, pending }: { state: GameState; pending: PlanPending }) {
  const selectedHex = useSortie((s) => s.ui.selectedHex)
  // The plan lists the operational units; over-stacked ones may still change base (4.8).
  const extra = changeBaseOnly(state)
  const options = [
    ...pending.bases,
    ...Object.keys(extra)
      .filter((id) => !pending.bases.some((b) => b.base === id))
      .map((base) => ({ base, units: [] })),
  ]
  const count = (b: LaunchOption) => b.units.length + (extra[b.base]?.length ?? 0)
  const ready = options.filter((b) => count(b) > 0)
  // The base being planned follows the selection only onto another base with units ready: selecting
  // a unit elsewhere (in Forces, on the map) keeps the form. Every form opened this step stays
  // mounted, so a half-filled one is there again when its base is chosen again.
  const [planned, setPlanned] = useState<{ current: string | null; opened: string[] }>({
    current: null,
    opened: [],
  })
  const atSelected = ready.find((b) => baseLabel(state, b.base).hex === selectedHex)?.base ?? null
  useEffect(() => {
    if (atSelected !== null && atSelected !== planned.current)
      setPlanned((p) => ({
        current: atSelected,
        opened: p.opened.includes(atSelected) ? p.opened : [...p.opened, atSelected],
      }))
  }, [atSelected, planned.current])
  const current = atSelected ?? planned.current
  const opened = planned.opened.filter((id) => ready.some((b) => b.base === id))
  const here = ready.filter((b) => b.base === current)
  const others = ready.filter((b) => !here.includes(b))
  return (
    <>
      <ReconTargets recon={pending.recon ?? []} />
      <LandReconTargets state={state} targets={pending.landRecon} />
      <Bombardments state={state} options={pending.bombard} />
      <FleetMoves state={state} />
      <CarrierFerry state={state} />
      <CarrierInPort state={state} />
      <StpEmbark state={state} />
      <FixedTransfers state={state} />
      <NavalCombatEntry state={state} />
      <NavalInterceptionEntry state={state} />
      <CarrierStatusEntry state={state} />
      {ready
        .filter((b) => opened.includes(b.base) || b.base === current)
        .map((b) => (
          <div key={b.base} hidden={b.base !== current}>
            <MissionForm
              state={state}
              option={b}
              missions={pending.missions}
              changeBaseOnly={extra[b.base]}
            />
          </div>
        ))}
      {others.length > 0 && (
        <div className="base-picks">
          <p>
            {here.length
              ? 'Or plan from another base:'
              : 'To plan a mission, select one of your bases with units ready to launch:'}
          </p>
          <ul className="plain inline">
            {others.map((b) => {
              const { name, hex } = baseLabel(state, b.base)
              return (
                <li key={b.base}>
                  <button type="button" onClick={() => hex && selectBase(hex)} disabled={!hex}>
                    {name}
                    {hex && ` ${hex}`} <span className="note">({count(b)})</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      <button
        type="button"
        onClick={() => guarded(() => sortieStore.getState().dispatch({ type: 'endStep' }))}
      >
        {state.strategic?.step
          ? 'Decline further raids'
          : state.offensivePhase?.current?.kind === 'sea'
            ? 'End the Sea Offensive'
            : state.offensivePhase?.current
              ? 'End the Air Offensive'
              : state.turn.phase === 'end'
                ? 'End your End Phase moves'
                : 'End Air Movement Step'}
      </button>
    </>
  )
}
