import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MpTable } from './RouteParts'

describe('the MP table of a route (4.12)', () => {
  it('a unit that reaches its target with 0 MP left has used its whole range; it is not called out of range', () => {
    const html = renderToStaticMarkup(
      createElement(MpTable, { rows: [{ id: 'fb', name: 'P-38', used: 8, left: 0 }] }),
    )
    expect(html).toContain('<td>0<span class="note"> (whole range used)</span></td>')
    expect(html).not.toContain('out of range')
  })
})
