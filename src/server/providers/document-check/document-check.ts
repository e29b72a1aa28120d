import type { Env } from '../../env'
import type { DocumentCheckProvider } from './document-check-provider'
import { createSandboxDocumentCheck } from './sandbox-document-check'

/** The adapter DOCUMENT_CHECK_PROVIDER names; the sandbox is the default (and, for now, the only one). */
export function documentCheckProvider(env: Env): DocumentCheckProvider {
  switch (env.DOCUMENT_CHECK_PROVIDER) {
    case 'sandbox':
      return createSandboxDocumentCheck()
  }
}
