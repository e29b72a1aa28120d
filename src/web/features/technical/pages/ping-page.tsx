/** /ping/front: a technical health page for monitors. */
export function PingPage() {
  return <p>ok</p>
}
