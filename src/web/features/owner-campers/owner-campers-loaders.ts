import { redirect, type LoaderFunctionArgs } from 'react-router'
import { localizePath } from '../../../domain/locale-routing'
import { tabOpen } from '../../../domain/listing-progress'
import { ApiClientError } from '../../lib/api-client-error'
import { paths } from '../../lib/paths'
import { requireOwner } from '../../lib/route-guards'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'

/**
 * /d/campers/{id}/calendar (spec 2 §2): a camper that is not publishable is forced to its main page. A camper that
 * cannot be read is left to the page, which says so.
 */
export function publishableCamperLoader(deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs) => {
    await requireOwner(deps, args)
    const id = Number(args.params.id)
    const { camperProgressQueryOptions } = await import('./api/get-camper-progress')
    const progress = await deps.queryClient.fetchQuery(camperProgressQueryOptions(id)).catch((error: unknown) => {
      if (error instanceof ApiClientError) return null
      throw error
    })
    if (progress && !tabOpen('calendar', progress.publishable)) {
      throw redirect(
        localizePath(
          paths.ownerCamper.href(id),
          localeOf(args.request, deps.config, args.params),
          deps.config.localeStrategy,
        ),
      )
    }
    return null
  }
}
