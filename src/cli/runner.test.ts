import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { stateHash } from '../rules/systems/aeto/save/hash'
import { parseSaveText } from '../rules/systems/aeto/save/load'
import { builtInScenarios } from '../scenarios/files'
import { memoryIo } from './io'
import { fileJson, LEGAL_LIMIT, main, parseDiceOption } from './runner'
import { arkRoyalScenario } from '../rules/systems/aeto/scenario/fixtures'
import { counterstrikeScenario } from '../rules/systems/aeto/testing/counterstrikeFixture'
import { seaTransportData } from '../rules/systems/aeto/testing/seaTransportFixture'

const chainScenario = readFileSync(new URL('./testdata/chain-scenario.json', import.meta.url), 'utf8')
const chainActions = readFileSync(new URL('./testdata/chain-actions.json', import.meta.url), 'utf8')
const chainJson = () =>
  JSON.parse(chainScenario) as Record<string, unknown> & {
    airUnits: Record<string, unknown>[]
    bases: Record<string, unknown>[]
  }

/** The B-17 of the chain scenario intercepted by the Me-109 alone; the Allies never counter-intercept. */
const INTERCEPTION = [
  { type: 'launch', side: 'allies', base: 'marsham', units: ['us-b17'], mission: 'fly', target: '1807' },
  { type: 'declare', side: 'axis', groups: [{ base: 'dunenfeld', units: ['de-me109'] }] },
  { type: 'launchInterceptors', side: 'axis', base: 'dunenfeld' },
  { type: 'pass', side: 'allies' },
  { type: 'pass', side: 'allies' },
  { type: 'pass', side: 'allies' },
  { type: 'pass', side: 'allies' },
  { type: 'pass', side: 'allies' },
  { type: 'pass', side: 'axis' },
  { type: 'pass', side: 'allies' },
  { type: 'designate', side: 'axis', units: ['de-me109'] },
  { type: 'attack', side: 'axis', attacker: 'de-me109', target: 'us-b17' },
]

function run(argv: string[], files: Record<string, string> = {}) {
  const m = memoryIo(
    { 'chain.json': chainScenario, 'chain-actions.json': chainActions, ...files },
    builtInScenarios,
  )
  const code = main(argv, m.io)
  return { code, stdout: m.stdout(), stderr: m.stderr(), written: m.written }
}

describe('airops --help', () => {
  it('lists the commands with an example each, with no command or --help', () => {
    for (const argv of [[], ['--help'], ['help'], ['play', '--help']]) {
      const r = run(argv)
      expect(r.code).toBe(0)
      expect(r.stderr).toBe('')
      for (const line of [
        '  validate <file>',
        '  play <scenario> [--actions <file.json>] [--dice 3,5,1] [--seed N] [--until-decision]',
        '  legal <scenario> [--actions <file.json>] [--dice …] [--seed N] [--mission-targets] [--all]',
        '      npm run airops -- validate src/cli/testdata/chain-scenario.json',
        '      npm run airops -- play src/cli/testdata/chain-scenario.json --actions src/cli/testdata/chain-actions.json --dice 6,6,6,6,6,6,6,6,6,5,6 --narrate',
        '      npm run airops -- legal tutorial',
        '  --dice 3,5,1       die faces used first, in order; when they run out, the seeded generator rolls',
      ])
        expect(r.stdout.split('\n')).toContain(line)
    }
  })

  it('an unknown command exits 2 with the help hint', () => {
    expect(run(['frobnicate'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'unknown command "frobnicate"; run "npm run airops -- --help" for the commands\n',
    })
  })

  it('unknown options, missing values and extra files exit 2', () => {
    expect(run(['play', 'chain.json', '--frob'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'unknown option --frob for "play"; run "npm run airops -- --help" for the commands\n',
    })
    expect(run(['validate', 'chain.json', '--seed', '3'])).toMatchObject({
      code: 2,
      stderr: 'unknown option --seed for "validate"; run "npm run airops -- --help" for the commands\n',
    })
    expect(run(['play', 'chain.json', '--actions'])).toMatchObject({
      code: 2,
      stderr: '--actions needs a value; run "npm run airops -- --help" for the commands\n',
    })
    expect(run(['play', 'chain.json', 'other.json'])).toMatchObject({
      code: 2,
      stderr: 'play takes one file (got 2: chain.json, other.json)\n',
    })
    expect(run(['play'])).toMatchObject({
      code: 2,
      stderr:
        'play needs a scenario file, a save file or a built-in scenario id; run "npm run airops -- --help" for the commands\n',
    })
    expect(run(['play', 'chain.json', '--seed', '1', '--seed', '2'])).toMatchObject({
      code: 2,
      stderr: '--seed is given twice\n',
    })
  })
})

describe('airops validate', () => {
  it('accepts a scenario file and a built-in scenario', () => {
    expect(run(['validate', 'chain.json'])).toEqual({
      code: 0,
      stdout: 'ok: scenario chain (Three deep: interception, counter and counter-counter)\n',
      stderr: '',
      written: {},
    })
    expect(run(['validate', 'tutorial'])).toMatchObject({
      code: 0,
      stdout: 'ok: scenario tutorial (Tutorial: Interception over the Narrow Sea)\n',
      stderr: '',
    })
  })

  it('lists what is wrong with a scenario, path and message, one per line', () => {
    const sc = chainJson()
    sc.airUnits[1] = { ...sc.airUnits[1], front: '4-4-3' }
    sc.bases[0] = { ...sc.bases[0], hex: '2x07' }
    sc.variant = 'ocs'
    expect(run(['validate', 'bad.json'], { 'bad.json': JSON.stringify(sc, null, 2) })).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'invalid scenario file bad.json:',
        '  variant: must be aeto or apto (got "ocs")',
        '  bases[0].hex: a hex label is 4 digits like "4015" (6 on maps wider or taller than 99) (got "2x07")',
        '  airUnits[1].front: "4-4-3" is not chit notation like "4-4/3", "_12_-20[2]" or "X-7"',
        '',
      ].join('\n'),
      written: {},
    })
  })

  it('cross-checks references once the shape is right', () => {
    const sc = chainJson()
    sc.airUnits[0] = { ...sc.airUnits[0], base: 'nowhere' }
    expect(run(['validate', 'bad.json'], { 'bad.json': JSON.stringify(sc) })).toMatchObject({
      code: 2,
      stderr: 'invalid scenario file bad.json:\n  airUnits[0].base: base "nowhere" does not exist\n',
    })
  })

  it('lists at most 10 problems', () => {
    const sc = chainJson()
    sc.airUnits = Array.from({ length: 30 }, (_, i) => ({ ...sc.airUnits[0], id: `b${i}`, front: 'bad' }))
    const r = run(['validate', 'many.json'], { 'many.json': JSON.stringify(sc) })
    expect(r.code).toBe(2)
    const lines = r.stderr.trimEnd().split('\n')
    expect(lines).toHaveLength(11)
    expect(lines[0]).toBe('invalid scenario file many.json:')
    expect(lines[1]).toBe(
      '  airUnits[0].front: "bad" is not chit notation like "4-4/3", "_12_-20[2]" or "X-7"',
    )
    expect(lines[10]).toBe('  … and 21 more problems')
  })

  it('a missing file', () => {
    expect(run(['validate', 'nope.json'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cannot read nope.json: no such file\n',
      written: {},
    })
    expect(run(['play', 'nope'])).toMatchObject({
      code: 2,
      stderr:
        'cannot read nope: no such file (built-in scenarios: tutorial, tutorial-strikes, tutorial-fleet, tutorial-airborne, t11-whitley, channel-1943, coral-sea-1942, malta-convoy-1942, pearl-harbor-1941, marianas-1944)\n',
    })
  })

  it('a huge file (over 20 MB) is refused without being parsed', () => {
    const huge = `{"format":"sortie-scenario","version":1,"description":"${'x'.repeat(21 * 1024 * 1024)}"}`
    expect(run(['validate', 'huge.json'], { 'huge.json': huge })).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'invalid scenario file huge.json:\n  the file is too large (21.0 MB); a scenario file may be at most 20.0 MB\n',
    })
  })

  it('a binary file', () => {
    expect(run(['validate', 'a.zip'], { 'a.zip': 'PK\u0003\u0004\u0000\u0000\u0008binary' })).toMatchObject({
      code: 2,
      stderr:
        'invalid scenario file a.zip:\n  this is not a text file: it contains a NUL byte (line 1, column 5); a scenario is a JSON text file\n',
    })
    // {"title": "München"} with the ü in Latin-1 (0xfc), as bytes read from disk.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('{"title": "M'),
      0xfc,
      ...new TextEncoder().encode('nchen"}'),
    ])
    const m = memoryIo({}, builtInScenarios)
    m.io.readFile = () => latin1
    expect(main(['validate', 'latin1.json'], m.io)).toBe(2)
    expect(m.stderr()).toBe(
      'invalid scenario file latin1.json:\n  this is not valid UTF-8 text: it contains bytes that cannot be decoded (line 1, column 13); a scenario is a JSON text file saved as UTF-8\n',
    )
  })

  it('a truncated file', () => {
    const cut = chainScenario.slice(0, chainScenario.indexOf('"airUnits"')) // ends with the indent of the "airUnits" line
    const line = cut.split('\n').length
    expect(run(['validate', 'cut.json'], { 'cut.json': cut })).toMatchObject({
      code: 2,
      stderr: `invalid scenario file cut.json:\n  this is not valid JSON: the JSON data ends too early (is the file truncated?) (line ${line}, column 3)\n`,
    })
    expect(line).toBe(41)
  })

  it('a deeply nested file', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(run(['validate', 'deep.json'], { 'deep.json': deep })).toMatchObject({
      code: 2,
      stderr:
        'invalid scenario file deep.json:\n  the data is nested more than 64 levels deep (line 1, column 65); a scenario needs only a few levels\n',
    })
  })

  it('play --scenario-here writes the scenario of the position reached, which validates and plays (docs/guide.md, "A what-if from here")', () => {
    const played = run([
      'play',
      'chain.json',
      '--actions',
      'chain-actions.json',
      '--dice',
      '6,6,6,6,6,6,6,6,6,5,6',
      '--scenario-here',
      'here.json',
    ])
    expect(played.code).toBe(0)
    expect(played.stderr).toMatch(/^wrote the scenario of this position to here\.json/)
    const here = played.written['here.json']
    const checked = run(['validate', 'here.json'], { 'here.json': here })
    expect(checked).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /^ok: scenario chain-what-if \(Three deep: interception, counter and counter-counter — from /,
      ),
    })
    // Every unit the game lost is left out of the new scenario.
    const state = JSON.parse(
      run(['play', 'chain.json', '--actions', 'chain-actions.json', '--dice', '6,6,6,6,6,6,6,6,6,5,6'])
        .stdout,
    ).state
    const alive = Object.values(state.units as Record<string, { id: string; eliminated: boolean }>)
      .filter((u) => !u.eliminated)
      .map((u) => u.id)
      .sort()
    expect((JSON.parse(here).airUnits as { id: string }[]).map((u) => u.id).sort()).toEqual(alive)
  })

  it('accepts a save file and reports a broken one', () => {
    const saved = run([
      'play',
      'chain.json',
      '--actions',
      'chain-actions.json',
      '--dice',
      '6,6,6,6,6,6,6,6,6,5,6',
      '--save',
      'game.json',
    ])
    expect(saved.code).toBe(0)
    const save = saved.written['game.json']
    expect(run(['validate', 'game.json'], { 'game.json': save })).toMatchObject({
      code: 0,
      stdout:
        'ok: save of scenario chain (Three deep: interception, counter and counter-counter), 41 actions replayed\n',
    })
    const future = JSON.stringify({ ...JSON.parse(save), version: 12 })
    expect(run(['validate', 'future.json'], { 'future.json': future })).toMatchObject({
      code: 2,
      stderr:
        'invalid save file future.json:\n  version: save version 12 is newer than this Sortie understands (11)\n',
    })
    expect(run(['validate', 'cut.json'], { 'cut.json': save.slice(0, 121) })).toMatchObject({
      code: 2,
      stderr:
        'invalid save file cut.json:\n  this is not valid JSON: the JSON data ends too early (is the file truncated?) (line 7, column 9)\n',
    })
  })
})

