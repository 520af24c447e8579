import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FileReadError, nodeIo, readFailureReason, readTextFile } from './io'
import { main } from './runner'

let dir = ''

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'airops-io-'))
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

function sparse(name: string, bytes: number): string {
  const path = join(dir, name)
  const fd = openSync(path, 'w')
  ftruncateSync(fd, bytes) // a sparse file: no disk space used, nothing written
  closeSync(fd)
  return path
}

function reason(f: () => unknown): string {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(FileReadError)
    return (e as FileReadError).reason
  }
  throw new Error('expected a FileReadError')
}

describe('readTextFile', () => {
  it('checks the size before reading: a 2 GB file is refused at once', () => {
    const path = sparse('huge.json', 2 * 1024 * 1024 * 1024)
    const t0 = Date.now()
    expect(reason(() => readTextFile(path))).toBe(
      'the file is too large (2048.0 MB); Sortie reads files of at most 24.0 MB',
    )
    expect(Date.now() - t0).toBeLessThan(1000)
  })

  it('missing files, directories and devices', () => {
    expect(reason(() => readTextFile(join(dir, 'nope.json')))).toBe('no such file')
    expect(reason(() => readTextFile(dir))).toBe('it is a directory, not a file')
    if (existsSync('/dev/zero'))
      expect(reason(() => readTextFile('/dev/zero'))).toBe('it is not a regular file')
  })

  it('reads the bytes as they are: the parsers decode them as UTF-8 and name a byte that is not', () => {
    const ok = join(dir, 'ok.json')
    writeFileSync(ok, '{"name": "Dünenfeld \uFFFD"}')
    expect(new TextDecoder().decode(readTextFile(ok))).toBe('{"name": "Dünenfeld \uFFFD"}')
    const latin1 = join(dir, 'latin1.json')
    writeFileSync(latin1, Buffer.from([0x7b, 0x22, 0x4d, 0xfc, 0x22, 0x7d])) // {"Mü"} in Latin-1
    expect([...readTextFile(latin1)]).toEqual([0x7b, 0x22, 0x4d, 0xfc, 0x22, 0x7d])
  })

  it('Node error codes in plain English', () => {
    expect(readFailureReason(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe('no such file')
    expect(readFailureReason(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe('permission denied')
    expect(readFailureReason(new FileReadError('it is not a regular file'))).toBe('it is not a regular file')
  })
})

describe('main with the real file system', () => {
  function runNode(argv: string[]) {
    const out: string[] = []
    const err: string[] = []
    const io = {
      ...nodeIo(),
      stdout: (s: string) => void out.push(s),
      stderr: (s: string) => void err.push(s),
    }
    return { code: main(argv, io), stdout: out.join(''), stderr: err.join('') }
  }

  it('validate on a 2 GB file, a directory and a missing file: exit 2, one line', () => {
    const huge = sparse('big.json', 2 * 1024 * 1024 * 1024)
    expect(runNode(['validate', huge])).toEqual({
      code: 2,
      stdout: '',
      stderr: `cannot read ${huge}: the file is too large (2048.0 MB); Sortie reads files of at most 24.0 MB\n`,
    })
    expect(runNode(['validate', dir])).toEqual({
      code: 2,
      stdout: '',
      stderr: `cannot read ${dir}: it is a directory, not a file\n`,
    })
    expect(runNode(['validate', join(dir, 'missing.json')])).toEqual({
      code: 2,
      stdout: '',
      stderr: `cannot read ${join(dir, 'missing.json')}: no such file\n`,
    })
  })

  it('validate on a Latin-1 file', () => {
    const latin1 = join(dir, 'latin1-scenario.json')
    writeFileSync(latin1, Buffer.from('{"title": "M\xfcnchen"}', 'latin1'))
    expect(runNode(['validate', latin1])).toEqual({
      code: 2,
      stdout: '',
      stderr: `invalid scenario file ${latin1}:\n  this is not valid UTF-8 text: it contains bytes that cannot be decoded (line 1, column 13); a scenario is a JSON text file saved as UTF-8\n`,
    })
  })

  it('--save writes the file', () => {
    const out = join(dir, 'game.json')
    const r = runNode([
      'play',
      fileURLToPath(new URL('./testdata/chain-scenario.json', import.meta.url)),
      '--save',
      out,
    ])
    expect(r.code).toBe(0)
    expect(existsSync(out)).toBe(true)
    expect(runNode(['validate', out])).toEqual({
      code: 0,
      stdout:
        'ok: save of scenario chain (Three deep: interception, counter and counter-counter), 0 actions replayed\n',
      stderr: '',
    })
    const nowhere = join(dir, 'no', 'such', 'game.json')
    expect(
      runNode([
        'play',
        fileURLToPath(new URL('./testdata/chain-scenario.json', import.meta.url)),
        '--save',
        nowhere,
      ]),
    ).toMatchObject({
      code: 2,
      stderr: `cannot write ${nowhere}: no such directory\n`,
    })
  })
})
