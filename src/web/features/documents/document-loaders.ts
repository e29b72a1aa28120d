import { replace, type LoaderFunctionArgs } from 'react-router'
import { localizePath } from '../../../domain/locale-routing'
import { isLoggedIn } from '../../lib/auth-tokens'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'
import { documentPlace } from './document-place'

/**
 * /d/account/documents-guest/{id_doc} and /d/trips/{id}/documents/{id_doc}: a covid proof whose emergency warning was
 * never shown opens on the warning first.
 */
export function emergencyWarningLoader({ queryClient, config }: LoaderDeps, kind: 'guest' | 'trip' = 'guest') {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const id = Number(params.idDoc)
    // Signed out: the dashboard's own loader sends the visitor to sign in; a bad id is the document page's to report.
    if (!isLoggedIn() || !Number.isInteger(id) || id < 1) return null
    const { documentQueryOptions } = await import('./api/get-document')
    const document = await queryClient.ensureQueryData(documentQueryOptions(id)).catch(() => null)
    if (document?.document_type === 'covid_proof' && !document.emergency_warning_seen) {
      throw replace(
        localizePath(
          documentPlace(kind, id, Number(params.id)).emergency!,
          localeOf(request, config, params),
          config.localeStrategy,
        ),
      )
    }
    return null
  }
}