describe('airops play', () => {
  it('plays a scripted interception with forced dice: exact events and the decision now pending', () => {
    const r = run(['play', 'chain.json', '--actions', 'script.json', '--dice', '2,4'], {
      'script.json': JSON.stringify(INTERCEPTION),
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(Object.keys(out)).toEqual(['state', 'pending', 'events'])
    expect(out.state.scenario).toEqual({
      id: 'chain',
      title: 'Three deep: interception, counter and counter-counter',
    })
    expect(out.events.map((e: { action: number; text: string }) => `#${e.action} ${e.text}`)).toEqual([
      '#0 B-17 launches from Marsham (0207) to fly to 1807 (4.1).',
      '#0 B-17 enters 0307 (4.12).',
      '#0 B-17 enters 0406 (4.12).',
      '#0 B-17 enters 0506 (4.12).',
      '#0 B-17 enters 0605 (4.12).',
      '#1 Axis declares an interception of B-17 at 0605: Me-109 from Dunenfeld (4.13).',
      '#2 Me-109 takes off from Dunenfeld (1004) to intercept at 0605 (4.13).',
      '#3 Western Allies does not intercept at 1004 (4.13).',
      '#3 Me-109 (interceptors) enters 0905 (4.12).',
      '#4 Western Allies does not intercept at 0905 (4.13).',
      '#4 Me-109 (interceptors) enters 0805 (4.12).',
      '#5 Western Allies does not intercept at 0805 (4.13).',
      '#5 Me-109 (interceptors) enters 0706 (4.12).',
      '#6 Western Allies does not intercept at 0706 (4.13).',
      '#6 Me-109 (interceptors) enters 0605 (4.12).',
      '#7 Western Allies does not intercept at 0605 (4.13).',
      '#7 Me-109 arrives at 0605 to intercept (4.13).',
      '#8 Axis has nothing more to bring to 0605 (4.16).',
      '#9 Western Allies has nothing more to bring to 0605 (4.16).',
      '#9 Air combat at 0605: Western Allies (B-17) against Axis (Me-109) (4.16).',
      '#10 Axis: Me-109 will attack bombers this round (4.16).',
      '#11 Round 1: Me-109 attacks B-17: target number 5, roll 2: hit (4.16).',
      '#11 B-17 returns fire at Me-109: roll 4 + 2 − 3 = 3 against 3: abort (4.19).',
      '#11 B-17 is hit: depleted and aborted (4.17).',
      '#11 Me-109 aborts and leaves the combat (4.17).',
      '#11 The air combat at 0605 is over (4.16).',
    ])
    const rolls = out.events.filter((e: { roll?: unknown }) => e.roll)
    expect(rolls).toEqual([
      {
        action: 11,
        type: 'attack',
        text: 'Round 1: Me-109 attacks B-17: target number 5, roll 2: hit (4.16).',
        rule: '4.16',
        side: 'axis',
        units: ['de-me109', 'us-b17'],
        engagement: 'E1',
        roll: {
          purpose: 'air combat attack',
          natural: 2,
          modifiers: [],
          // ATN 5 = Me-109 strength 4 + quality 3 − B-17 quality 2 (4.16; T-13)
          targetParts: [
            { label: 'attacker strength', rule: '4.16', value: 4 },
            { label: 'attacker quality', rule: '4.16', value: 3 },
            { label: 'target quality', rule: '4.16', value: -2 },
          ],
          modified: 2,
          target: 5,
          result: 'hit',
          source: 'scripted',
        },
      },
      {
        action: 11,
        type: 'returnFire',
        text: 'B-17 returns fire at Me-109: roll 4 + 2 − 3 = 3 against 3: abort (4.19).',
        rule: '4.19',
        side: 'allies',
        units: ['us-b17', 'de-me109'],
        engagement: 'E1',
        roll: {
          purpose: 'heavy bomber return fire',
          natural: 4,
          modifiers: [
            { value: 2, rule: '4.19', label: 'bomber quality' },
            { value: -3, rule: '4.19', label: 'fighter quality' },
          ],
          modified: 3,
          target: 3,
          result: 'abort',
          source: 'scripted',
        },
      },
    ])
    const pending = {
      kind: 'plan',
      side: 'allies',
      bases: [{ base: 'kestrel', units: [{ id: 'uk-spitfire', needsRole: false, range: 4 }] }],
      // Every mission of the table (§3.2), greyed out with the reason where it cannot be flown now.
      missions: [
        { kind: 'fly', name: 'Fly to a hex (no strike)', rule: '4.1', available: true },
        { kind: 'strafe', name: 'Strafe an airbase', rule: '4.14', available: true },
        { kind: 'changeBase', name: 'Change Base', rule: '4.1', available: true },
        {
          kind: 'airNaval',
          name: 'Air-naval attack on located ships',
          rule: '4.10',
          available: false,
          reason: 'No enemy ship is located: reconnoitre first; only located ships may be attacked (4.10).',
        },
        {
          kind: 'airTransport',
          name: 'Air transport',
          rule: '4.23',
          available: false,
          reason:
            'None of your ATPs is ready to launch: an uncommitted, operational ATP in supply at a functioning airbase (4.23).',
        },
        {
          kind: 'bombing',
          name: 'Bomb installations (Air Offensive)',
          rule: '4.25',
          available: false,
          reason: 'Bombing installations, in an Air Offensive, is flown only in the Offensive Phase (4.25).',
        },
        {
          kind: 'groundSupport',
          name: 'Ground support and air superiority',
          rule: '4.22',
          available: false,
          reason: 'Ground support, in a Land Offensive, is flown only in the Offensive Phase (4.22).',
        },
        {
          kind: 'paradrop',
          name: 'Paradrop',
          rule: '4.24',
          available: false,
          reason: 'A paradrop, in a Land Offensive, is flown only in the Offensive Phase (4.24).',
        },
        {
          kind: 'seaRecon',
          name: 'Sea reconnaissance',
          rule: '4.10',
          available: false,
          reason:
            'No enemy ship that is not located yet (and not tried this Phase) is within range of an uncommitted, supplied combat unit at base (4.10).',
        },
        {
          kind: 'landRecon',
          name: 'Land reconnaissance',
          rule: '4.11',
          available: false,
          reason: 'Land reconnaissance is flown only in the Offensive Phase (4.11).',
        },
      ],
      rule: '4.1',
      prompt: 'Launch a mission from one of your bases, or end the Air Movement Step.',
    }
    expect(out.pending).toEqual(pending)
    expect(out.state.pending).toEqual(pending)
    expect(out.state.units['us-b17']).toMatchObject({ face: 'back', aborted: true })
    expect(out.state.units['de-me109']).toMatchObject({ face: 'front', aborted: true })
    expect(out.state.dice).toEqual({
      mode: 'scripted',
      seed: 1,
      rng: out.state.dice.rng,
      script: [2, 4],
      scriptPos: 2,
      count: 2,
    })
  })

  it('scripted dice first, then the seeded generator', () => {
    const script = JSON.stringify(INTERCEPTION)
    const a = JSON.parse(
      run(['play', 'chain.json', '--actions', 'script.json', '--dice', '2', '--seed', '9'], {
        'script.json': script,
      }).stdout,
    )
    const b = JSON.parse(
      run(['play', 'chain.json', '--actions', 'script.json', '--dice', '2', '--seed', '9'], {
        'script.json': script,
      }).stdout,
    )
    const sources = a.events
      .filter((e: { roll?: unknown }) => e.roll)
      .map((e: { roll: { source: string } }) => e.roll.source)
    expect(sources).toEqual(['scripted', 'seeded'])
    expect(a).toEqual(b) // the seed makes the rest reproducible
    expect(a.state.dice).toMatchObject({ mode: 'scripted', seed: 9, scriptPos: 1, count: 2 })
  })

  it('no actions: the start of the game; a built-in scenario by id', () => {
    const out = JSON.parse(run(['play', 'tutorial']).stdout)
    expect(out.events).toEqual([])
    expect(out.state.scenario).toEqual({
      id: 'tutorial',
      title: 'Tutorial: Interception over the Narrow Sea',
    })
    expect(out.pending).toMatchObject({ kind: 'plan', side: 'allies', rule: '4.1' })
  })

  it('an illegal action: exit 3, the rule and the reason on stderr, nothing on stdout', () => {
    const script = JSON.stringify([
      INTERCEPTION[0],
      { type: 'attack', attacker: 'de-me109', target: 'us-b17' },
    ])
    expect(run(['play', 'chain.json', '--actions', 'bad.json'], { 'bad.json': script })).toEqual({
      code: 3,
      stdout: '',
      stderr:
        'action #1 (attack): 4.13: "attack" is not possible now: Axis must decide — Enemy flight (1 unit) enters 0605: intercept or pass.\n',
      written: {},
    })
    const wrongSide = JSON.stringify([INTERCEPTION[0], { type: 'pass', side: 'allies' }])
    expect(run(['legal', 'chain.json', '--actions', 'bad.json'], { 'bad.json': wrongSide })).toMatchObject({
      code: 3,
      stdout: '',
      stderr: "action #1 (pass): 4.13: It is Axis's decision now, not Western Allies's.\n",
    })
  })

  it('--until-decision stops at the refused action and prints the game there', () => {
    const script = JSON.stringify([
      ...INTERCEPTION.slice(0, 3),
      { type: 'designate', units: [] },
      ...INTERCEPTION.slice(3),
    ])
    const r = run(['play', 'chain.json', '--actions', 'script.json', '--until-decision'], {
      'script.json': script,
    })
    expect(r.code).toBe(0)
    expect(r.stderr).toBe(
      'stopped before action #3 (designate): 4.13: "designate" is not possible now: Western Allies must decide — Enemy flight (1 unit) takes off at 1004: intercept or pass.\n',
    )
    const out = JSON.parse(r.stdout)
    expect(out.stopped).toEqual({
      action: 3,
      type: 'designate',
      rule: '4.13',
      message:
        '"designate" is not possible now: Western Allies must decide — Enemy flight (1 unit) takes off at 1004: intercept or pass.',
    })
    expect(out.pending).toMatchObject({ kind: 'declare', side: 'allies', loc: '1004', trigger: 'launch' })
    expect(out.events.at(-1)).toMatchObject({ action: 2, type: 'launchInterceptors' })
  })

  it('bad --dice and --seed values exit 2 naming the value and its position', () => {
    expect(run(['play', 'chain.json', '--dice', '3,7,1'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--dice: "7" at position 2 is not a die face; each value must be a whole number from 1 to 6\n',
      written: {},
    })
    expect(run(['play', 'chain.json', '--dice', '3,,1'])).toMatchObject({
      code: 2,
      stderr: '--dice: the value at position 2 is empty; each value must be a whole number from 1 to 6\n',
    })
    expect(run(['play', 'chain.json', '--dice=1,2,2.5'])).toMatchObject({
      code: 2,
      stderr:
        '--dice: "2.5" at position 3 is not a die face; each value must be a whole number from 1 to 6\n',
    })
    expect(run(['legal', 'chain.json', '--dice', '0'])).toMatchObject({
      code: 2,
      stderr: '--dice: "0" at position 1 is not a die face; each value must be a whole number from 1 to 6\n',
    })
    expect(run(['play', 'chain.json', '--dice', ''])).toMatchObject({
      code: 2,
      stderr: '--dice needs a comma-separated list of die faces, e.g. --dice 3,5,1\n',
    })
    expect(run(['play', 'chain.json', '--seed', '-1'])).toMatchObject({
      code: 2,
      stderr: '--seed must be a whole number from 0 to 4294967295 (got "-1")\n',
    })
    expect(run(['play', 'chain.json', '--seed', '4294967296'])).toMatchObject({
      code: 2,
      stderr: '--seed must be a whole number from 0 to 4294967295 (got "4294967296")\n',
    })
    expect(parseDiceOption(' 1, 6 ,3')).toEqual([1, 6, 3])
  })

  it('a malformed actions file exits 2 with the reason', () => {
    expect(
      run(['play', 'chain.json', '--actions', 'a.json'], { 'a.json': '[{"type": "pass"},' }),
    ).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'invalid actions file a.json: this is not valid JSON: the JSON data ends too early (is the file truncated?) (line 1, column 19)\n',
    })
    expect(
      run(['play', 'chain.json', '--actions', 'a.json'], { 'a.json': '{"type": "pass"}' }),
    ).toMatchObject({
      code: 2,
      stderr:
        'invalid actions file a.json: it must be a JSON list of actions [ {"type": …}, … ] (got an object)\n',
    })
    expect(
      run(['play', 'chain.json', '--actions', 'a.json'], {
        'a.json': '[{"type": "pass"}, 5, {"kind": "x"}, {"type": 3}, null]',
      }),
    ).toMatchObject({
      code: 2,
      stderr: [
        'invalid actions file a.json:',
        '  [1] must be an object with a "type", e.g. {"type": "pass"} (got 5)',
        '  [2].type: is required: every action has a "type", e.g. "pass"',
        '  [3].type: must be text (got 3)',
        '  [4] must be an object with a "type", e.g. {"type": "pass"} (got null)',
        '',
      ].join('\n'),
    })
    expect(run(['play', 'chain.json', '--actions', 'a.json'], { 'a.json': 'PK\u0000' })).toMatchObject({
      code: 2,
      stderr:
        'invalid actions file a.json: this is not a text file: it contains a NUL byte (line 1, column 3); an actions file is a JSON text file\n',
    })
    expect(run(['play', 'chain.json', '--actions', 'missing.json'])).toMatchObject({
      code: 2,
      stderr: 'cannot read missing.json: no such file\n',
    })
  })

  it('--narrate prints the events as lines and the pending decision', () => {
    const r = run(['play', 'chain.json', '--actions', 'script.json', '--dice', '2,4', '--narrate'], {
      'script.json': JSON.stringify(INTERCEPTION.slice(0, 2)),
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(
      [
        '#0 B-17 launches from Marsham (0207) to fly to 1807 (4.1).',
        '#0 B-17 enters 0307 (4.12).',
        '#0 B-17 enters 0406 (4.12).',
        '#0 B-17 enters 0506 (4.12).',
        '#0 B-17 enters 0605 (4.12).',
        '#1 Axis declares an interception of B-17 at 0605: Me-109 from Dunenfeld (4.13).',
        'pending: Axis (launchInterceptors, 4.13 at 0605): Launch your interceptors for 0605, one base at a time.',
        '',
      ].join('\n'),
    )
  })
})

describe('airops play --save', () => {
  const dice = '6,6,6,6,6,6,6,6,6,5,6'

  it('writes a save that validates, replays to the same state hash and can be played on', () => {
    const played = run([
      'play',
      'chain.json',
      '--actions',
      'chain-actions.json',
      '--dice',
      dice,
      '--save',
      'game.json',
    ])
    expect(played.code).toBe(0)
    const text = played.written['game.json']
    const parsed = parseSaveText(text)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    expect(parsed.save.actions).toHaveLength(41)
    expect(parsed.save.dice).toEqual([6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6])
    expect(parsed.save.scenario).toEqual(chainJson())
    expect(played.stderr).toBe(
      `saved the game to game.json (41 actions, state hash ${parsed.save.stateHash})\n`,
    )
    expect(stateHash(parsed.state)).toBe(parsed.save.stateHash)

    // Playing the save reproduces the game: same events, same state.
    const again = run(['play', 'game.json'], { 'game.json': text })
    expect(again.code).toBe(0)
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(played.stdout))

    // And continues it with more actions (numbered after the save's).
    const moreActions =
      '[{"type": "endStep", "side": "axis"}, {"type": "passOffensive", "side": "allies"}, {"type": "passOffensive", "side": "axis"}]'
    const more = run(['play', 'game.json', '--actions', 'more.json'], {
      'game.json': text,
      'more.json': moreActions,
    })
    expect(more.code).toBe(0)
    const events = JSON.parse(more.stdout).events
    const textsOf = (n: number) =>
      events.filter((e: { action: number }) => e.action === n).map((e: { text: string }) => e.text)
    expect(textsOf(41)).toEqual([
      'Axis ends its Air Movement Step: every unit aloft returns to base (4.13).',
      'Offensive Phase: the sides take turns to declare one Offensive or pass, Western Allies first, until every side has passed in a row (4.25).',
    ])
    expect(textsOf(43).slice(-3)).toEqual([
      'A new monthly turn begins: July 1943; every commitment marker is removed (4.27).',
      'Strategic Warfare Phase: not played in this scenario (Part 2; spec §16).',
      'Western Allies Naval and Air Phase: Air Movement Step 3 (4.1).',
    ])

    // A save has its own dice.
    expect(run(['play', 'game.json', '--seed', '3'], { 'game.json': text })).toMatchObject({
      code: 2,
      stderr: '--seed cannot be used with a save file: the save has its own dice\n',
    })
  })

  it('a tampered save is refused with the hash message', () => {
    const text = run([
      'play',
      'chain.json',
      '--actions',
      'chain-actions.json',
      '--dice',
      dice,
      '--save',
      'game.json',
    ]).written['game.json']
    const edited = JSON.stringify({ ...JSON.parse(text), seed: 99 })
    expect(run(['validate', 'game.json'], { 'game.json': edited })).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        "invalid save file game.json:\n  stateHash: the save's state hash does not match its replay: the file was edited or saved by a different rules version\n",
    })
  })

  it('a save whose action no longer replays names the action', () => {
    const text = run([
      'play',
      'chain.json',
      '--actions',
      'chain-actions.json',
      '--dice',
      dice,
      '--save',
      'game.json',
    ]).written['game.json']
    const save = JSON.parse(text)
    save.actions[9] = { type: 'attack', side: 'allies', attacker: 'uk-spitfire', target: 'us-b17' }
    expect(run(['play', 'game.json'], { 'game.json': JSON.stringify(save) })).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'invalid save file game.json:\n  actions[9]: no longer replays: 4.16 B-17 is not an enemy unit in this combat.\n',
    })
  })
})

