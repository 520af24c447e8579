// The side panel: tabs for the situation (decision, selected hex, unit card), the forces (order
// of battle), the log and the settings. Inactive tabs stay mounted (hidden), so a half-filled
// form survives a look at the log. A selection made on the map brings the situation tab forward.
// A new game opens on the situation tab. The tabs' contents are fetched once the map is drawn.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { sortieStore, useSortie } from '../store/store'
import { deferred } from './deferred'

const contents = () => import('./panelContents')
const BriefingCard = deferred(() => contents().then((m) => m.BriefingCard))
const DecisionPanel = deferred(() => contents().then((m) => m.DecisionPanel))
const EventLog = deferred(() => contents().then((m) => m.EventLog))
const HexPanel = deferred(() => contents().then((m) => m.HexPanel))
const OrderOfBattle = deferred(() => contents().then((m) => m.OrderOfBattle))
const SettingsPanel = deferred(() => contents().then((m) => m.SettingsPanel))
const UnitCard = deferred(() => contents().then((m) => m.UnitCard))
const WhatHappenedFeed = deferred(() => contents().then((m) => m.WhatHappenedFeed))

const TABS = [
  { id: 'situation', label: 'Situation' },
  { id: 'forces', label: 'Forces' },
  { id: 'log', label: 'Log' },
  { id: 'settings', label: 'Settings' },
] as const
export type TabId = (typeof TABS)[number]['id']

/** True while the user is working the map (pointer pressed on it last, or focus inside it). */
function mapInUse(lastPointer: EventTarget | null): boolean {
  const inMap = (n: unknown) => n instanceof Element && n.closest('.map') !== null
  return inMap(document.activeElement) || inMap(lastPointer)
}

export function SidePanel({ onFold }: { onFold?: () => void }) {
  const [tab, setTab] = useState<TabId>('situation')
  const events = useSortie((s) => (s.game ? s.game.cursor : 0))
  const replayOpen = useSortie((s) => !!s.ui.replay)
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})
  const lastPointer = useRef<EventTarget | null>(null)

  useEffect(() => {
    const onDown = (e: PointerEvent) => (lastPointer.current = e.target)
    document.addEventListener('pointerdown', onDown, true)
    const off = sortieStore.subscribe((s, prev) => {
      const fromMap =
        s.ui.selectedHex !== prev.ui.selectedHex && s.ui.selectedHex !== null && mapInUse(lastPointer.current)
      if (fromMap || (s.ui.tracing !== null && prev.ui.tracing === null)) setTab('situation')
      if (s.ui.replay && !prev.ui.replay)
        setTab('log') // a replay opens on the log, its events in step with the map
      // A new game (or another one loaded) opens on its situation, never on the last game's log.
      else if (s.gameId !== prev.gameId) setTab('situation')
    })
    return () => {
      document.removeEventListener('pointerdown', onDown, true)
      off()
    }
  }, [])

  const onTabKey = (e: KeyboardEvent, i: number) => {
    const to =
      e.key === 'ArrowRight'
        ? i + 1
        : e.key === 'ArrowLeft'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : null
    if (to === null) return
    e.preventDefault()
    const next = TABS[(to + TABS.length) % TABS.length]
    setTab(next.id)
    tabRefs.current[next.id]?.focus()
  }

  return (
    <aside className="side-panel" id="panels" aria-label="Game panels">
      <div className="tab-row">
        <div className="tabs" role="tablist" aria-label="Panels">
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t.label}
              {t.id === 'log' && events > 0 && <span className="badge"> {events}</span>}
            </button>
          ))}
        </div>
        {onFold && (
          <button
            type="button"
            className="panel-fold"
            onClick={onFold}
            aria-label="Hide the panels"
            title="Hide the panels to see the whole map"
          >
            ▸
          </button>
        )}
      </div>
      <div className="tab-panels">
        <div
          role="tabpanel"
          id="panel-situation"
          aria-labelledby="tab-situation"
          hidden={tab !== 'situation'}
          tabIndex={0}
        >
          {!replayOpen && <WhatHappenedFeed />}
          {!replayOpen && <BriefingCard />}
          {replayOpen ? (
            <p className="hint">Replaying: decisions are hidden until you exit the replay.</p>
          ) : (
            <DecisionPanel />
          )}
          <HexPanel />
          <UnitCard />
        </div>
        <div
          role="tabpanel"
          id="panel-forces"
          aria-labelledby="tab-forces"
          hidden={tab !== 'forces'}
          tabIndex={0}
        >
          <UnitCard headingLevel={2} />
          <OrderOfBattle />
        </div>
        <div role="tabpanel" id="panel-log" aria-labelledby="tab-log" hidden={tab !== 'log'} tabIndex={0}>
          {tab === 'log' && <EventLog />}
        </div>
        <div
          role="tabpanel"
          id="panel-settings"
          aria-labelledby="tab-settings"
          hidden={tab !== 'settings'}
          tabIndex={0}
        >
          <SettingsPanel />
        </div>
      </div>
    </aside>
  )
}
