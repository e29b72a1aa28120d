// Staff extras: the last camper and owner a page showed, remembered for the tab (sessionStorage).
// Listing and profile pages call rememberLastCamper / rememberLastOwner when they load.

const CAMPER_KEY = 'roam.staff.last-camper'
const OWNER_KEY = 'roam.staff.last-owner'

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | number): void {
  try {
    window.sessionStorage.setItem(key, String(value))
  } catch {
    // storage unavailable (private mode): the staff links simply do not show
  }
}

export const rememberLastCamper = (id: string | number) => write(CAMPER_KEY, id)
export const rememberLastOwner = (id: string | number) => write(OWNER_KEY, id)
export const lastCamperId = () => read(CAMPER_KEY)
export const lastOwnerId = () => read(OWNER_KEY)
