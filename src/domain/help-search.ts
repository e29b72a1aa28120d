// How the help centre matches a search: case and accent insensitive, every word must appear.
// The server stores folded text and filters with it; the web app highlights with the same rules.

/** Lower-case without diacritics: "Dépôt" → "depot". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The distinct folded words of a search query, longest first (so a long word wins a highlight over its prefix). */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query)
    .split(/[\s,;:!?.()"“”«»]+/)
    .filter((word) => word.length > 0)
  return [...new Set(words)].sort((a, b) => b.length - a.length)
}

export interface TextPart {
  text: string
  match: boolean
}

/** Splits `text` into matching and plain parts for the folded `terms`, keeping the original spelling. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return [{ text, match: false }]
  // Fold character by character, remembering where each folded character came from.
  let folded = ''
  const origin: number[] = []
  Array.from(text).reduce((offset, character) => {
    for (const piece of foldForSearch(character)) {
      folded += piece
      origin.push(offset)
    }
    return offset + character.length
  }, 0)
  const marked = new Array<boolean>(text.length).fill(false)
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      const start = origin[at]!
      const end = at + term.length < origin.length ? origin[at + term.length]! : text.length
      marked.fill(true, start, end)
    }
  }
  const parts: TextPart[] = []
  for (let index = 0; index < text.length; index += 1) {
    const last = parts.at(-1)
    if (last && last.match === marked[index]) last.text += text[index]
    else parts.push({ text: text[index]!, match: marked[index]! })
  }
  return parts
}
