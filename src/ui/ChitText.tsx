/**
 * Chit notation as printed: "4-4/3", and an underscored strength ("_12_-20[2]" in files)
 * underlined like on the chit.
 */
export function ChitText({ notation, reduced }: { notation: string; reduced?: boolean }) {
  const m = /^_(\d+)_(.*)$/.exec(notation)
  return (
    <span className="chit-text">
      {m ? (
        <>
          <u title="Underscored strength (4.20)">{m[1]}</u>
          {m[2]}
        </>
      ) : (
        notation
      )}
      {reduced && <span className="note"> (reduced)</span>}
    </span>
  )
}
