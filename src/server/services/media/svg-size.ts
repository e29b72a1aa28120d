export interface SvgSize {
  w?: number
  h?: number
  /** cover fills the box and crops what overflows around the centre; contain (default) fits inside it. */
  fit?: 'cover' | 'contain'
}

const ROOT_SIZE = /^<svg\b([^>]*?)\swidth="(\d+)"\sheight="(\d+)"/

/**
 * Sizes a generated SVG for its use (a card thumbnail, a 1200x630 Open Graph cover): the drawing keeps its
 * viewBox, the root gets the asked width and height (the missing one follows the drawing's proportions)
 * and a preserveAspectRatio that crops (slice) or letterboxes (meet) around the centre.
 */
export function sizeSvg(svg: string, { w, h, fit = 'contain' }: SvgSize): string {
  if (w === undefined && h === undefined) return svg
  const match = ROOT_SIZE.exec(svg)
  if (!match) throw new Error('A generated SVG must open with its width and height')
  const [whole, attributes, intrinsicWidth, intrinsicHeight] = match as unknown as [string, string, string, string]
  const ratio = Number(intrinsicWidth) / Number(intrinsicHeight)
  const width = w ?? Math.round(h! * ratio)
  const height = h ?? Math.round(w! / ratio)
  const aspect = fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'
  return svg.replace(whole, `<svg${attributes} width="${width}" height="${height}" preserveAspectRatio="${aspect}"`)
}
