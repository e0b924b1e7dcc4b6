export { useControllableState, type UseControllableStateOptions } from './use-controllable-state';
export { useTimeout, type Timeout } from './use-timeout';
export { useLocationHash, fragmentId } from './use-location-hash';
export { usePrefersReducedMotion } from './use-prefers-reduced-motion';
export { useDismiss, type UseDismissOptions } from './use-dismiss';
export { useHydrated } from './use-hydrated';
