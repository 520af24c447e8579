import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deepFreeze } from '../properties/gameProperties'
import { HASH_MISMATCH, makeSave, parseSaveText } from './load'
import { migrateSave, SAVE_MIGRATIONS, V11_PINS, V8_PINS, V9_PINS, type SaveMigration } from './migrate'
import { replayActions } from './replay'
import { newGame } from '../engine/newGame'
import { parseScenario } from '../scenario/validate'
import type { Action, GameState } from '../types'
import { stateHash, stateWithoutScenario } from './hash'

// A made-up version 0, to test the mechanism: the actions were called "moves" and the scripted
// dice were a comma-separated text. Version 1 is the first real format; the loader takes the
// table as an option (here the made-up step, then the shipped ones).
const FAKE_V0_TO_V1: SaveMigration = {
  from: 0,
  to: 1,
  what: '"moves" became "actions"; "dice" became a list of numbers',
  up(save) {
    const { moves, dice, ...rest } = save
    if (!Array.isArray(moves)) throw new Error('"moves" must be a list')
    const faces =
      typeof dice === 'string' && dice.trim() !== ''
        ? dice.split(',').map((d) => Number(d.trim()))
        : undefined
    return { ...rest, version: 1, actions: moves, ...(faces ? { dice: faces } : {}) }
  },
}
const WITH_V0 = [FAKE_V0_TO_V1, ...SAVE_MIGRATIONS]

