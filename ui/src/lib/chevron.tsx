/** Points back (`left`) or on (`right`) in left-to-right text; mirrored right to left. */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
