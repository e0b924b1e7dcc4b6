import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Swatch } from './swatch';

describe('Swatch', () => {
  it('shows the colour, hidden from assistive technology (the control around it names the option)', () => {
    const { container } = render(
      <button type="button">
        <Swatch color="#dc2626" size="sm" /> Red
      </button>,
    );
    const chip = container.querySelector('[data-slot="swatch"]')!;
    expect(chip).toHaveAttribute('aria-hidden', 'true');
    expect(chip).toHaveAttribute('data-size', 'sm');
    expect(chip).toHaveStyle({ backgroundColor: '#dc2626' });
    expect(container.querySelector('button')).toHaveAccessibleName('Red');
  });

  it('fills its container by default and merges classes last', () => {
    const { container } = render(<Swatch color="#ffffff" className="ring-2" />);
    const chip = container.querySelector('[data-slot="swatch"]')!;
    expect(chip).toHaveAttribute('data-size', 'fill');
    expect(chip).toHaveClass('size-full', 'ring-2');
    expect(chip).not.toHaveClass('ring-1');
  });
});
