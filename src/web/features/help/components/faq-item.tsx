import { useLocation } from 'react-router'
import type { FaqEntry } from '../api/get-faq'
import { FaqAnswer } from './faq-answer'

/** One question as a disclosure; #key in the address opens it and scrolls to it (the browser does, by id). */
export function FaqItem({ entry }: { entry: FaqEntry }) {
  const { hash } = useLocation()
  return (
    <details className="faq-item" id={entry.key} open={hash === `#${entry.key}` ? true : undefined}>
      <summary className="faq-item__question">{entry.question}</summary>
      <FaqAnswer answer={entry.answer} />
    </details>
  )
}
