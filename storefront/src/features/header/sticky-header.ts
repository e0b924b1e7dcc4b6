import {
  PAGE_HEADER_HEIGHT_DESKTOP_PX,
  PAGE_HEADER_HEIGHT_DESKTOP_WITH_NOTICE_PX,
  PAGE_HEADER_HEIGHT_MOBILE_PX,
  PAGE_HEADER_HEIGHT_MOBILE_WITH_NOTICE_PX,
  SCROLL_DEBOUNCE_DESKTOP_MS,
  SCROLL_DEBOUNCE_MOBILE_MS,
  STICKY_HEADER_AUTOCOMPLETE_CLEAR_BELOW_PX,
  STICKY_HEADER_BREAKPOINT_PX,
  STICKY_HEADER_OFFSET_DESKTOP_PX,
  STICKY_HEADER_OFFSET_MOBILE_PX,
} from '../../config/constants';

/** static: in the flow; sticky: fixed at the top; reset: just left sticky (SPEC.md §4). */
export type StickyHeaderPhase = 'static' | 'sticky' | 'reset';

export interface StickyHeaderState {
  phase: StickyHeaderPhase;
  /** Padding (px) the page wrapper gets while the header is fixed, so the page does not jump. */
  wrapperPadding: number;
}

export const initialStickyHeaderState: StickyHeaderState = { phase: 'static', wrapperPadding: 0 };

/** Whether a viewport width gets the desktop behaviour (above the 1024 px breakpoint). */
export function isDesktopHeader(viewportWidth: number): boolean {
  return viewportWidth > STICKY_HEADER_BREAKPOINT_PX;
}

/** Scroll distance (px) past which the header sticks: 36 on desktop, 0 on mobile. */
export function stickyOffset(viewportWidth: number): number {
  return isDesktopHeader(viewportWidth) ? STICKY_HEADER_OFFSET_DESKTOP_PX : STICKY_HEADER_OFFSET_MOBILE_PX;
}

/** The page header's height (px): 166 / 152, or 211 / 220 while a notice is awaiting. */
export function pageHeaderHeight(viewportWidth: number, noticeAwaiting: boolean): number {
  if (isDesktopHeader(viewportWidth)) return noticeAwaiting ? PAGE_HEADER_HEIGHT_DESKTOP_WITH_NOTICE_PX : PAGE_HEADER_HEIGHT_DESKTOP_PX;
  return noticeAwaiting ? PAGE_HEADER_HEIGHT_MOBILE_WITH_NOTICE_PX : PAGE_HEADER_HEIGHT_MOBILE_PX;
}

/** Debounce of the scroll handler: 25 ms on desktop, 100 ms on mobile. */
export function scrollDebounce(viewportWidth: number): number {
  return isDesktopHeader(viewportWidth) ? SCROLL_DEBOUNCE_DESKTOP_MS : SCROLL_DEBOUNCE_MOBILE_MS;
}

export interface StickyHeaderInput {
  scrollY: number;
  viewportWidth: number;
  /** The body has the modal-open class: the header keeps sticking. */
  modalOpen: boolean;
  /** A customer-group notice is waiting in the header (taller header). */
  noticeAwaiting: boolean;
}

export interface StickyHeaderStep {
  state: StickyHeaderState;
  /** Becoming sticky below 1025 px also clears the search autocomplete. */
  clearAutocomplete: boolean;
}

/**
 * One step of the sticky header (SPEC.md §4 "Sticky header"): past the offset it
 * sticks and pads the page wrapper by the header height (clearing the autocomplete on
 * narrow screens); back above the offset it leaves sticky, takes the reset phase and
 * drops the padding, unless a modal is open.
 */
export function nextStickyHeaderState(previous: StickyHeaderState, input: StickyHeaderInput): StickyHeaderStep {
  if (input.scrollY > stickyOffset(input.viewportWidth)) {
    const wrapperPadding = pageHeaderHeight(input.viewportWidth, input.noticeAwaiting);
    const becameSticky = previous.phase !== 'sticky';
    return {
      state: becameSticky || previous.wrapperPadding !== wrapperPadding ? { phase: 'sticky', wrapperPadding } : previous,
      clearAutocomplete: becameSticky && input.viewportWidth < STICKY_HEADER_AUTOCOMPLETE_CLEAR_BELOW_PX,
    };
  }
  if (previous.phase !== 'sticky' || input.modalOpen) return { state: previous, clearAutocomplete: false };
  return { state: { phase: 'reset', wrapperPadding: 0 }, clearAutocomplete: false };
}
