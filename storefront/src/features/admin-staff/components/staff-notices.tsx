import { ToastProvider, ToastViewport } from '@shop/ui/toast';

/** The notice area of the staff-account pages ("You saved the user."), kept across their navigations. */
export function StaffNotices({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      {children}
      <ToastViewport />
    </ToastProvider>
  );
}
