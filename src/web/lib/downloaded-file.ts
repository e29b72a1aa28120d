/** A file the API answered with: its bytes and the name its Content-Disposition gives it (else `fallback`). */
export interface DownloadedFile {
  file: Blob
  name: string
}

export function downloadedFile(file: Blob | undefined, response: Response, fallback: string): DownloadedFile {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return { file: file!, name: named?.[1] ?? fallback }
}

/**
 * Hands a downloaded file to the browser under its name, as a link to it would. The API's files need the user's token,
 * so no plain link can fetch them: the page downloads them and hands them on.
 */
export function saveFile({ file, name }: DownloadedFile) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the download by then; the memory is given back.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
