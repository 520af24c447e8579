// The in-app help ("?" in the header): the player's guide, docs/guide.md, in a dialog. Fetched only
// when opened, so the first screen does not carry it; bundled with the app, so it works offline.
import { useEffect, useMemo, useRef } from 'react'
import { dialogSession } from '../dialogs/session'
import { guideHtml } from './guideHtml'

export default function HelpDialog() {
  const html = useMemo(() => guideHtml(), [])
  const box = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const close = () => dialogSession.setState({ help: false })
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [])
  // The contents' links scroll the guide, and leave the page's address alone.
  const onClick = (e: React.MouseEvent) => {
    const a = (e.target as HTMLElement).closest('a')
    const href = a?.getAttribute('href')
    if (!href?.startsWith('#')) return
    e.preventDefault()
    body.current?.querySelector(`[id="${CSS.escape(href.slice(1))}"]`)?.scrollIntoView()
  }
  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal help"
        role="dialog"
        aria-modal="true"
        aria-labelledby="help-heading"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault()
            close()
          }
        }}
      >
        <h2 id="help-heading">Help</h2>
        <div
          ref={body}
          className="modal-body help-guide"
          data-testid="help-guide"
          onClick={onClick}
          // The guide is the repository's own text (docs/guide.md), not anything a user supplied.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <div className="modal-actions">
          <button type="button" className="primary" data-autofocus onClick={close}>
            Close <kbd>Esc</kbd>
          </button>
        </div>
      </div>
    </div>
  )
}