describe('airops legal', () => {
  it('lists the options of the pending decision after the actions', () => {
    const r = run(['legal', 'chain.json', '--actions', 'script.json'], {
      'script.json': JSON.stringify(INTERCEPTION.slice(0, 1)),
    })
    expect(r.code).toBe(0)
    expect(r.stderr).toBe('')
    expect(JSON.parse(r.stdout)).toEqual({
      pending: {
        kind: 'declare',
        side: 'axis',
        targets: ['F1'],
        interceptors: [
          { base: 'dunenfeld', baseHex: '1004', units: [{ id: 'de-me109', interceptRange: 4, distance: 4 }] },
        ],
        trigger: 'enter',
        rule: '4.13',
        loc: '0605',
        prompt: 'Enemy flight (1 unit) enters 0605: intercept or pass.',
      },
      legal: [
        { type: 'pass', side: 'axis' },
        { type: 'declare', side: 'axis', groups: [{ base: 'dunenfeld', units: ['de-me109'] }] },
      ],
    })
  })

  it('--mission-targets with 150 long-range bombers at one base: the first 1,000 of 189,002 actions and the count of each type; --all streams every one (no "Maximum call stack size exceeded")', () => {
    const chain = JSON.parse(chainScenario) as Record<string, unknown> & { bases: { id: string }[] }
    const big = {
      ...chain,
      map: { cols: 60, rows: 60, terrain: Array.from({ length: 60 }, () => '.'.repeat(60)), features: [] },
      bases: [
        {
          id: 'marsham',
          name: 'Marsham',
          hex: '3030',
          owner: 'allies',
          components: [
            { kind: 'LargeAirbase', capacity: 75 },
            { kind: 'LargeAirbase', capacity: 75 },
          ],
        },
        { ...chain.bases.find((b) => b.id === 'dunenfeld'), hex: '0101' },
      ],
      airUnits: [
        ...Array.from({ length: 150 }, (_, i) => ({
          id: `b17-${i}`,
          name: `B-17 ${i}`,
          nation: 'us',
          type: 'B',
          front: '_12_-20[2]',
          back: '_6_-20[2]',
          base: 'marsham',
        })),
        {
          id: 'de-me109',
          name: 'Me-109',
          nation: 'de',
          type: 'F',
          front: '4-4/3',
          back: '2-4/3',
          base: 'dunenfeld',
        },
      ],
    }
    const bounded = run(['legal', 'big.json', '--mission-targets'], { 'big.json': JSON.stringify(big) })
    expect(bounded.code).toBe(0)
    const summary = JSON.parse(bounded.stdout) as {
      count: number
      byType: object
      note: string
      legal: unknown[]
    }
    expect(summary.count).toBe(189_002)
    expect(summary.byType).toEqual({ endStep: 1, launch: 189_000, captureBase: 1 })
    expect(summary.note).toBe('189002 legal actions: the first 1000 are listed; --all lists every one')
    expect(summary.legal).toHaveLength(LEGAL_LIMIT)
    expect(bounded.stdout.length).toBeLessThan(200_000) // not the 30 MB of every action
    const r = run(['legal', 'big.json', '--mission-targets', '--all'], { 'big.json': JSON.stringify(big) })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const legal = JSON.parse(r.stdout).legal as { type: string; target?: string }[]
    expect(summary.legal).toEqual(legal.slice(0, LEGAL_LIMIT))
    // Every hex within 20 of 3030 but the base's own: 3·20·21 = 1,260 targets for each bomber, End the Step, and the enemy base captured (an outside event, 4.7).
    expect(legal.length).toBe(1 + 150 * 1260 + 1)
    expect(new Set(legal.filter((a) => a.type === 'launch').map((a) => a.target)).size).toBe(1260)
  })

  it('at the start: end the Step, or (with --mission-targets) every one-unit mission', () => {
    // End the Step; and the outside events the players may enter: the Axis bases its land units might capture (4.7).
    expect(JSON.parse(run(['legal', 'chain.json']).stdout).legal).toEqual([
      { type: 'endStep', side: 'allies' },
      { type: 'captureBase', side: 'allies', base: 'dunenfeld' },
      { type: 'captureBase', side: 'allies', base: 'waldheim' },
    ])
    const all = JSON.parse(run(['legal', 'chain.json', '--mission-targets']).stdout).legal as {
      type: string
      units?: string[]
      target?: string
    }[]
    expect(all[0]).toEqual({ type: 'endStep', side: 'allies' })
    expect(all.some((a) => a.type === 'launch' && a.units?.[0] === 'us-b17' && a.target === '1807')).toBe(
      true,
    )
    expect(
      all
        .filter((a) => a.type === 'launch' && a.units?.[0] === 'uk-spitfire')
        .every((a) => a.target !== '1807'),
    ).toBe(true)
  })
})

