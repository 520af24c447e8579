// One dialog per AWAW rule 23 decision kind, each citing its rule, built from the rules' legal
// actions and the deciding side's view (never the whole state). What the players enter for rules
// the seed lacks (naval movement, rules 21–22; the Air Combat Table, rule 19) is labelled as coming
// from outside the rules text. The odds before a roll are counted under the rules' own table
// readings (odds.ts). A choice the dialog cannot build is refused by the rules with its message.
import { useState, type ReactNode } from 'react'
import {
  ACT_OUTCOMES,
  COVER_RANGE,
  MAX_DEFENDERS,
  coverShare,
  effectiveCover,
  extraProblem,
  forceOf,
  nearestAirBase,
  shareCover,
  type AwawAction,
  type AwawPending,
  type AwawState,
  type Draw,
} from '../../../rules/systems/awaw'
import { airDefenseLines, airDefenseOdds, navalAttackLine } from './odds'
import { baseName, drawKey, sideName, targetName, tfName } from './words'
import { SystemDialog } from '../shared/SystemDialog'

export interface AwawDialogProps<P extends AwawPending = AwawPending> {
  /** The deciding side's view, read through the rules' look-ups (words.ts, asState). */
  state: AwawState
  pending: P
  /** The rules' legal actions at this decision (RuleSystem.legal). */
  legal: readonly AwawAction[]
  act: (a: AwawAction) => void
  /** The hex last clicked on the map, if any (the outside dialog takes it as the hex entered). */
  mapHex?: string | null
}

export type Of<K extends AwawPending['kind']> = Extract<AwawPending, { kind: K }>

/** The frame every AWAW dialog shares: its title with the rule, the prompt, the body, the buttons. */
export function AwawDialog({
  state,
  title,
  children,
  buttons,
}: {
  state: AwawState
  title: string
  children?: ReactNode
  buttons?: ReactNode
}) {
  return (
    <SystemDialog
      name="awaw"
      pending={state.pending}
      who={sideName(state, state.pending.side)}
      title={title}
      buttons={buttons}
    >
      {children}
    </SystemDialog>
  )
}

function Lines({ lines, testId }: { lines: readonly string[]; testId: string }) {
  return (
    <ul className="awaw-odds plain" data-testid={testId}>
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  )
}

/** A short note for a newcomer where rule 23 first asks something of them (tutorial notes). */
function Newcomer({ children }: { children: ReactNode }) {
  return (
    <details className="awaw-newcomer" data-testid="awaw-newcomer">
      <summary>New to rule 23? What this means</summary>
      {children}
    </details>
  )
}

export function Problem({ text, testId }: { text: string | null; testId: string }) {
  return text ? (
    <p role="alert" className="violation" data-testid={testId}>
      {text}
    </p>
  ) : null
}

/** A whole number field from 0 to `max`. */
export function Count({
  label,
  value,
  max,
  onChange,
  testId,
}: {
  label: string
  value: number
  max: number
  onChange: (n: number) => void
  testId?: string
}) {
  return (
    <label className="awaw-count">
      <input
        type="number"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => onChange(Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))))}
      />{' '}
      {label} <span className="note">(0–{max})</span>
    </label>
  )
}

/** The squadrons a choice draws: its count per option; draws of 0 dropped. */
export function chosen(options: readonly Draw[], counts: Readonly<Record<string, number>>): Draw[] {
  return options.flatMap((d) => {
    const n = counts[drawKey(d)] ?? 0
    return n > 0 ? [{ base: d.base, kind: d.kind, count: n }] : []
  })
}

/** What drawing `n` squadrons of a kind from a base breaks of its AAF (23.131–23.133), in words, or null. */
function conversionWords(s: AwawState, d: Pick<Draw, 'base' | 'kind'>, n: number): string | null {
  if (d.kind === 'nas') return null
  const ready = s.bases[d.base]?.ready[d.kind] ?? 0
  const k = n - ready
  return k > 0
    ? `${baseName(s, d.base)}: ${k} AAF break${k === 1 ? 's' : ''} into ${3 * k} AAS, one search, one cover and one attack each; the counter${k === 1 ? ' goes' : 's go'} to the designated area until the end of the player turn (23.131–23.133).`
    : null
}

