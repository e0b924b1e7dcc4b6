import type { Ref } from 'react';

/**
 * The space "More Choices:" keeps under the cart before its products are there (not yet near the
 * viewport, or loading), so the block arrives without moving what is under it. Apart from
 * `MoreChoices`: the cart page shows it without loading the carousel.
 *
 * Its height is the block's for the widths it is seen at most, measured in Chromium on 2026-12-02:
 * its rule and heading (69 px), then a row of tiles, each a 4:5 image as wide as its column less
 * 42 px (the slide's gutter, the tile's padding and border) above the name, price and list actions.
 * Below 640 px two tiles a row, the names on two lines and the touch-sized actions stacked (358 px
 * wide: 548 px high); from 640 px four a row, the names on one line (1,232 px wide: 664.5 px).
 */
export function MoreChoicesSpace({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} data-slot="more-choices" data-state="loading" aria-hidden="true" className="@container border-t border-transparent pt-6">
      <div className="h-[calc(62.5cqw+299.5px)] sm:h-[calc(31.25cqw+254.5px)]" />
    </div>
  );
}