describe('airops play: the end of a scenario (end.afterPhases; 4.1)', () => {
  // t11-whitley ends after 1 Naval and Air Phase: the Allies end their Step at once.
  const end = JSON.stringify([{ type: 'endStep', side: 'allies' }])

  it('--narrate prints the end event, then "over" and the summary of each side', () => {
    const r = run(['play', 't11-whitley', '--actions', 'end.json', '--narrate'], { 'end.json': end })
    expect(r.code).toBe(0)
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe(
      [
        '#0 Western Allies ends its Air Movement Step: every unit aloft returns to base (4.13).',
        '#0 The scenario is over after 1 Naval and Air Phase (4.1). Western Allies: no unit eliminated, no unit depleted; 1 Air Movement Step played. Axis: no unit eliminated, no unit depleted; 0 Air Movement Steps played.',
        'over (4.1): The scenario is over: its 1 Naval and Air Phase has been played.',
        '  Western Allies: no unit eliminated, no unit depleted; 1 Air Movement Step played.',
        '  Axis: no unit eliminated, no unit depleted; 0 Air Movement Steps played.',
        '',
      ].join('\n'),
    )
  })

  it('the JSON output has the "over" decision and the summary; "legal" lists no action', () => {
    const out = JSON.parse(run(['play', 't11-whitley', '--actions', 'end.json'], { 'end.json': end }).stdout)
    expect(out.pending).toEqual({
      kind: 'over',
      side: 'allies',
      rule: '4.1',
      prompt: 'The scenario is over: its 1 Naval and Air Phase has been played.',
    })
    expect(out.summary).toMatchObject({ over: true, phases: 1, afterPhases: 1 })
    expect(out.summary.sides.map((x: { steps: number }) => x.steps)).toEqual([1, 0])
    expect(
      JSON.parse(run(['legal', 't11-whitley', '--actions', 'end.json'], { 'end.json': end }).stdout).legal,
    ).toEqual([])
  })

  it('an action after the end: exit 3 with the reason', () => {
    const more = JSON.stringify([{ type: 'endStep' }, { type: 'endStep' }])
    expect(run(['play', 't11-whitley', '--actions', 'more.json'], { 'more.json': more })).toMatchObject({
      code: 3,
      stdout: '',
      stderr:
        'action #1 (endStep): 4.1: The scenario is over: its 1 Naval and Air Phase has been played. No action can be played now.\n',
    })
  })
})

