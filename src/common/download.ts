// A JSON text handed to the browser as a downloaded file (saves, scenarios, an unreadable game), by the play screens and the editor.
export function downloadJson(name: string, text: string): void {
  downloadText(name, text, 'application/json')
}

/** A text (a Markdown document: the Europa draft's house rulings) handed to the browser as a file. */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000) // after the browser has started the download
}