// ---------------------------------------------------------------------------------------------

/** What rules 21–22 decide, entered by the players: a naval force enters the next hex, or the turn ends. */
export function OutsideDialog({ state, legal, act, mapHex }: AwawDialogProps<Of<'outside'>>) {
  const moves = legal.filter((a): a is Extract<AwawAction, { type: 'enterHex' }> => a.type === 'enterHex')
  const forces = [...new Set(moves.map((m) => m.force))]
  const [force, setForce] = useState<string>(forces[0] ?? '')
  const hexes = moves.filter((m) => m.force === force).map((m) => m.hex)
  const picked = mapHex && hexes.includes(mapHex) ? mapHex : null
  return (
    <AwawDialog
      state={state}
      title="From outside the rules text: naval movement"
      buttons={
        <>
          {picked && (
            <button
              type="button"
              className="primary"
              onClick={() => act({ type: 'enterHex', force, hex: picked })}
            >
              Enter {picked} (the hex picked on the map)
            </button>
          )}
          {legal.some((a) => a.type === 'endTurn') && (
            <button type="button" onClick={() => act({ type: 'endTurn' })}>
              End the player turn (the AAS recombine, 23.141C)
            </button>
          )}
        </>
      }
    >
      <p className="note" data-testid="awaw-outside-note">
        Rule 23 rests on the naval rules (21–22), which are not in the rules text Sortie has: you enter what
        they decide, and the log marks it as coming from outside the rules text.
      </p>
      {forces.length > 1 && (
        <fieldset>
          <legend>Naval force</legend>
          {forces.map((id) => (
            <label key={id} className="touch">
              <input type="radio" name="awaw-force" checked={force === id} onChange={() => setForce(id)} />{' '}
              {forceOf(state, id)?.name ?? id} ({sideName(state, forceOf(state, id)?.side ?? '')}, at{' '}
              {state.forces[id]?.hex})
            </label>
          ))}
        </fieldset>
      )}
      <div role="group" aria-label="Enter a hex" className="awaw-hexes">
        <p>
          {forceOf(state, force)?.name ?? force} is in {state.forces[force]?.hex}; it enters one hex next to
          it (23.24A). Click a hex here or on the map:
        </p>
        {hexes.map((hex) => (
          <button key={hex} type="button" onClick={() => act({ type: 'enterHex', force, hex })}>
            Enter {hex}
          </button>
        ))}
      </div>
    </AwawDialog>
  )
}

