export {
  APP_FRAME_SIDE_NAVIGATION_QUERY,
  AppFrame,
  type AppFrameLinkProps,
  type AppFrameNavItem,
  type AppFrameNavSection,
  type AppFrameProps,
} from './app-frame';
