// The strategic bombing raid's decisions (APTO Part 2): assign the Bombers over the target to the
// Strategic Target or the Rail Capacity before any combat there (D-SB-ASSIGN, 2.2, 2.6); after
// the combat, group them into Strategic Bombing Attacks with the exact odds of each before the
// roll, and the B-29 +1 when it is optional (D-SB-ATTACKS, 2.5, 2.7); the bomber lost to an
// asterisk (D-SB-AA). And the results panel: what the raids cost the enemy, in EP and Rail Capacity.
import { useMemo, useState } from 'react'
import { raidPreview, strategicResults, type GameState, type UnitId } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { BombingTableNote, OwnChartShare } from './ChartNote'
import { act, pct, UnitName, unitText, type P } from './common'

type Figures = ReturnType<typeof raidPreview>

/** One attack's figures and exact odds before the roll (2.3–2.8). */
function AttackOdds({ f, testId }: { f: Figures; testId: string }) {
  const losses = Object.entries(f.chances.loss)
    .map(([k, v]) => [Number(k), v] as const)
    .sort((a, b) => a[0] - b[0])
  const unit = f.target === 'rail' ? 'Rail Capacity' : 'EP'
  return (
    <div className="odds" data-testid={testId}>
      <ul className="plain note">
        {f.lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
        {f.halvings.map((h, i) => (
          <li key={`h${i}`}>
            Halved: {h.label} ({h.rule})
          </li>
        ))}
      </ul>
      <p>
        Strength <strong data-testid="raid-strength">{f.strength}</strong>
        {f.column !== null && (
          <>
            , column <strong data-testid="raid-column">{f.column}</strong>
            {f.shifts.length > 0 && (
              <span className="note"> ({f.shifts.map((s) => `${s.label}, ${s.rule}`).join('; ')})</span>
            )}
          </>
        )}
        <BombingTableNote />
        {f.modifiers.map((m) => (
          <span key={m.label}>
            ; roll +{m.value}: {m.label} ({m.rule})
          </span>
        ))}
        .
      </p>
      {f.refusal ? (
        <p className="notice" data-testid="raid-refusal">
          {f.refusal}
        </p>
      ) : (
        <p data-testid="odds-line">
          {f.nationName} loses {unit}: {losses.map(([k, v]) => `${k}: ${pct(v)}`).join(' · ')}; expected{' '}
          <span data-testid="raid-expected">{f.chances.expected.toFixed(2)}</span> · anti-aircraft loss{' '}
          <span data-testid="raid-aa">{pct(f.chances.aa)}</span>
          <OwnChartShare share={f.chances.unknown} />
          {f.target === 'rail' && <span className="note"> (half the result, rounded up, 2.6)</span>}
        </p>
      )}
    </div>
  )
}

/** D-SB-ASSIGN: each Bomber on the Strategic Target or the Rail Capacity, before any combat there (2.2, 2.3, 2.6). */
export function RaidAssignDialog({ state, p }: { state: GameState; p: P<'raidAssign'> }) {
  const [rail, setRail] = useState<UnitId[]>([])
  const onTarget = p.bombers.filter((id) => !rail.includes(id))
  const fTarget = useMemo(
    () => (onTarget.length ? raidPreview(state, 'strategic', onTarget) : null),
    [state, onTarget.join()],
  )
  const fRail = useMemo(() => (rail.length ? raidPreview(state, 'rail', rail) : null), [state, rail.join()])
  return (
    <DecisionDialog
      state={state}
      title={`Raid on ${p.target}: assign the Bombers`}
      confirmLabel="Assign"
      onConfirm={() => act({ type: 'assignRaid', rail })}
    >
      <p>
        Before any combat here, each Bomber attacks either {p.target} (EP) or {p.rail.name}’s Rail Capacity (
        {p.rail.capacity} left this month), never both (2.2, 2.6). The odds below are those if no Bomber is
        lost in the combat.
      </p>
      <ul className="plain">
        {p.bombers.map((id) => (
          <li key={id}>
            <label className="touch">
              <UnitName state={state} id={id} />{' '}
              <select
                aria-label={`Target of ${id}`}
                value={rail.includes(id) ? 'rail' : 'target'}
                onChange={(e) =>
                  setRail((r) => (e.target.value === 'rail' ? [...r, id] : r.filter((x) => x !== id)))
                }
              >
                <option value="target">bombs {p.target}</option>
                <option value="rail">bombs {p.rail.name}’s Rail Capacity</option>
              </select>
            </label>
          </li>
        ))}
      </ul>
      {fTarget && <AttackOdds f={fTarget} testId="raid-assign-target" />}
      {fRail && <AttackOdds f={fRail} testId="raid-assign-rail" />}
    </DecisionDialog>
  )
}

const OUT = 0

/** D-SB-ATTACKS: the Bombers in groups, one roll each, with the exact odds; the Rail Capacity attack; the optional B-29 +1 (2.5, 2.6, 2.7). */
export function RaidAttacksDialog({ state, p }: { state: GameState; p: P<'raidAttacks'> }) {
  const [groupOf, setGroupOf] = useState<Record<UnitId, number>>(() =>
    Object.fromEntries(p.bombers.map((id) => [id, 1])),
  )
  const [rail, setRail] = useState(p.rail.length > 0)
  const [b29, setB29] = useState(false)
  const groups: UnitId[][] = []
  for (let g = 1; g <= p.bombers.length; g++) {
    const members = p.bombers.filter((id) => groupOf[id] === g)
    if (members.length) groups.push(members)
  }
  const bonus = p.b29Optional ? b29 : undefined
  const key = JSON.stringify([groups, bonus])
  const figures = useMemo(() => groups.map((g) => raidPreview(state, 'strategic', g, bonus)), [state, key])
  const railFigures = useMemo(
    () => (p.rail.length ? raidPreview(state, 'rail', p.rail) : null),
    [state, p.rail.join()],
  )
  const attacks = groups.length + (rail && p.rail.length ? 1 : 0)
  const refused = figures.some((f) => f.refusal) || (rail && railFigures?.refusal)
  // Whether a group has a full-strength B-29 whose +1 must be announced (2.7).
  const b29InGroups = useMemo(
    () => p.b29Optional && groups.some((g) => raidPreview(state, 'strategic', g, true).modifiers.length > 0),
    [state, key],
  )
  return (
    <DecisionDialog
      state={state}
      title={`Strategic Bombing Attacks on ${p.loc}`}
      confirmLabel={
        attacks ? `Bomb and roll (${attacks} attack${attacks === 1 ? '' : 's'})` : 'Make no attack'
      }
      confirmDisabled={!!refused}
      onConfirm={() =>
        act({
          type: 'bombStrategic',
          groups,
          ...(rail && p.rail.length ? { rail: true } : {}),
          ...(b29InGroups ? { b29Bonus: b29 } : {}),
        })
      }
    >
      {p.bombers.length > 0 && (
        <>
          <p>
            Put the Bombers in groups: each group makes one Strategic Bombing Attack, one 2d6 roll on the
            column of its total strength; an asterisk costs one Bomber of that group a step (2.5).
            {p.night ? ' A night raid: always the 2-5 column (2.8).' : ''}
          </p>
          <ul className="plain">
            {p.bombers.map((id) => (
              <li key={id} data-testid={`raid-group-${id}`}>
                <label className="touch">
                  <UnitName state={state} id={id} />{' '}
                  <select
                    aria-label={`Group of ${id}`}
                    value={groupOf[id] ?? OUT}
                    onChange={(e) => setGroupOf((g) => ({ ...g, [id]: Number(e.target.value) }))}
                  >
                    <option value={OUT}>does not bomb</option>
                    {p.bombers.map((_, k) => (
                      <option key={k} value={k + 1}>
                        group {k + 1}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {p.b29Optional && (
        <fieldset className="unit-checks" data-testid="raid-b29">
          <legend>The B-29 +1 (2.7)</legend>
          <p className="note">
            The US holds an airbase on Iwo Jima: adding +1 for each full-strength B-29 is your choice,
            announced before the roll.
          </p>
          <label className="touch">
            <input type="radio" name="b29" checked={!b29} onChange={() => setB29(false)} /> Without the +1
          </label>
          <label className="touch">
            <input type="radio" name="b29" checked={b29} onChange={() => setB29(true)} /> With the +1
          </label>
        </fieldset>
      )}
      {figures.map((f, i) => (
        <div key={i}>
          <p>
            <strong>Attack {i + 1}</strong> on {f.name}:{' '}
            {f.bombers.map((id) => unitText(state, id)).join(', ')}
          </p>
          <AttackOdds f={f} testId={`raid-odds-${i + 1}`} />
        </div>
      ))}
      {p.rail.length > 0 && railFigures && (
        <div>
          <label className="touch">
            <input
              type="checkbox"
              checked={rail}
              onChange={(e) => setRail(e.target.checked)}
              data-testid="raid-rail"
            />{' '}
            The Rail Capacity attack: {p.rail.map((id) => unitText(state, id)).join(', ')} (2.6)
          </label>
          {rail && <AttackOdds f={railFigures} testId="raid-odds-rail" />}
        </div>
      )}
    </DecisionDialog>
  )
}

/** D-SB-AA: which Bomber of that attack loses a step; the side with the Initiative chooses (2.5). */
export function RaidAaDialog({ state, p }: { state: GameState; p: P<'raidAa'> }) {
  const [unit, setUnit] = useState<UnitId>(p.bombers[0])
  const chosen = p.bombers.includes(unit) ? unit : p.bombers[0]
  return (
    <DecisionDialog
      state={state}
      title="Anti-aircraft loss"
      confirmLabel="This Bomber loses the step"
      onConfirm={() => act({ type: 'chooseLoss', unit: chosen })}
    >
      <fieldset className="unit-checks">
        <legend>Which Bomber of that attack loses a step (2.5)</legend>
        {p.bombers.map((id) => (
          <label key={id} className="touch">
            <input type="radio" name="raid-loss" checked={chosen === id} onChange={() => setUnit(id)} />{' '}
            <UnitName state={state} id={id} />
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}

/**
 * What the raids cost the enemy this month (APTO Part 2): each Strategic Bombing Attack, the EP
 * each nation lost this season (take them off its EP Track at the table: Sortie shows them, it
 * keeps no EP Track) and each Rail Capacity left this month.
 */
export function StrategicResults({ state }: { state: GameState }) {
  if (!state.strategic?.results.length) return null
  const r = strategicResults(state)
  if (!r.thisMonth.length && !r.rail.length) return null
  const nationName = (id: string) => state.scenario.nations.find((n) => n.id === id)?.name ?? id
  return (
    <section className="gs-results" aria-label="Strategic bombing results" data-testid="strategic-results">
      <h3>Strategic bombing results</h3>
      <ul className="plain">
        {r.thisMonth.map((x, i) => (
          <li key={i} data-testid="strategic-result">
            <strong>
              {x.name} ({x.hex})
            </strong>
            {x.night ? ' at night' : ''}:{' '}
            {x.result <= 0
              ? 'no effect'
              : x.target === 'rail'
                ? `${nationName(x.nation)}’s Rail Capacity −${x.loss} this month`
                : `${nationName(x.nation)} loses ${x.loss} EP`}
            <span className="note">
              {' '}
              — {x.bombers.map((id) => unitText(state, id)).join(', ')}, column {x.column}, roll {x.modified}:{' '}
              {x.result || '–'}
              {x.asterisk ? '*' : ''}
              {x.capped ? `; ${x.capped}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {r.epThisSeason.map((e) => (
        <p key={e.nation} data-testid={`strategic-ep-${e.nation}`}>
          {e.name}: {e.lost} EP lost to strategic bombing this season ({r.season})
          {e.income !== undefined ? `, of an income of ${e.income}` : ''}. Take them off its EP Track.
        </p>
      ))}
      {r.rail.map((x) => (
        <p key={x.nation} data-testid={`strategic-rail-${x.nation}`}>
          {x.name}’s Rail Capacity this month: {x.now} of {x.printed}
          {x.now === 0
            ? ' — no friendly rail movement within or through it (2.6)'
            : ' (units railing in from another nation are not limited, 2.6)'}
          .
        </p>
      ))}
    </section>
  )
}