/** 23.24, 23.161: the enemy may strike the force's task forces with the attack AAS and NAS in reach. */
export function StrikeDialog({ state, pending, legal, act }: AwawDialogProps<Of<'strike'>>) {
  const options =
    legal.flatMap((a) => (a.type === 'strike' && a.attacks.length ? [a.attacks[0].from] : []))[0] ?? []
  const tfs = forceOf(state, pending.force)?.taskForces ?? []
  const [counts, setCounts] = useState<Record<string, Record<string, number>>>({})
  const set = (tf: string, key: string, n: number) =>
    setCounts((c) => ({ ...c, [tf]: { ...c[tf], [key]: n } }))
  const attacks = tfs
    .map((t) => ({ tf: t.id, from: chosen(options, counts[t.id] ?? {}) }))
    .filter((a) => a.from.length)
  const used = (key: string) => tfs.reduce((a, t) => a + (counts[t.id]?.[key] ?? 0), 0)
  const over = options.find((d) => used(drawKey(d)) > d.count)
  const problem = over
    ? `${baseName(state, over.base)} can put up ${over.count} ${over.kind === 'nas' ? 'NAS' : 'attack AAS'}, and ${used(drawKey(over))} are assigned: each squadron attacks one task force (23.24C).`
    : null
  const conversions = options.flatMap((d) => conversionWords(state, d, used(drawKey(d))) ?? [])
  const total = attacks.reduce((a, x) => a + x.from.reduce((b, d) => b + d.count, 0), 0)
  return (
    <AwawDialog
      state={state}
      title={`Strike ${forceOf(state, pending.force)?.name ?? pending.force} in ${pending.hex}`}
      buttons={
        <>
          <button
            type="button"
            className="primary"
            disabled={!attacks.length || problem !== null}
            onClick={() => act({ type: 'strike', attacks })}
          >
            Attack with {total} squadron{total === 1 ? '' : 's'} (23.24)
          </button>
          <button type="button" onClick={() => act({ type: 'strike', attacks: [] })}>
            Let it pass
          </button>
        </>
      }
    >
      {options.length === 0 && <p>No attack AAS or NAS of yours reaches {pending.hex}.</p>}
      {tfs.map((t) => (
        <fieldset key={t.id} data-testid={`awaw-strike-${t.id}`}>
          <legend>Against {t.name}</legend>
          {options.map((d) => (
            <Count
              key={drawKey(d)}
              label={`${d.kind === 'nas' ? 'NAS' : 'attack AAS'} from ${baseName(state, d.base)}`}
              value={counts[t.id]?.[drawKey(d)] ?? 0}
              max={d.count}
              onChange={(n) => set(t.id, drawKey(d), n)}
            />
          ))}
        </fieldset>
      ))}
      {conversions.length > 0 && <Lines lines={conversions} testId="awaw-conversion" />}
      <Problem text={problem} testId="awaw-strike-problem" />
      <Newcomer>
        <p>
          Land-based air attacks ships at sea as attack AAS (army air squadrons) or NAS. An AAF (army air
          factor) first used at sea breaks into three AAS, one search, one cover and one attack
          (23.131–23.133); at the end of the player turn they recombine, three AAS to an AAF (23.141C–23.144).
          Rule 17&apos;s ranges are not in the rules text: each base&apos;s range is the scenario&apos;s (a
          stand-in when marked so).
        </p>
      </Newcomer>
    </AwawDialog>
  )
}

