import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { saveFile, type DownloadedFile } from '../lib/downloaded-file'

/**
 * A button that fetches a file of the API (a receipt, a statement, an export) and hands it to the browser; it says
 * `preparing` while the server writes it, and `onError` hears a failure.
 */
export function DownloadButton({
  fetchFile,
  label,
  preparing,
  onError,
}: {
  fetchFile: () => Promise<DownloadedFile>
  label: ReactNode
  preparing: ReactNode
  onError?: (error: Error | null) => void
}) {
  const download = useMutation({
    mutationFn: fetchFile,
    onMutate: () => onError?.(null),
    onSuccess: saveFile,
    onError: (error) => onError?.(error),
  })
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      {download.isPending ? preparing : label}
    </button>
  )
}
