import PDFDocument from 'pdfkit'

// The PDF's standard fonts write Windows-1252 only: other spaces become no-break spaces and accented letters outside
// it lose their accent, so that a name or a formatted amount is never garbled.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
export function winAnsi(text: string): string {
  return [...text.replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0')]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char)) return char
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '')
      return [...bare].every((c) => c.charCodeAt(0) <= 0xff) ? bare : '?'
    })
    .join('')
}

/**
 * An A4 document of Roam's billing papers (receipts, statements) and the few ways they write: the brand and the issuer
 * at the top, headings, label–value rows, a rule, tables, small print. `finish()` ends it and gives the bytes.
 */
export function billingPdf(info: { title: string; createdAt: Date }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: info.title, Author: 'Roam', CreationDate: info.createdAt },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const write = (text: string) => doc.text(winAnsi(text))

  return {
    doc,
    write,
    /** The brand, then the issuer's lines (an issuer named just Roam, the default, adds no line of its own). */
    letterhead(issuer: string[]) {
      doc.font('Helvetica-Bold').fontSize(22).fillColor('#0f5e57')
      write('Roam')
      doc.fillColor('black').font('Helvetica').fontSize(9)
      for (const line of issuer.filter((line) => line !== 'Roam')) write(line)
    },
    title(text: string) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(16)
      write(text)
      doc.font('Helvetica').fontSize(10)
    },
    heading(text: string) {
      doc.moveDown(1.2).font('Helvetica-Bold').fontSize(11)
      write(text)
      doc.font('Helvetica').fontSize(10).moveDown(0.2)
    },
    /**
     * A label and its value on one line; a total is bold. Amounts (`right`, always for a total) sit at the right edge,
     * as on a bill.
     */
    row(label: string, value: string, total = false, right = total) {
      const y = doc.y
      doc
        .font(total ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(total ? 12 : 10)
        .text(winAnsi(label), left, y, { width: width * 0.4 })
      const labelBottom = doc.y
      doc.text(winAnsi(value), left + width * 0.4, y, { width: width * 0.6, align: right ? 'right' : 'left' })
      doc.x = left
      doc.y = Math.max(labelBottom, doc.y)
      doc.font('Helvetica').fontSize(10)
    },
    rule() {
      doc.moveDown(1)
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.5)
        .stroke()
      doc.moveDown(0.6)
    },
    /**
     * A table with a bold header row; each column has a width in points or '*' (a share of what is left), and is
     * right-aligned when `right` (amounts).
     */
    table(header: string[], rows: string[][], columns: Array<{ width: number | '*'; right?: boolean }>) {
      doc.x = left
      doc.fontSize(9).table({
        defaultStyle: { border: { bottom: 0.5 }, borderColor: '#bbbbbb', padding: [3, 4] },
        columnStyles: (column) => ({
          width: columns[column]!.width,
          align: { x: columns[column]!.right ? 'right' : 'left' },
        }),
        data: [
          header.map((text) => ({ text: winAnsi(text), font: { family: 'Helvetica-Bold' }, type: 'TH' as const })),
          ...rows.map((cells) => cells.map(winAnsi)),
        ],
      })
      doc.font('Helvetica').fontSize(10).moveDown(0.5)
      doc.x = left
    },
    smallPrint(text: string) {
      doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#555555')
      write(text)
      doc.fillColor('black').fontSize(10)
    },
    finish() {
      doc.end()
      return finished
    },
  }
}