describe('migrateSave', () => {
  it('leaves anything that is not an older save of this format unchanged, for the loader to judge', () => {
    for (const json of [
      null,
      3,
      'x',
      [],
      {},
      { format: 'sortie-scenario', version: 0 },
      { format: 'sortie-save' },
      { format: 'sortie-save', version: '0' },
      { format: 'sortie-save', version: 0.5 },
      { format: 'sortie-save', version: 11 },
      { format: 'sortie-save', version: 12 },
    ]) {
      const r = migrateSave(json, WITH_V0)
      expect(r).toEqual({ ok: true, json, from: null, steps: [] })
      if (r.ok) expect(r.json).toBe(json)
    }
  })

  it('the shipped table upgrades version 1 (its hash is then checked as version 1 wrote it); an older version is refused by name', () => {
    expect(SAVE_MIGRATIONS.map((m) => [m.from, m.to])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [6, 7],
      [7, 8],
      [8, 9],
      [9, 10],
      [10, 11],
    ])
    expect(migrateSave({ format: 'sortie-save', version: 1, seed: 3 })).toEqual({
      ok: true,
      json: { format: 'sortie-save', version: 11, seed: 3 },
      from: 1,
      steps: [
        `1 → 2: ${SAVE_MIGRATIONS[0].what}`,
        `2 → 3: ${SAVE_MIGRATIONS[1].what}`,
        `3 → 4: ${SAVE_MIGRATIONS[2].what}`,
        `4 → 5: ${SAVE_MIGRATIONS[3].what}`,
        `5 → 6: ${SAVE_MIGRATIONS[4].what}`,
        `6 → 7: ${SAVE_MIGRATIONS[5].what}`,
        `7 → 8: ${SAVE_MIGRATIONS[6].what}`,
        `8 → 9: ${SAVE_MIGRATIONS[7].what}`,
        `9 → 10: ${SAVE_MIGRATIONS[8].what}`,
        `10 → 11: ${SAVE_MIGRATIONS[9].what}`,
      ],
    })
    // 3 → 4 pins the rules a version 3 game was played under: no D-BOMB-UCEP (the roll is always made), no Forced Rebase.
    expect(
      migrateSave({
        format: 'sortie-save',
        version: 3,
        scenario: { id: 's', options: { blitzAirScope: 'anywhere' } },
      }),
    ).toMatchObject({
      ok: true,
      json: {
        version: 11,
        scenario: {
          id: 's',
          options: {
            blitzAirScope: 'anywhere',
            epToSaveConstruction: false,
            forcedRebase: false,
            reactiveNavalMoves: false,
            carrierRecoversUnderwayOnly: false,
            seaOffensives: false,
            carriersInPort: false,
            endPhaseNavalMoves: false,
            autoLocateWithinOneHex: true,
            airTransport: false,
            paradrops: false,
            landReconnaissance: false,
            grassAirfields: false,
            basingChoices: false,
            groundedChangeBaseBan: false,
            ...V8_PINS,
            ...V9_PINS,
            ...V11_PINS,
          },
        },
      },
      from: 3,
    })
    expect(migrateSave({ format: 'sortie-save', version: 0 })).toEqual({
      ok: false,
      path: 'version',
      message: 'save version 0 is older than this Sortie can read (it reads versions 1 to 11)',
    })
  })

  it('upgrades a version 0 save step by step without touching its input', () => {
    const v0 = deepFreeze({
      format: 'sortie-save',
      version: 0,
      scenario: { id: 's' },
      seed: 4,
      dice: '6, 5,1',
      moves: [{ type: 'pass' }],
    })
    expect(migrateSave(v0, WITH_V0)).toEqual({
      ok: true,
      json: {
        format: 'sortie-save',
        version: 11,
        scenario: {
          id: 's',
          options: {
            offensivePhase: false,
            epToSaveConstruction: false,
            forcedRebase: false,
            reactiveNavalMoves: false,
            carrierRecoversUnderwayOnly: false,
            seaOffensives: false,
            carriersInPort: false,
            endPhaseNavalMoves: false,
            autoLocateWithinOneHex: true,
            airTransport: false,
            paradrops: false,
            landReconnaissance: false,
            grassAirfields: false,
            basingChoices: false,
            groundedChangeBaseBan: false,
            ...V8_PINS,
            ...V9_PINS,
            ...V11_PINS,
          },
        },
        seed: 4,
        dice: [6, 5, 1],
        actions: [{ type: 'pass' }],
      },
      from: 0,
      steps: [
        '0 → 1: "moves" became "actions"; "dice" became a list of numbers',
        `1 → 2: ${SAVE_MIGRATIONS[0].what}`,
        `2 → 3: ${SAVE_MIGRATIONS[1].what}`,
        `3 → 4: ${SAVE_MIGRATIONS[2].what}`,
        `4 → 5: ${SAVE_MIGRATIONS[3].what}`,
        `5 → 6: ${SAVE_MIGRATIONS[4].what}`,
        `6 → 7: ${SAVE_MIGRATIONS[5].what}`,
        `7 → 8: ${SAVE_MIGRATIONS[6].what}`,
        `8 → 9: ${SAVE_MIGRATIONS[7].what}`,
        `9 → 10: ${SAVE_MIGRATIONS[8].what}`,
        `10 → 11: ${SAVE_MIGRATIONS[9].what}`,
      ],
    })
  })

  it('chains the steps in order, whatever the order of the table', () => {
    const step = (from: number): SaveMigration => ({
      from,
      to: from + 1,
      what: `step ${from}`,
      up: (s) => ({ ...s, version: from + 1, trail: [...((s.trail as number[]) ?? []), from] }),
    })
    const table = [step(2), step(1)]
    expect(migrateSave({ format: 'sortie-save', version: 1 }, table, 3)).toEqual({
      ok: true,
      json: { format: 'sortie-save', version: 3, trail: [1, 2] },
      from: 1,
      steps: ['1 → 2: step 1', '2 → 3: step 2'],
    })
    expect(migrateSave({ format: 'sortie-save', version: 2 }, table, 3)).toMatchObject({
      ok: true,
      json: { version: 3, trail: [2] },
      from: 2,
    })
    expect(migrateSave({ format: 'sortie-save', version: 0 }, table, 3)).toEqual({
      ok: false,
      path: 'version',
      message: 'save version 0 is older than this Sortie can read (it reads versions 1 to 3)',
    })
  })

  it('a migration that throws, gives the wrong version or loops is reported, never thrown', () => {
    const throwing: SaveMigration = {
      from: 0,
      to: 1,
      what: 'x',
      up: () => {
        throw new Error('"moves" must be a list')
      },
    }
    expect(migrateSave({ format: 'sortie-save', version: 0 }, [throwing])).toEqual({
      ok: false,
      path: '',
      message: 'this version 0 save could not be upgraded from version 0 to 1: "moves" must be a list',
    })
    const wrong: SaveMigration = { from: 0, to: 1, what: 'x', up: (s) => ({ ...s }) }
    expect(migrateSave({ format: 'sortie-save', version: 0 }, [wrong])).toEqual({
      ok: false,
      path: 'version',
      message: 'the upgrade from save version 0 did not give a version 1 save',
    })
    const loop: SaveMigration = { from: 0, to: 0, what: 'x', up: (s) => s }
    expect(migrateSave({ format: 'sortie-save', version: 0 }, [loop])).toEqual({
      ok: false,
      path: 'version',
      message: 'the upgrade from save version 0 is broken (it leads to version 0)',
    })
  })
})

