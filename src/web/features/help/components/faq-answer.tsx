import Markdown from 'markdown-to-jsx'
import { highlightParts } from '../../../../domain/help-search'

/** An answer as written: short Markdown paragraphs and lists. */
export function FaqAnswer({ answer }: { answer: string }) {
  return (
    <Markdown className="faq-answer" options={{ wrapper: 'div', forceWrapper: true, disableParsingRawHTML: true }}>
      {answer}
    </Markdown>
  )
}

/** Text with the searched words marked, in their original spelling. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  )
}