/** 23.22, 23.24C, 23.33: the owner assigns cover and CAP over the force, in secret. */
export function CoverDialog({ state, pending, legal, act }: AwawDialogProps<Of<'cover'>>) {
  const covers = legal.filter((a): a is Extract<AwawAction, { type: 'cover' }> => a.type === 'cover')
  const options = covers.find((a) => a.from.length)?.from ?? []
  const capMax: Record<string, number> = {}
  for (const a of covers)
    for (const [tf, n] of Object.entries(a.cap)) capMax[tf] = Math.max(capMax[tf] ?? 0, n)
  const force = forceOf(state, pending.force)
  const tfs = force?.taskForces.map((t) => t.id) ?? []
  const [counts, setCounts] = useState<Record<string, number>>({})
  const [cap, setCap] = useState<Record<string, number>>({})
  const [extra, setExtra] = useState<string[]>([])
  const from = chosen(options, counts)
  const total = from.reduce((a, d) => a + d.count, 0)
  const odd = tfs.length ? total % tfs.length : 0
  // The odd squadrons go to the task forces attacked first (23.24C): the default the form offers.
  const defaultExtra = [...pending.attacked, ...tfs.filter((t) => !pending.attacked.includes(t))].slice(
    0,
    odd,
  )
  const extraNow = extra.length === odd ? extra : defaultExtra
  const problem = extraProblem(total, tfs, pending.attacked, extraNow)
  const byTf = shareCover(total, tfs, extraNow)
  const d = force ? nearestAirBase(state, force.side, pending.hex) : Infinity
  const share = coverShare(d)
  const range = COVER_RANGE[state.scenario.theater]
  const capNow = Object.fromEntries(tfs.map((t) => [t, Math.min(cap[t] ?? 0, capMax[t] ?? 0)]))
  const conversions = options.flatMap((o) => conversionWords(state, o, counts[drawKey(o)] ?? 0) ?? [])
  return (
    <AwawDialog
      state={state}
      title={`Air cover and CAP over ${force?.name ?? pending.force} (secret)`}
      buttons={
        <button
          type="button"
          className="primary"
          disabled={problem !== null}
          onClick={() => act({ type: 'cover', from, extra: extraNow, cap: capNow })}
        >
          Assign the cover and CAP, in secret (23.24C)
        </button>
      }
    >
      <p className="note" data-testid="awaw-secret-note">
        Secret: {sideName(state, pending.side)}&apos;s cover and CAP are not shown to the other player; only
        the numbers that engage are announced (23.25A, 23.415A).
      </p>
      <fieldset data-testid="awaw-cover-from">
        <legend>
          Cover: cover AAS and land-based NAS within {range} hexes of {pending.hex} (
          {state.scenario.theater === 'pacific' ? 'Pacific' : 'Europe'}, 23.22)
        </legend>
        {options.length === 0 && <p>None of your bases within {range} hexes can put up cover.</p>}
        {options.map((o) => (
          <Count
            key={drawKey(o)}
            label={`${o.kind === 'nas' ? 'NAS' : 'cover AAS'} from ${baseName(state, o.base)}`}
            value={counts[drawKey(o)] ?? 0}
            max={o.count}
            onChange={(n) => setCounts((c) => ({ ...c, [drawKey(o)]: n }))}
          />
        ))}
      </fieldset>
      {odd > 0 && (
        <fieldset data-testid="awaw-cover-extra">
          <legend>
            {total} over {tfs.length} task forces leaves {odd}: name the task force{odd === 1 ? '' : 's'} that
            get{odd === 1 ? 's' : ''} one more, the attacked first (23.24C)
          </legend>
          {tfs.map((t) => (
            <label key={t} className="touch">
              <input
                type="checkbox"
                checked={extraNow.includes(t)}
                onChange={(e) =>
                  setExtra(e.target.checked ? [...extraNow, t] : extraNow.filter((x) => x !== t))
                }
              />{' '}
              {tfName(state, t)}
              {pending.attacked.includes(t) ? ' (attacked)' : ''}
            </label>
          ))}
        </fieldset>
      )}
      {tfs.some((t) => (capMax[t] ?? 0) > 0) && (
        <fieldset data-testid="awaw-cover-cap">
          <legend>
            CAP: at most a third, rounded up, of each task force&apos;s CV, CVL and CVB NAS (23.33, 23.36)
          </legend>
          {tfs
            .filter((t) => (capMax[t] ?? 0) > 0)
            .map((t) => (
              <Count
                key={t}
                label={`CAP over ${tfName(state, t)}`}
                value={capNow[t]}
                max={capMax[t]}
                onChange={(n) => setCap((c) => ({ ...c, [t]: n }))}
              />
            ))}
        </fieldset>
      )}
      <Lines
        testId="awaw-cover-share"
        lines={[
          `The nearest friendly air base is ${d === Infinity ? 'beyond reach' : `${d} hex${d === 1 ? '' : 'es'}`} from ${pending.hex}: ${share.num === share.den ? 'all the cover' : `${share.num}/${share.den} of the cover, rounded up,`} may engage (23.22A).`,
          ...tfs.map(
            (t) =>
              `${tfName(state, t)}: ${byTf[t]} cover assigned, ${effectiveCover(byTf[t], d)} may engage; CAP ${capNow[t]}${pending.attacked.includes(t) ? ' (attacked)' : ''}.`,
          ),
          `At most ${MAX_DEFENDERS} defenders engage in any one air combat (23.415A).`,
        ]}
      />
      {conversions.length > 0 && <Lines lines={conversions} testId="awaw-conversion" />}
      <Problem text={total > 0 || odd > 0 ? problem : null} testId="awaw-cover-problem" />
      <Newcomer>
        <p>
          Cover is land-based air flying over ships at sea: cover AAS (an AAF breaks into three AAS, one of
          them cover, 23.131) and land-based NAS based within {range} hexes (23.22). How much of it engages
          depends on the nearest friendly air base: all within one hex, two thirds at two, one third beyond,
          rounded up (23.22A). Cover is shared among the force&apos;s task forces, the odd squadrons to those
          attacked (23.24C). CAP is the carriers&apos; own NAS over their task force, a third at most (23.33).
        </p>
      </Newcomer>
    </AwawDialog>
  )
}

