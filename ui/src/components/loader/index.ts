export {
  LOADER_TEXT_LOADING,
  LOADER_TEXT_WAIT,
  Loader,
  loaderVariants,
  useLoader,
  type LoaderCounter,
  type LoaderProps,
} from './loader';
