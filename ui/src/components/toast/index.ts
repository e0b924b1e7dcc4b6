export {
  TOAST_DURATION_MS,
  Toast,
  ToastProvider,
  ToastViewport,
  toastVariants,
  useToast,
  type ToastApi,
  type ToastNotice,
  type ToastProps,
  type ToastProviderProps,
  type ToastTone,
  type ToastViewportProps,
} from './toast';
