import { parseStoredDraft, type OnboardingDraft } from '../../../../domain/onboarding-vehicle'

/**
 * The in-progress vehicle, kept in local storage under this key until the end step (spec 2 §2): it survives a reload,
 * the sign-up round trip and a later visit. Read back with spec 2 §5's rules: anything invalid is dropped.
 */
export const ONBOARDING_STORAGE_KEY = 'roam.onboarding.vehicle'

export function loadOnboardingDraft(): OnboardingDraft {
  try {
    return parseStoredDraft(localStorage.getItem(ONBOARDING_STORAGE_KEY))
  } catch {
    // Storage refused (private mode, a policy): the onboarding starts afresh.
    return parseStoredDraft(null)
  }
}

export function saveOnboardingDraft(draft: OnboardingDraft): void {
  try {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Full or refused storage only loses the restore on reload.
  }
}

export function clearOnboardingDraft(): void {
  try {
    localStorage.removeItem(ONBOARDING_STORAGE_KEY)
  } catch {
    // Nothing was kept.
  }
}