describe('unverified saves: a save without its state hash loads, with a warning', () => {
  it('validate and play say so on stderr and go on; with the hash nothing is said', () => {
    const saved = run([
      'play',
      'chain.json',
      '--actions',
      'chain-actions.json',
      '--dice',
      '6,6,6,6,6,6,6,6,6,5,6',
      '--save',
      'game.json',
    ])
    const save = JSON.parse(saved.written['game.json']) as Record<string, unknown>
    expect(run(['validate', 'game.json'], { 'game.json': JSON.stringify(save) }).stderr).toBe('')
    const { stateHash: _h, ...bare } = save
    // Dice edited and the hash removed: a different, more favourable game, which must not pass silently.
    const edited = JSON.stringify({
      ...bare,
      dice: [1, 1, 1],
      actions: (bare.actions as unknown[]).slice(0, 8),
    })
    const v = run(['validate', 'edited.json'], { 'edited.json': edited })
    expect(v.code).toBe(0)
    expect(v.stderr).toBe(
      'warning: edited.json: unverified save: it carries no state hash, so nothing shows that its dice and actions are those of the game as played (Sortie always writes one); it is loaded as it replays\n',
    )
    const p = run(['play', 'edited.json'], { 'edited.json': edited })
    expect(p.code).toBe(0)
    expect(p.stderr).toMatch(/^warning: edited\.json: unverified save/)
  })
})

