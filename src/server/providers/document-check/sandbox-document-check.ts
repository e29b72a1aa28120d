import type { DocumentCheckProvider } from './document-check-provider'

const SUSPICIOUS_MARK = new TextEncoder().encode('SPECIMEN')

const contains = (bytes: Uint8Array, needle: Uint8Array) => {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/**
 * A predictable checker for development and tests: no pages or an empty page is unreadable, a page containing
 * the word SPECIMEN is suspicious, anything else is authentic.
 */
export function createSandboxDocumentCheck(): DocumentCheckProvider {
  return {
    async check({ pages }) {
      if (pages.length === 0 || pages.some((page) => page.bytes.length === 0))
        return { verdict: 'unreadable', score: 0 }
      if (pages.some((page) => contains(page.bytes, SUSPICIOUS_MARK))) return { verdict: 'suspicious', score: 20 }
      return { verdict: 'authentic', score: 95 }
    },
  }
}
