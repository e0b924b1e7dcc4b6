export { useControllableState, type UseControllableStateOptions } from './use-controllable-state';
export { useTimeout, type Timeout } from './use-timeout';
export { useLocationHash, fragmentId } from './use-location-hash';
export { usePrefersReducedMotion } from './use-prefers-reduced-motion';
export { useHydrated } from './use-hydrated';
export { useFocusAfterSubmit, emulateBlurOnDisable, type UseFocusAfterSubmitOptions } from './use-focus-after-submit';
