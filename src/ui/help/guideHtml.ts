// The player's guide (docs/guide.md) as HTML for the in-app help. The guide is bundled as text
// (Vite `?raw`), so the help works offline like the rest of the app; this module is fetched only
// when the help is opened. Links to other files of the repository and images are left out: the app
// serves neither. Links within the guide (#…) keep working, each heading getting the id GitHub
// gives it.
import { Marked, type Tokens } from 'marked'
import guide from '../../../docs/guide.md?raw'

/** GitHub's heading id: lower case, punctuation dropped, spaces to hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

/** The guide's Markdown with its images removed and links outside the guide made plain text. */
export function inAppMarkdown(md: string): string {
  return md.replace(/^!\[[^\]]*\]\([^)]*\)\s*$/gm, '').replace(/\[([^\]]+)\]\((?!#)[^)]*\)/g, '$1')
}

export function guideHtml(md: string = guide): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, t: Tokens.Heading) {
        const inner = this.parser.parseInline(t.tokens)
        return `<h${t.depth} id="${headingId(t.text)}">${inner}</h${t.depth}>\n`
      },
    },
  })
  return marked.parse(inAppMarkdown(md), { async: false })
}
