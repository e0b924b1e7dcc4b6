import { describe, expect, it } from 'vitest';
import { initialStickyHeaderState, nextStickyHeaderState, pageHeaderHeight, scrollDebounce, stickyOffset } from './sticky-header';

const desktop = { viewportWidth: 1280, modalOpen: false, noticeAwaiting: false };
const phone = { viewportWidth: 390, modalOpen: false, noticeAwaiting: false };

describe('sticky header', () => {
  it('uses a 36 px offset on desktop and none on mobile, split at 1024 px', () => {
    expect(stickyOffset(1280)).toBe(36);
    expect(stickyOffset(1025)).toBe(36);
    expect(stickyOffset(1024)).toBe(0);
    expect(stickyOffset(390)).toBe(0);
  });

  it('pads by the header heights: 166/152, or 211/220 with a notice', () => {
    expect(pageHeaderHeight(1280, false)).toBe(166);
    expect(pageHeaderHeight(390, false)).toBe(152);
    expect(pageHeaderHeight(1280, true)).toBe(211);
    expect(pageHeaderHeight(390, true)).toBe(220);
  });

  it('debounces scrolling by 25 ms on desktop and 100 ms on mobile', () => {
    expect(scrollDebounce(1280)).toBe(25);
    expect(scrollDebounce(390)).toBe(100);
  });

  it('sticks only past the offset on desktop', () => {
    expect(nextStickyHeaderState(initialStickyHeaderState, { ...desktop, scrollY: 36 }).state.phase).toBe('static');
    const step = nextStickyHeaderState(initialStickyHeaderState, { ...desktop, scrollY: 37 });
    expect(step.state).toEqual({ phase: 'sticky', wrapperPadding: 166 });
    expect(step.clearAutocomplete).toBe(false);
  });

  it('sticks at any scroll on mobile and clears the autocomplete below 1025 px', () => {
    const step = nextStickyHeaderState(initialStickyHeaderState, { ...phone, scrollY: 1 });
    expect(step.state).toEqual({ phase: 'sticky', wrapperPadding: 152 });
    expect(step.clearAutocomplete).toBe(true);
    // Only when it becomes sticky, not on every scroll while sticky.
    expect(nextStickyHeaderState(step.state, { ...phone, scrollY: 300 }).clearAutocomplete).toBe(false);
    expect(nextStickyHeaderState(initialStickyHeaderState, { ...phone, viewportWidth: 1024, scrollY: 1 }).clearAutocomplete).toBe(true);
    // From 1025 px it is the desktop header: sticky past its offset, the autocomplete kept.
    const wide = nextStickyHeaderState(initialStickyHeaderState, { ...desktop, viewportWidth: 1025, scrollY: 37 });
    expect(wide.state.phase).toBe('sticky');
    expect(wide.clearAutocomplete).toBe(false);
  });

  it('leaves sticky for the reset phase without padding when back above the offset', () => {
    const sticky = nextStickyHeaderState(initialStickyHeaderState, { ...desktop, scrollY: 200 }).state;
    expect(nextStickyHeaderState(sticky, { ...desktop, scrollY: 10 }).state).toEqual({ phase: 'reset', wrapperPadding: 0 });
  });

  it('stays sticky while a modal is open', () => {
    const sticky = nextStickyHeaderState(initialStickyHeaderState, { ...desktop, scrollY: 200 }).state;
    expect(nextStickyHeaderState(sticky, { ...desktop, modalOpen: true, scrollY: 0 }).state).toBe(sticky);
  });

  it('takes the taller height while a notice is awaiting', () => {
    expect(nextStickyHeaderState(initialStickyHeaderState, { ...desktop, noticeAwaiting: true, scrollY: 100 }).state.wrapperPadding).toBe(211);
  });
});