/** 23.415A–D: how many CAP and cover squadrons engage this strike; the rest are held back. */
export function EngageDialog({ state, pending, act }: AwawDialogProps<Of<'engage'>>) {
  const [cap, setCap] = useState(pending.max.cap)
  const [cover, setCover] = useState(Math.min(pending.max.cover, pending.max.total - pending.max.cap))
  const n = cap + cover
  const problem =
    n > pending.max.total
      ? `${n} defenders: at most ${pending.max.total} defending squadrons engage in any one air combat (23.415A).`
      : null
  const strike = state.entry?.strikes.find((x) => x.tf === pending.tf)
  const attackers = strike?.from.reduce((a, d) => a + d.count, 0) ?? 0
  return (
    <AwawDialog
      state={state}
      title={`Defenders engaging over ${tfName(state, pending.tf)}`}
      buttons={
        <>
          <button
            type="button"
            className="primary"
            disabled={problem !== null}
            onClick={() => act({ type: 'engage', cap, cover })}
          >
            Engage with {n} ({cap} CAP, {cover} cover) (23.415)
          </button>
          <button type="button" onClick={() => act({ type: 'engage', cap: 0, cover: 0 })}>
            Hold every defender back
          </button>
        </>
      }
    >
      {pending.max.cap > 0 && (
        <Count
          label="CAP engaging"
          value={cap}
          max={pending.max.cap}
          onChange={setCap}
          testId="awaw-engage-cap"
        />
      )}
      {pending.max.cover > 0 && (
        <Count
          label="cover engaging"
          value={cover}
          max={pending.max.cover}
          onChange={setCover}
          testId="awaw-engage-cover"
        />
      )}
      <p className="note" data-testid="awaw-engage-drm">
        {cap > 0 && cover === 0
          ? 'CAP alone: its favourable 1-point DRM applies in the air combat (23.415D).'
          : cap > 0
            ? 'CAP with cover: no CAP DRM (23.415D).'
            : 'Cover alone: no CAP DRM (23.415D).'}{' '}
        The numbers that engage are announced to the attacker; those held back take no part (23.415A, C).
      </p>
      <Problem text={problem} testId="awaw-engage-problem" />
      {strike && (
        <>
          <p>Then the squadrons that go on meet your air defence, if all {attackers} went on:</p>
          <Lines
            testId="awaw-air-defense-odds"
            lines={airDefenseLines(airDefenseOdds(state, pending.tf, pending.side), attackers)}
          />
        </>
      )}
    </AwawDialog>
  )
}

