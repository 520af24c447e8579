// Every error of the scenario being edited, as the validator words it ("path: message"); an error
// at a hex selects the hex, so its panel shows the field with the error.
import { hexOfError } from '../check'
import { editorStore } from '../store'
import { useDraft, useErrors } from './hooks'

export function ProblemsPanel({ onShowHex }: { onShowHex: (hex: string) => void }) {
  const d = useDraft()
  const errors = useErrors()
  if (errors.length === 0)
    return (
      <p className="editor-ok">
        No problems: the runner and the game accept this scenario. Export it, or play it.
      </p>
    )
  return (
    <div>
      <p>
        The validator finds {errors.length} problem{errors.length > 1 ? 's' : ''}. The map rings the hexes
        concerned and leaves out what is in error until it is fixed.
      </p>
      <ul className="problems" data-testid="editor-problems">
        {errors.map((e, i) => {
          const hex = hexOfError(d, e.path)
          return (
            <li key={i}>
              <code>{e.path || '(file)'}</code>: {e.message}
              {hex !== null && (
                <>
                  {' '}
                  <button
                    type="button"
                    className="link"
                    onClick={() => {
                      editorStore.getState().select(hex)
                      onShowHex(hex)
                    }}
                  >
                    Show hex {hex}
                  </button>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
