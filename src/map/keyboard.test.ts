import { describe, expect, it, vi } from 'vitest'
import { MAP_COMMANDS, PAN_STEP, keyCommand, nextInCycle, type KeyActions, type MapMode } from './keyboard'

function actions(): KeyActions & { calls: string[] } {
  const calls: string[] = []
  const rec =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(`${name}(${args.join(',')})`)
    }
  return {
    calls,
    pan: rec('pan'),
    zoom: rec('zoom'),
    fit: rec('fit'),
    cycleUnit: rec('cycleUnit'),
    cycleNext: rec('cycleNext'),
    traceCursor: rec('traceCursor'),
    moveCursor: rec('moveCursor'),
    traceBack: rec('traceBack'),
    confirmTracing: rec('confirmTracing'),
    cancelTracing: rec('cancelTracing'),
    toggleStack: rec('toggleStack'),
    clearSelection: vi.fn(() => {
      calls.push('clearSelection()')
      return false
    }),
    leave: rec('leave'),
  }
}

const run = (key: string, shift: boolean, mode: MapMode) => {
  const a = actions()
  keyCommand(key, shift, mode)?.perform(a)
  return a.calls
}

describe('map keyboard', () => {
  it('pans with the arrows (the view moves the way the arrow points) in both modes', () => {
    expect(run('ArrowRight', false, 'idle')).toEqual([`pan(${-PAN_STEP},0)`])
    expect(run('ArrowUp', false, 'tracing')).toEqual([`pan(0,${PAN_STEP})`])
  })

  it('cycles units with Tab and Shift+Tab when idle, legal hexes while tracing', () => {
    expect(run('Tab', false, 'idle')).toEqual(['cycleUnit(1)'])
    expect(run('Tab', true, 'idle')).toEqual(['cycleUnit(-1)'])
    expect(run('Tab', false, 'tracing')).toEqual(['cycleNext(1)'])
  })

  it('Enter confirms a route, else toggles the stack; Esc cancels a route, else clears, else leaves the map', () => {
    expect(run('Enter', false, 'tracing')).toEqual(['confirmTracing()'])
    expect(run('Enter', false, 'idle')).toEqual(['toggleStack()'])
    expect(run('Escape', false, 'tracing')).toEqual(['cancelTracing()'])
    expect(run('Escape', false, 'idle')).toEqual(['clearSelection()', 'leave()'])
  })

  it('while a flight moves hex by hex: Tab cycles its legal hexes, Space moves it there, Enter and Esc act as when idle', () => {
    expect(run('Tab', false, 'moving')).toEqual(['cycleNext(1)'])
    expect(run('Tab', true, 'moving')).toEqual(['cycleNext(-1)'])
    expect(run(' ', false, 'moving')).toEqual(['moveCursor()'])
    expect(run(' ', false, 'tracing')).toEqual(['traceCursor()'])
    expect(run(' ', false, 'idle')).toEqual([])
    expect(run('Enter', false, 'moving')).toEqual(['toggleStack()'])
    expect(run('Escape', false, 'moving')).toEqual(['clearSelection()', 'leave()'])
    expect(run('Backspace', false, 'moving')).toEqual([])
    expect(run('ArrowLeft', false, 'moving')).toEqual([`pan(${PAN_STEP},0)`])
  })

  it('has no two commands on the same key in the same mode', () => {
    const seen = new Set<string>()
    for (const c of MAP_COMMANDS)
      for (const k of c.keys)
        for (const m of c.modes)
          for (const s of c.shift === undefined ? [true, false] : [c.shift]) {
            const id = `${k}|${m}|${s}`
            expect(seen.has(id), id).toBe(false)
            seen.add(id)
          }
  })

  it('cycles through a list, wrapping both ways', () => {
    expect(nextInCycle(['a', 'b', 'c'], null, 1)).toBe('a')
    expect(nextInCycle(['a', 'b', 'c'], null, -1)).toBe('c')
    expect(nextInCycle(['a', 'b', 'c'], 'c', 1)).toBe('a')
    expect(nextInCycle(['a', 'b', 'c'], 'a', -1)).toBe('c')
    expect(nextInCycle(['a', 'b', 'c'], 'zz', 1)).toBe('a')
    expect(nextInCycle([], 'a', 1)).toBeNull()
  })
})
