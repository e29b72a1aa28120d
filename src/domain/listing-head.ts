// What a listing page says of itself in the document head and to social networks (spec 1 §9): the page renders it,
// and the server writes it into the page it sends, for the link previews that do not run scripts. Pure.

export interface ListingHeadSource {
  description: string
  photos: ReadonlyArray<{ url: string; position: number }>
}

/** The page's description: the listing's own text on one line, at most 160 characters. */
export const listingDescription = (camper: Pick<ListingHeadSource, 'description'>) =>
  camper.description.replace(/\s+/g, ' ').trim().slice(0, 160)

/** The listing's main photo: the gallery's first, by position. */
export const listingCoverPhoto = (camper: Pick<ListingHeadSource, 'photos'>) =>
  [...camper.photos].sort((a, b) => a.position - b.position)[0]

/** The social image: the main photo, cover-cropped at 1200x630. */
export function listingSocialImage(camper: Pick<ListingHeadSource, 'photos'>): string | undefined {
  const first = listingCoverPhoto(camper)
  if (!first) return undefined
  return `${first.url}${first.url.includes('?') ? '&' : '?'}w=1200&h=630&fit=cover`
}