describe('the loader upgrades older saves, then checks them like any other', () => {
  const scenarioText = readFileSync(
    new URL('../../../../cli/testdata/chain-scenario.json', import.meta.url),
    'utf8',
  )
  const actions: Action[] = JSON.parse(
    readFileSync(new URL('../../../../cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
  )
  const DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]
  const sc = parseScenario(JSON.parse(scenarioText))
  if (!sc.ok) throw new Error('chain scenario')
  const end = replayActions(newGame(sc.scenario, { seed: 1, dice: DICE }), actions, { events: false }).state
  const v1 = makeSave(JSON.parse(scenarioText), 1, DICE, actions, end, {
    savedAt: '2024-06-06T06:30:00.000Z',
  })
  const v0Text = (patch: Record<string, unknown> = {}) => {
    const { actions: moves, dice, ...rest } = v1
    // A version 0 file carries the state hash version 0 wrote (HASH_VIEWS), not today's.
    return JSON.stringify({
      ...rest,
      version: 0,
      moves,
      dice: dice!.join(','),
      stateHash: stateHash(end, 0),
      ...patch,
    })
  }

  it('a version 0 save loads, upgraded, to the same game', () => {
    const r = parseSaveText(v0Text(), { migrations: WITH_V0 })
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.migratedFrom).toBe(0)
    // Played before the Offensive Phase existed, it goes on without one (2 → 3).
    const scenario = v1.scenario as Record<string, unknown>
    expect(r.save).toEqual({
      ...v1,
      scenario: {
        ...scenario,
        options: {
          ...(scenario.options as object | undefined),
          offensivePhase: false,
          epToSaveConstruction: false,
          forcedRebase: false,
          reactiveNavalMoves: false,
          carrierRecoversUnderwayOnly: false,
          seaOffensives: false,
          carriersInPort: false,
          endPhaseNavalMoves: false,
          autoLocateWithinOneHex: true,
          airTransport: false,
          paradrops: false,
          landReconnaissance: false,
          grassAirfields: false,
          basingChoices: false,
          groundedChangeBaseBan: false,
          ...V8_PINS,
          ...V9_PINS,
          ...V11_PINS,
        },
      },
      stateHash: stateHash(end, 0),
    })
    // The same game, but for what the options pinned off show: air transport greyed as before (version 6; 4.23).
    const plain = (g: GameState) =>
      JSON.parse(JSON.stringify(stateWithoutScenario(g))) as Omit<GameState, 'scenario'>
    const upgraded = plain(r.state)
    const today = plain(end)
    const airTransportOf = (g: Omit<GameState, 'scenario'>) =>
      g.pending.kind === 'plan' ? g.pending.missions.find((m) => m.kind === 'airTransport') : undefined
    expect(airTransportOf(upgraded)).toEqual({
      kind: 'airTransport',
      name: 'Air transport',
      rule: '4.23',
      available: false,
      reason: 'Sortie does not fly air transport yet.',
    })
    expect(airTransportOf(today)?.reason).toBe(
      'None of your ATPs is ready to launch: an uncommitted, operational ATP in supply at a functioning airbase (4.23).',
    )
    const withoutAirTransport = (g: Omit<GameState, 'scenario'>) =>
      g.pending.kind === 'plan'
        ? {
            ...g,
            pending: { ...g.pending, missions: g.pending.missions.filter((m) => m.kind !== 'airTransport') },
          }
        : g
    expect(withoutAirTransport(upgraded)).toEqual(withoutAirTransport(today))
    // A current save says nothing about an upgrade.
    const current = parseSaveText(JSON.stringify(v1), { migrations: WITH_V0 })
    expect(current.ok && current.migratedFrom).toBe(undefined)
  })

  it('an upgrade cannot launder a bad file: the replay and the state hash are still checked', () => {
    expect(parseSaveText(v0Text({ stateHash: '0123456789abcdef' }), { migrations: WITH_V0 })).toEqual({
      ok: false,
      errors: [{ path: 'stateHash', message: HASH_MISMATCH }],
    })
    // Other dice: Round 1 at 0702 ends the combat there, so action 11 (a voluntary abort) comes too late.
    expect(parseSaveText(v0Text({ dice: '1,1,1' }), { migrations: WITH_V0 })).toEqual({
      ok: false,
      errors: [
        {
          path: 'actions[11]',
          message:
            'no longer replays: 4.16 "voluntaryAbort" is not possible now: Axis must decide — Before combat at 0605: add interceptors, propose to cancel, or pass.',
        },
      ],
    })
    expect(parseSaveText(v0Text({ moves: 'pass' }), { migrations: WITH_V0 })).toEqual({
      ok: false,
      errors: [
        {
          path: '',
          message: 'this version 0 save could not be upgraded from version 0 to 1: "moves" must be a list',
        },
      ],
    })
  })

  it('without the table, version 0 is refused by name', () => {
    expect(parseSaveText(v0Text())).toEqual({
      ok: false,
      errors: [
        {
          path: 'version',
          message: 'save version 0 is older than this Sortie can read (it reads versions 1 to 11)',
        },
      ],
    })
  })
})
