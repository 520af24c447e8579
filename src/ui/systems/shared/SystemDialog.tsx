// The frame every decision dialog of a system's own page shares (OCS, AWAW): its title with the
// rule, who decides and the prompt, the body, the buttons. The test ids are "<name>-dialog-<kind>".
import { useId, type ReactNode } from 'react'

export function SystemDialog({
  name,
  pending,
  who,
  title,
  children,
  buttons,
}: {
  /** The system's short name: the CSS class "<name>-dialog" and the test id. */
  name: string
  pending: { kind: string; rule: string; prompt: string }
  /** The deciding side's name, put before a prompt that does not start with it. */
  who: string
  title: string
  children?: ReactNode
  buttons?: ReactNode
}) {
  const id = useId()
  const p = pending
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-prompt`}
      className={`decision-dialog ${name}-dialog`}
      data-testid={`${name}-dialog-${p.kind}`}
      data-kind={p.kind}
    >
      <h3 id={`${id}-title`} className="dialog-title">
        {title} <span className="rule">(rule {p.rule})</span>
      </h3>
      {p.prompt && (
        <p id={`${id}-prompt`} className="dialog-prompt">
          {p.prompt.startsWith(who) ? p.prompt : `${who}: ${p.prompt}`}
        </p>
      )}
      <div className="dialog-body">{children}</div>
      {buttons && <div className="dialog-buttons">{buttons}</div>}
    </section>
  )
}