/** 23.416: each side enters its air combat result read off its own Air Combat Table (rule 19). */
export function AirCombatResultDialog({ state, pending, legal, act }: AwawDialogProps<Of<'chartLookup'>>) {
  const [a, setA] = useState(1)
  const [b, setB] = useState(2)
  const allowed = new Set(legal.flatMap((x) => (x.type === 'chart' ? [x.result] : [])))
  const result = a === 0 && b === 0 ? '0' : `${a}/${b}`
  const range = [...new Set(ACT_OUTCOMES.flatMap((o) => (o === '0' ? [0] : o.split('/').map(Number))))]
  const entry = state.entry
  const defender = entry && entry.attacker !== pending.side
  const strike = entry?.strikes.find((x) => !x.done)
  const attackers = strike?.from.reduce((s, d) => s + d.count, 0) ?? 0
  return (
    <AwawDialog
      state={state}
      title="From your own chart: the air combat result"
      buttons={
        <>
          <button
            type="button"
            className="primary"
            disabled={!allowed.has(result)}
            onClick={() => act({ type: 'chart', result })}
          >
            Enter {result} (23.416)
          </button>
          <button
            type="button"
            disabled={!allowed.has('0')}
            onClick={() => act({ type: 'chart', result: '0' })}
          >
            No effect: 0
          </button>
        </>
      }
    >
      <p className="note" data-testid="awaw-chart-note">
        Rule 19 (its dice, modifiers and Air Combat Table) is not in the rules text Sortie has: roll and read
        your own printed chart, then enter the result printed there, &quot;a/b&quot;: a opposing squadrons
        eliminated, b aborted. With no modifiers, 1/2 is the most likely result (23.416). The log says the
        result came from your own chart.
      </p>
      <div role="group" aria-label="The result on your chart" className="awaw-outcomes">
        <label>
          a, eliminated{' '}
          <select value={a} onChange={(e) => setA(Number(e.target.value))} aria-label="a, eliminated">
            {range.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          b, aborted{' '}
          <select value={b} onChange={(e) => setB(Number(e.target.value))} aria-label="b, aborted">
            {range.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="note">
        {defender
          ? `Your result falls on the ${attackers} attacking squadrons: eliminated first, then aborted, those that engaged first (23.416A).`
          : 'Your result only eliminates defenders; the defender ignores its aborts (23.416B).'}
      </p>
      {defender && strike && (
        <Lines
          testId="awaw-air-defense-odds"
          lines={airDefenseLines(airDefenseOdds(state, strike.tf, pending.side), attackers)}
        />
      )}
    </AwawDialog>
  )
}

/** 23.43: the squadrons that got through are assigned, each to one target; then one roll per target. */
export function TargetsDialog({ state, pending, act }: AwawDialogProps<Of<'targets'>>) {
  const [assign, setAssign] = useState<Record<string, number>>(() =>
    pending.targets.length ? { [pending.targets[0]]: pending.squadrons } : {},
  )
  const total = Object.values(assign).reduce((a, n) => a + n, 0)
  const problem =
    total !== pending.squadrons
      ? `${total} assigned: each of the ${pending.squadrons} squadrons that got through attacks one target (23.43).`
      : null
  const picked = Object.fromEntries(Object.entries(assign).filter(([, n]) => n > 0))
  return (
    <AwawDialog
      state={state}
      title={`Targets in ${tfName(state, pending.tf)}`}
      buttons={
        <button
          type="button"
          className="primary"
          disabled={problem !== null}
          onClick={() => act({ type: 'targets', assign: picked })}
        >
          Attack these targets (23.43, 23.44)
        </button>
      }
    >
      {pending.targets.map((t) => (
        <div key={t} className="awaw-target">
          <Count
            label={targetName(state, pending.tf, t)}
            value={assign[t] ?? 0}
            max={pending.squadrons}
            onChange={(n) => setAssign((a) => ({ ...a, [t]: n }))}
            testId={`awaw-target-${t}`}
          />
          {(assign[t] ?? 0) > 0 && <Lines lines={[navalAttackLine(assign[t])]} testId={`awaw-nat-${t}`} />}
        </div>
      ))}
      <p className="note">
        Each target&apos;s roll is two dice plus your Air Nationality DRM, minus the target&apos;s Naval
        Nationality DRM, plus 1 for naval air at sea (23.441); the log shows each term. The assignment cannot
        be changed once made (23.43).
      </p>
      <Problem text={problem} testId="awaw-targets-problem" />
    </AwawDialog>
  )
}

/** 23.142C: a side above its force pool removes AAF, one at a time, from a base of its choice. */
export function RemoveAafDialog({ state, pending, act }: AwawDialogProps<Of<'removeAaf'>>) {
  const [base, setBase] = useState(pending.choices[0] ?? '')
  return (
    <AwawDialog
      state={state}
      title={`Remove ${pending.excess} AAF above the force pool`}
      buttons={
        <button type="button" className="primary" onClick={() => act({ type: 'removeAaf', base })}>
          Remove one AAF from {baseName(state, base)} (23.142C)
        </button>
      }
    >
      <fieldset>
        <legend>From which base</legend>
        {pending.choices.map((c) => (
          <label key={c} className="touch">
            <input type="radio" name="awaw-remove" checked={base === c} onChange={() => setBase(c)} />{' '}
            {baseName(state, c)} ({state.bases[c]?.aaf ?? 0} AAF)
          </label>
        ))}
      </fieldset>
    </AwawDialog>
  )
}
