/**
 * Where `<CookiePreferences />` stands in the cookie policy. The consent banner (built separately) brings
 * the "Cookie preferences" button that reopens the choice: it is mounted here when the two are merged.
 */
export function CookiePreferencesSlot() {
  return <div className="content-cookie-preferences" data-slot="cookie-preferences" />
}