describe('untrusted text is printed escaped, never raw', () => {
  it('an action type with a NUL, a newline and an ANSI escape is echoed on one line, escaped', () => {
    const r = run(['play', 'chain.json', '--actions', 'evil.json'], {
      'evil.json': JSON.stringify([{ type: 'pass\u0000\n#9 Axis surrenders\u001b[2J' }]),
    })
    expect(r.code).toBe(3)
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1)
    expect(r.stderr).toContain('action #0 (pass\\u0000\\u000a#9 Axis surrenders\\u001b[2J)')
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/)
  })

  it('--narrate escapes what the files put in its lines (a unit id named in an action)', () => {
    const r = run(['play', 'chain.json', '--narrate', '--until-decision', '--actions', 'evil.json'], {
      'evil.json': JSON.stringify([
        { type: 'launch', base: 'marsham', units: ['us-b17\u001b[31m\nx'], mission: 'fly', target: '1807' },
      ]),
    })
    expect(r.code).toBe(0)
    expect(r.stderr).toContain('\\u001b[31m\\u000ax')
    expect(r.stderr + r.stdout).not.toMatch(/\u001b/)
  })
})

describe('printable', () => {
  it('escapes controls, separators and bidi overrides; keeps other text', async () => {
    const { printable } = await import('./printable')
    expect(printable('Me-109 \u202eevil\u2028x\u007f é ✈')).toBe('Me-109 \\u202eevil\\u2028x\\u007f é ✈')
  })
})

