/** The customer-group-update message container: 45 px over the desktop header, 68 px over the phone one. */
export function GroupChangeNotice({ message }: { message: string }) {
  return (
    <div role="alert" data-slot="customer-group-notice" className="message notice flex h-[68px] items-center justify-center bg-notice-50 px-4 text-center text-sm font-semibold text-notice-700 lg:h-[45px]">
      {message}
    </div>
  );
}
