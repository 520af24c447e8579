// The runner's input/output: injectable so tests run `main` in-process with in-memory files.
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { MAX_SAVE_BYTES } from '../rules/systems/aeto/save/load'
import { sizesApart } from '../rules/systems/aeto/save/jsonText'
import type { FileContent } from '../rules/systems/aeto/scenario/jsonText'

export interface BuiltInScenario {
  id: string
  title: string
  description?: string
  /** The scenario JSON (an object, or its text). */
  data: unknown
}

export interface RunnerIo {
  stdout(s: string): void
  stderr(s: string): void
  /** A file's bytes (or text). Throws FileReadError (or a Node error with a `code`) when it cannot be read. */
  readFile(path: string): FileContent
  /** Writes a file (for `play --save`); absent = writing is not possible. */
  writeFile?(path: string, text: string): void
  /** Scenarios shipped with Sortie, playable by id (`play tutorial`). */
  builtIns?: readonly BuiltInScenario[]
}

/** A file that cannot be read, with the reason in plain English ("no such file"). */
export class FileReadError extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'FileReadError'
  }
}

/** Largest file the runner reads: a save (a scenario of up to 20 MB and its actions). */
export const MAX_FILE_BYTES = MAX_SAVE_BYTES

/** The reason a file could not be read, from a FileReadError or a Node error code. */
export function readFailureReason(e: unknown): string {
  if (e instanceof FileReadError) return e.reason
  const code = (e as { code?: unknown } | null)?.code
  switch (code) {
    case 'ENOENT':
      return 'no such file'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EISDIR':
      return 'it is a directory, not a file'
    case 'ENOTDIR':
      return 'no such file (a part of the path is not a directory)'
    case 'ENAMETOOLONG':
      return 'the file name is too long'
  }
  const message = e instanceof Error ? e.message : String(e)
  return message.slice(0, 200)
}

/**
 * Reads a file's bytes after checking its size and kind, so a 2 GB file or a device such as
 * /dev/zero is refused without being read. The parsers decode the bytes as UTF-8 and name the
 * first byte that is not (decodeUtf8).
 */
export function readTextFile(path: string, maxBytes = MAX_FILE_BYTES): Uint8Array {
  let st
  try {
    st = statSync(path)
  } catch (e) {
    throw new FileReadError(readFailureReason(e))
  }
  if (st.isDirectory()) throw new FileReadError('it is a directory, not a file')
  if (!st.isFile()) throw new FileReadError('it is not a regular file')
  if (st.size > maxBytes) throw tooLarge(st.size, maxBytes)
  let buf: Buffer
  try {
    buf = readFileSync(path)
  } catch (e) {
    throw new FileReadError(readFailureReason(e))
  }
  if (buf.length > maxBytes) throw tooLarge(buf.length, maxBytes)
  return buf
}

function tooLarge(size: number, max: number): FileReadError {
  const [a, b] = sizesApart(size, max)
  return new FileReadError(`the file is too large (${a}); Sortie reads files of at most ${b}`)
}

/** The real input/output of `npm run airops`. */
export function nodeIo(builtIns: readonly BuiltInScenario[] = []): RunnerIo {
  return {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    readFile: (path) => readTextFile(path),
    writeFile: (path, text) => writeFileSync(path, text, 'utf8'),
    builtIns,
  }
}

/** In-memory files for tests and demos; written files land in `written`. */
export function memoryIo(files: Record<string, string>, builtIns: readonly BuiltInScenario[] = []) {
  const out: string[] = []
  const err: string[] = []
  const written: Record<string, string> = {}
  const io: RunnerIo = {
    stdout: (s) => void out.push(s),
    stderr: (s) => void err.push(s),
    readFile: (path) => {
      if (Object.prototype.hasOwnProperty.call(written, path)) return written[path]
      if (!Object.prototype.hasOwnProperty.call(files, path)) throw new FileReadError('no such file')
      return files[path]
    },
    writeFile: (path, text) => {
      written[path] = text
    },
    builtIns,
  }
  return {
    io,
    written,
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  }
}