describe('actions files: an empty type and a field the action does not have are refused by name', () => {
  it('names the action and the field', () => {
    const r = run(['play', 'chain.json', '--actions', 'a.json'], {
      'a.json': JSON.stringify([
        { type: 'launch', base: 'marsham', unit: ['us-b17'], mission: 'fly', target: '1807' },
        { type: '' },
        { type: 'pass', side: 'axis', force: true },
      ]),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(
      [
        'invalid actions file a.json:',
        '  [0].unit: unknown field "unit" in a "launch" action (it has: type, side, base, units, mission, target, hops, roles, path, joinMission, inPort, paratrooper, cargo, stay, kamikaze, night, deplete)',
        '  [1].type: must not be empty: every action has a "type", e.g. "pass"',
        '  [2].force: unknown field "force" in a "pass" action (it has: type, side)',
        '',
      ].join('\n'),
    )
  })
})

describe('airops: a Land Offensive with ground support (4.22)', () => {
  const channel = readFileSync(new URL('../../public/scenarios/channel-1943.json', import.meta.url), 'utf8')
  const toCombat = [
    { type: 'endStep' },
    { type: 'endStep' },
    { type: 'declareOffensive', offensive: 'land' },
    { type: 'declareLandCombat', hex: '3424', attackers: ['uk-4-commando'] },
  ]
  it('legal lists the launches to the combat hex and the decline; play gives the result on the land combat', () => {
    const legal = JSON.parse(
      run(['legal', 'channel.json', '--actions', 'a.json'], {
        'channel.json': channel,
        'a.json': JSON.stringify(toCombat),
      }).stdout,
    )
    expect(legal.pending).toMatchObject({
      kind: 'groundSupport',
      side: 'allies',
      hex: '3424',
      attacker: 'allies',
      launches: {},
    })
    expect(legal.legal).toContainEqual({ type: 'declineSupport', side: 'allies' })
    expect(legal.legal).toContainEqual({
      type: 'launch',
      side: 'allies',
      base: 'lydd',
      units: ['uk-typhoon-1', 'uk-typhoon-2'],
      mission: 'groundSupport',
      target: '3424',
      roles: { 'uk-typhoon-1': 'bomber', 'uk-typhoon-2': 'bomber' },
    })
    const actions = [
      ...toCombat,
      {
        type: 'launch',
        base: 'lydd',
        units: ['uk-typhoon-1', 'uk-typhoon-2'],
        mission: 'groundSupport',
        roles: { 'uk-typhoon-1': 'bomber', 'uk-typhoon-2': 'bomber' },
      },
    ]
    const r = run(['play', 'channel.json', '--actions', 'a.json', '--until-decision'], {
      'channel.json': channel,
      'a.json': JSON.stringify(actions),
    })
    expect(r.code).toBe(0)
    let out = JSON.parse(r.stdout)
    // The Axis passes every interception window on the way, then declines.
    const more: Record<string, unknown>[] = []
    while (out.pending.kind === 'declare') {
      more.push({ type: 'pass' })
      out = JSON.parse(
        run(['play', 'channel.json', '--actions', 'a.json'], {
          'channel.json': channel,
          'a.json': JSON.stringify([...actions, ...more]),
        }).stdout,
      )
    }
    expect(out.pending).toMatchObject({ kind: 'groundSupport', side: 'axis' })
    const done = JSON.parse(
      run(['play', 'channel.json', '--actions', 'a.json'], {
        'channel.json': channel,
        'a.json': JSON.stringify([...actions, ...more, { type: 'declineSupport' }]),
      }).stdout,
    )
    expect(done.pending.kind).toBe('landCombat')
    expect(done.state.offensivePhase.current.land.combats[0].result).toMatchObject({
      airSuperiority: 'attacker',
      bomberStrength: { attacker: 2, defender: 0 },
    })
    expect(done.events.map((e: { text: string }) => e.text)).toContain(
      'Land combat at 3424: Western Allies air superiority (+1 to the land combat die); bomber strength added: attacker 2, defender 0 (4.22). Only the attacker has air units over the combat hex, total strength 8 (at least 2): attacker air superiority (4.22).',
    )
  })
})

describe('airops play --as <side>: the game as one side may know it (design §7; 4.10)', () => {
  const RECON = JSON.stringify([
    { type: 'reconnoitre', target: '4819', inPort: true, units: ['uk-wellington-1'] },
  ])
  const AXIS_SECRETS = ['de-z24', 'Z 24', 'de-dd-5', '5th Torpedo Boat Flotilla', 'de-u-boat', 'U-boat group']

  it('prints the Allies’ view of Channel 1943: own ships named, Axis stacks counted only; no state', () => {
    const r = run(['play', 'channel-1943', '--as', 'allies'])
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(Object.keys(out)).toEqual(['as', 'view', 'pending', 'events'])
    expect(out.view.ships).toContainEqual({
      side: 'axis',
      loc: '4819',
      inPort: true,
      chits: 1,
      ships: null,
      located: 0,
    })
    expect(out.view.ships).toContainEqual({
      side: 'allies',
      loc: '1916',
      inPort: true,
      chits: 1,
      ships: [{ id: 'uk-glasgow', name: 'Glasgow', type: 'CL', named: false, carrier: false }],
      located: 0,
    })
    for (const secret of AXIS_SECRETS) expect(r.stdout).not.toContain(secret)
  })

  it('after a reconnaissance the located ship is not identified (4.10); the owner’s secret roll is masked', () => {
    const r = run(['play', 'channel-1943', '--actions', 'a.json', '--as', 'allies', '--narrate'], {
      'a.json': RECON,
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('ships: axis 4819 (in port): 1 naval chit, located, not identified\n')
    expect(r.stdout).toContain('ships: axis 2323 (in port): 1 naval chit, not located\n')
    expect(r.stdout).not.toContain('on the Flotilla Sighting Report table')
    expect(r.stdout).toContain('#0 Axis has rolled or chosen in secret (4.10).') // the view's stand-in: that a die was rolled, not its face
    for (const secret of AXIS_SECRETS) expect(r.stdout).not.toContain(secret)
    const axis = run(['play', 'channel-1943', '--actions', 'a.json', '--as', 'axis', '--narrate'], {
      'a.json': RECON,
    })
    expect(axis.stdout).toContain('on the Flotilla Sighting Report table, in secret (4.10).')
    expect(axis.stdout).toContain('ships: axis north-sea: U-boat group (UBoat)\n')
    expect(axis.stdout).toContain('ships: allies 3907: 2 naval chits, not located\n')
    expect(axis.stdout).toContain('pending: Western Allies (plan, 4.1)\n') // another side's decision: its kind only
  })

  it('an enemy carrier not located stays unnamed: Japan strikes from the Shokaku, the Allies read "a carrier not located" (4.10)', () => {
    const moves = ['2016', '2116', '2215'].flatMap((to) => [
      { type: 'moveFlotilla', side: 'allies', flotilla: 'tf17', to },
      { type: 'pass', side: 'japan' },
    ])
    moves.pop() // at 2215 Japan reconnoitres (6 + 6 + 3 = 15, 12 needed) and strikes instead
    const actions = JSON.stringify([
      ...moves,
      {
        type: 'reconnoitre',
        side: 'japan',
        target: '2215',
        units: ['jp-a6m-1', 'jp-a6m-2', 'jp-h6k-1', 'jp-g4m-1'],
      },
      {
        type: 'launch',
        side: 'japan',
        base: 'shokaku-air',
        units: ['jp-a6m-1'],
        mission: 'airNaval',
        target: '2215',
        roles: { 'jp-a6m-1': 'bomber' },
      },
    ])
    const dice = Array.from({ length: 12 }, () => 6).join(',')
    const allies = run(
      ['play', 'coral-sea-1942', '--actions', 'a.json', '--dice', dice, '--as', 'allies', '--narrate'],
      { 'a.json': actions },
    )
    expect(allies.code).toBe(0)
    expect(allies.stdout).toContain(
      'A6M Zero launches from a carrier not located (2812) to attack the located ships at 2215 (4.1).',
    )
    expect(allies.stdout).not.toMatch(/Shokaku|Zuikaku|Myoko|shokaku-air/)
    const json = run(['play', 'coral-sea-1942', '--actions', 'a.json', '--dice', dice, '--as', 'allies'], {
      'a.json': actions,
    })
    expect(json.stdout).not.toMatch(/Shokaku|Zuikaku|Myoko|shokaku-air|jp-shokaku/)
    const japan = run(
      ['play', 'coral-sea-1942', '--actions', 'a.json', '--dice', dice, '--as', 'japan', '--narrate'],
      { 'a.json': actions },
    )
    expect(japan.stdout).toContain(
      'A6M Zero launches from Shokaku (2812) to attack the located ships at 2215 (4.1).',
    )
  })

  it('an unknown side exits 2', () => {
    expect(run(['play', 'channel-1943', '--as', 'martians'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: '--as: "martians" is not a side of this scenario (allies, axis)\n',
    })
  })
})

describe('airops and carriers in port (4.5, D-BASE-PORTNAVAL)', () => {
  const ark = JSON.stringify(arkRoyalScenario())
  const ASHORE = JSON.stringify([
    { type: 'portNaval', carrier: 'ark-air', unit: 'swordfish-ark', ashore: true },
  ])

  it('legal lists the docked Ark Royal’s Swordfish going ashore; play plays it', () => {
    const legal = run(['legal', 'ark.json'], { 'ark.json': ark })
    expect(legal.code).toBe(0)
    expect(JSON.parse(legal.stdout).legal).toContainEqual({
      type: 'portNaval',
      side: 'allies',
      carrier: 'ark-air',
      unit: 'swordfish-ark',
      ashore: true,
    })
    const r = run(['play', 'ark.json', '--actions', 'a.json', '--narrate'], {
      'ark.json': ark,
      'a.json': ASHORE,
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'Swordfish goes ashore from Ark Royal at Hull: based there, it operates normally (4.5).',
    )
  })

  it('APTO D23: in the enemy’s window, the Ark Royal docks in a reactive move; legal lists its Swordfish going ashore, and play plays it', () => {
    const d = arkRoyalScenario()
    Object.assign(d, { variant: 'apto' })
    d.start.phasingSide = 'axis'
    d.navalUnits[2].inPort = false // at sea in Hull's hex
    const react = [
      { type: 'moveFlotilla', flotilla: 'de-z10', to: '0402' },
      { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: true },
    ]
    const files = {
      'ark.json': JSON.stringify(d),
      'react.json': JSON.stringify(react),
      'ashore.json': JSON.stringify([
        ...react,
        { type: 'portNaval', carrier: 'ark-air', unit: 'swordfish-ark', ashore: true },
      ]),
    }
    const legal = JSON.parse(run(['legal', 'ark.json', '--actions', 'react.json'], files).stdout)
    expect(legal.pending).toMatchObject({ kind: 'navalWindow', side: 'allies', loc: '0402' })
    expect(legal.legal).toContainEqual({
      type: 'portNaval',
      side: 'allies',
      carrier: 'ark-air',
      unit: 'swordfish-ark',
      ashore: true,
    })
    const r = run(['play', 'ark.json', '--actions', 'ashore.json', '--narrate'], files)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'Swordfish goes ashore from Ark Royal at Hull: based there, it operates normally (4.5).',
    )
  })

  it('--as the other side leaves the secret choice out', () => {
    const axis = run(['play', 'ark.json', '--actions', 'a.json', '--as', 'axis'], {
      'ark.json': ark,
      'a.json': ASHORE,
    })
    expect(axis.code).toBe(0)
    expect(axis.stdout).not.toMatch(/Swordfish|ashore/)
    const allies = run(['play', 'ark.json', '--actions', 'a.json', '--as', 'allies'], {
      'ark.json': ark,
      'a.json': ASHORE,
    })
    expect(allies.stdout).toContain('goes ashore')
  })
})

describe('airops and naval transport by STPs (APTO 3.21–3.24)', () => {
  const data = JSON.stringify(seaTransportData())
  it('legal lists the Spitfire embarking; play embarks it and a misspelt field is refused by name', () => {
    const legal = run(['legal', 'stp.json'], { 'stp.json': data })
    expect(legal.code).toBe(0)
    expect(JSON.parse(legal.stdout).legal).toContainEqual({
      type: 'embarkStp',
      side: 'allies',
      flotilla: 'convoy',
      unit: 'spit-1',
    })
    const r = run(['play', 'stp.json', '--actions', 'a.json', '--narrate'], {
      'stp.json': data,
      'a.json': JSON.stringify([{ type: 'embarkStp', flotilla: 'convoy', unit: 'spit-1' }]),
    })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'Spitfire embarks at Hull aboard the STPs Transports A and Transports B: a fighter-type, 2 STPs; the air units aboard now need 2 of 3 STP points (3.23).',
    )
    const bad = run(['play', 'stp.json', '--actions', 'a.json'], {
      'stp.json': data,
      'a.json': JSON.stringify([{ type: 'embarkStp', flotilla: 'convoy', units: ['spit-1'] }]),
    })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(
      '[0].units: unknown field "units" in a "embarkStp" action (it has: type, side, flotilla, unit)',
    )
  })
})

describe('airops play: the APTO Counterstrike (APTO D7) and a Combined Air Offensive (4.25)', () => {
  const cs = JSON.stringify(counterstrikeScenario())
  const script = [
    { type: 'moveFlotilla', flotilla: 'kido', to: '0605' },
    { type: 'reconnoitre', target: '0605', units: ['sbd'] },
    { type: 'reportSighting', count: 1, types: { CV: 1 } }, // a 3: by type (4.10)
    { type: 'pass' },
    { type: 'launch', base: 'x1', units: ['g4m'], mission: 'fly', target: '0705' },
    { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] },
    { type: 'launchInterceptors', base: 'a1' },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'continue', flights: [] },
    { type: 'counterstrike', target: '0605' },
  ]

  it('APTO D7: a script declares the Counterstrike and flies it; the narration cites the rule and the attack decision follows', () => {
    const r = run(['play', 'cs.json', '--actions', 'a.json', '--dice', '4,4,3', '--narrate'], {
      'cs.json': cs,
      'a.json': JSON.stringify(script),
    })
    expect(r.code).toBe(0)
    const lines = r.stdout.split('\n')
    expect(lines).toContain(
      '#5 SBD Dauntless flies this interception as a bomber on a Counterstrike: no air combat attack at 0705; if neither eliminated nor aborted, it may then strike a located enemy flotilla within range of its base (APTO 4.1, D7).',
    )
    expect(lines).toContain(
      '#10 SBD Dauntless flies on from 0705 to strike the located ships at 0605, 1 MP away: a Counterstrike, the target within range of its base (APTO 4.1, D7).',
    )
    expect(lines[lines.length - 2]).toBe(
      'pending: Western Allies (navalAttack, 4.20 at 0605): Air-naval attacks at 0605: choose a bomber and a target ship for the next attack, or stop (4.20).',
    )
  })

  it('APTO D7: a misspelt field of the Counterstrike is refused by name', () => {
    const bad = [...script.slice(0, 10), { type: 'counterstrike', target: '0605', unit: ['sbd'] }]
    const r = run(['play', 'cs.json', '--actions', 'a.json', '--dice', '4,4,3'], {
      'cs.json': cs,
      'a.json': JSON.stringify(bad),
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('[10].unit')
  })

  it('a Combined Air Offensive declared by a script (4.25)', () => {
    const json = { ...chainJson(), start: { ...(chainJson().start as object), phase: 'offensive' } }
    const r = run(['play', 'off.json', '--actions', 'a.json', '--narrate'], {
      'off.json': JSON.stringify(json),
      'a.json': JSON.stringify([
        { type: 'declareOffensive', offensive: 'combinedAir', nations: ['uk', 'us'] },
      ]),
    })
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' })
    expect(r.stdout).toContain('declares a Combined Air Offensive of')
  })
})

describe('airops play: the files it writes', () => {
  it('--scenario-here and --save refuse a path that is an input or the other output: nothing is written', () => {
    const cases: [string[], string][] = [
      [
        ['play', 'chain.json', '--scenario-here', 'chain.json'],
        '--scenario-here: "chain.json" is the scenario or save file read, which would be overwritten; write to another file',
      ],
      [
        ['play', 'chain.json', '--save', './chain.json'],
        '--save: "./chain.json" is the scenario or save file read, which would be overwritten; write to another file',
      ],
      [
        ['play', 'chain.json', '--actions', 'a.json', '--save', 'a.json'],
        '--save: "a.json" is the actions file (--actions), which would be overwritten; write to another file',
      ],
      [
        ['play', 'chain.json', '--save', 'out.json', '--scenario-here', 'out.json'],
        '--scenario-here: "out.json" is also the file of --save; give each its own file',
      ],
    ]
    for (const [argv, message] of cases) {
      const r = run(argv, { 'a.json': '[]' })
      expect(r.code, argv.join(' ')).toBe(2)
      expect(r.stderr).toBe(`${message}\n`)
      expect(r.written).toEqual({})
    }
    const ok = run(['play', 'chain.json', '--save', 'g.json', '--scenario-here', 'here.json'])
    expect(ok.code).toBe(0)
    expect(Object.keys(ok.written).sort()).toEqual(['g.json', 'here.json'])
  })

  it('what Sortie writes it reads back: indented while small, on one line when indenting would pass the limit', () => {
    const value = { units: Array.from({ length: 50 }, (_, i) => ({ id: `u${i}`, front: '4-4/3' })) }
    const compact = JSON.stringify(value)
    const pretty = JSON.stringify(value, null, 2)
    expect(fileJson(value, pretty.length + 10)).toBe(`${pretty}\n`)
    // 9 MB in, 22.6 MB out was refused by the 20 MB limit: now it is written on one line.
    expect(fileJson(value, compact.length + 10)).toBe(`${compact}\n`)
    const here = run(['play', 'chain.json', '--scenario-here', 'here.json']).written['here.json']
    expect(here.startsWith('{\n  "format"')).toBe(true) // a small export stays readable
    expect(run(['validate', 'here.json'], { 'here.json': here })).toMatchObject({ code: 0 })
  })
})

describe('airops play: the players enter a chart (4.10, 4.2; design §8 "Tables with provenance")', () => {
  const SIGHTING = {
    type: 'enterTable',
    side: 'axis',
    table: 'sightingReport',
    columns: ['report'],
    cells: [
      ['the number of chits ±50 %'],
      ['the number of chits ±50 %'],
      ['the number of chits of each type ±25 %'],
      ['the number of chits ±25 %'],
      ['the exact number of chits'],
      ['the exact number of chits of each type, and their names'],
    ],
    provenance: 'userEntered',
  }
  const RECON = { type: 'reconnoitre', target: '4819', inPort: true, units: ['uk-wellington-1'] }

  it('accepts the entered Flotilla Sighting Report, and the secret 5 reads its line: the exact count, given at once', () => {
    const r = run(
      ['play', 'channel-1943', '--actions', 'a.json', '--dice', '5', '--as', 'axis', '--narrate'],
      {
        'a.json': JSON.stringify([SIGHTING, RECON]),
      },
    )
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      'The players enter the Flotilla Sighting Report (entered table, not verified): 1 the number of chits ±50 %;',
    )
    expect(r.stdout).toContain('Flotilla Sighting Report from Axis for 4819: 1 naval chit (4.10).')
    // With the placeholder, a 5 lets the count be falsified: the owner is asked.
    const placeholder = run(['play', 'channel-1943', '--actions', 'a.json', '--dice', '5', '--as', 'axis'], {
      'a.json': JSON.stringify([RECON]),
    })
    expect(JSON.parse(placeholder.stdout).pending.kind).toBe('sightingReport')
  })

  it('refuses base capacities that break a rule, naming the cell, what it got and what it expects', () => {
    const r = run(['play', 'channel-1943', '--actions', 'a.json'], {
      'a.json': JSON.stringify([
        {
          type: 'enterTable',
          table: 'baseCapacity',
          columns: ['chits'],
          cells: [['1'], ['2'], ['1'], ['2'], ['1'], ['1'], ['2'], ['1'], ['4']],
          provenance: 'seed',
        },
      ]),
    })
    expect(r.code).toBe(3) // a refused action
    expect(r.stderr).toBe(
      'action #0 (enterTable): 4.2: column Air units, row Grass Airfield: got "2", expected "1" (4.3: a grass airfield holds one air unit).\n',
    )
  })
})
