// One accessible dialog for every pending decision: a labelled region placed in the side panel
// beside the map (the map stays visible), which names its rule and says in one line what happens
// now. The keyboard stays inside while it has the focus (Tab / Shift+Tab wrap; a control that
// vanishes hands the focus back to the dialog), Enter confirms and Esc passes when passing is a
// legal answer. It is not a blocking modal on purpose: the map beside it stays usable (route
// editing, inspecting units), and the map's own keys take over while the map has the focus. Buttons and boxes are touch-sized (app.css).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { GameState } from '../../rules/systems/aeto'
import { engagementStack } from '../../rules/systems/aeto'
import { SideBadge } from '../SideBadge'
import { sideRef } from '../situation'
import { ownsEnter } from './common'

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

export interface DialogProps {
  state: GameState
  /** What the dialog is about, e.g. "Interception". */
  title: string
  children?: ReactNode
  confirmLabel?: string
  onConfirm?: () => void
  confirmDisabled?: boolean
  /** The pass / cancel answer, when it is legal: Esc does it too. */
  cancelLabel?: string
  onCancel?: () => void
  extra?: ReactNode
  testId?: string
}

export function Breadcrumb({ state }: { state: GameState }) {
  const stack = engagementStack(state)
  if (stack.length === 0) return null
  return (
    <nav aria-label="Engagement stack" className="breadcrumb" data-testid="breadcrumb">
      {stack.map((e, i) => (
        <span key={e.id} aria-current={i === stack.length - 1 ? 'step' : undefined}>
          {i > 0 && <span aria-hidden="true"> ▸ </span>}
          {e.name} at {e.hex}
        </span>
      ))}
    </nav>
  )
}

export function DecisionDialog(p: DialogProps) {
  const { state } = p
  const pending = state.pending
  const id = useId()
  const box = useRef<HTMLElement>(null)
  const side = sideRef(state, pending.side)

  const focusFirst = () => {
    const first =
      box.current?.querySelector<HTMLElement>(
        '.dialog-body ' + FOCUSABLE.split(', ').join(', .dialog-body '),
      ) ?? box.current?.querySelector<HTMLElement>(FOCUSABLE)
    first?.focus()
  }
  // A new decision: the keyboard lands in it, unless the player is working the map.
  useEffect(() => {
    const active = document.activeElement
    if (active instanceof Element && active.closest('.map')) return
    if (active instanceof Element && active.closest('[role="tablist"]')) return
    focusFirst()
  }, [])
  // The focused control vanished (a choice replaced it): keep the keyboard in the dialog, on the
  // main answer when it can be given (so Enter does what the button says).
  useEffect(() => {
    if (document.activeElement !== document.body) return
    const primary = box.current?.querySelector<HTMLElement>('.dialog-buttons .primary:not([disabled])')
    if (primary) primary.focus()
    else focusFirst()
  })

  // Nothing a decision needs may sit under its sticky button bar: the panel that scrolls keeps the
  // bar's height clear when it brings a control into view (scroll-padding), and a control taking the
  // focus under the bar is scrolled above it.
  useEffect(() => {
    const bar = box.current?.querySelector<HTMLElement>('.dialog-buttons')
    const scroller = box.current?.closest<HTMLElement>('.tab-panels')
    if (!bar || !scroller) return
    const keepClear = () => (scroller.style.scrollPaddingBottom = `${bar.offsetHeight + 8}px`)
    keepClear()
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepClear)
    ro?.observe(bar)
    const onFocus = (e: FocusEvent) => {
      const el = e.target
      if (!(el instanceof HTMLElement) || bar.contains(el)) return
      if (el.getBoundingClientRect().bottom > bar.getBoundingClientRect().top)
        el.scrollIntoView({ block: 'nearest' })
    }
    const node = box.current
    node?.addEventListener('focusin', onFocus)
    return () => {
      ro?.disconnect()
      node?.removeEventListener('focusin', onFocus)
      scroller.style.scrollPaddingBottom = ''
    }
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return
    if (e.key === 'Tab' && box.current) {
      const all = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      )
      if (all.length === 0) return
      const first = all[0]
      const last = all[all.length - 1]
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      }
    } else if (e.key === 'Enter' && !ownsEnter(e.target, box.current) && p.onConfirm && !p.confirmDisabled) {
      e.preventDefault()
      p.onConfirm()
    } else if (e.key === 'Escape' && p.onCancel) {
      e.preventDefault()
      p.onCancel()
    }
  }

  return (
    <section
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-prompt`}
      className="decision-dialog"
      data-testid={p.testId ?? `dialog-${pending.kind}`}
      data-kind={pending.kind}
      onKeyDown={onKeyDown}
    >
      <h3 id={`${id}-title`} className="dialog-title">
        <SideBadge side={side} /> {p.title} <span className="rule">(rule {pending.rule})</span>
      </h3>
      <p id={`${id}-prompt`} className="dialog-prompt">
        {side.name}: {pending.prompt}
      </p>
      <Breadcrumb state={state} />
      <div className="dialog-body">{p.children}</div>
      <div className="dialog-buttons">
        {p.extra}
        {p.onCancel && (
          <button type="button" onClick={p.onCancel} aria-keyshortcuts="Escape">
            {p.cancelLabel ?? 'Pass'} <kbd>Esc</kbd>
          </button>
        )}
        {p.onConfirm && (
          <button
            type="button"
            className="primary"
            onClick={p.onConfirm}
            disabled={p.confirmDisabled}
            aria-keyshortcuts="Enter"
          >
            {p.confirmLabel ?? 'Confirm'} <kbd>Enter</kbd>
          </button>
        )}
      </div>
    </section>
  )
}
