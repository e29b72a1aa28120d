/** A document checker (spec 2 §7 /v4/doctective/check/): reads a document's pages and says whether they look genuine. */
export type DocumentCheckVerdict = 'authentic' | 'suspicious' | 'unreadable'

export interface DocumentCheckResult {
  verdict: DocumentCheckVerdict
  /** 0 to 100: how sure the checker is that the document is genuine. */
  score: number
}

export interface DocumentCheckProvider {
  check(request: {
    documentType: string
    pages: ReadonlyArray<{ bytes: Uint8Array; contentType: string }>
  }): Promise<DocumentCheckResult>
}
