import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RatingInput, RatingStars } from '.';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <RatingInput name="rating" aria-label="Rating" value={value} onChange={setValue} />;
}

describe('RatingStars', () => {
  it('reads out the value out of five, rounded to a tenth', () => {
    render(<RatingStars value={4.333} />);
    expect(screen.getByRole('img', { name: 'Rating: 4.3 out of 5' })).toHaveAttribute('data-value', '4.3');
  });

  it('fills each star by its share of the value', () => {
    render(<RatingStars value={3.3} />);
    const fills = [...document.querySelectorAll('[data-slot="rating-stars-star"]')].map((star) => star.getAttribute('data-fill'));
    expect(fills).toEqual(['100', '100', '100', '30', '0']);
  });
});

describe('RatingInput', () => {
  it('is a named radio group of five stars that a click or the keyboard chooses', async () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).not.toHaveAttribute('data-value');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(screen.getByText('3 stars'));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(group).toHaveAttribute('data-value', '3');
    // Keyboard alone: the arrows move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  });

  it('fills the stars up to the choice', () => {
    render(<Controlled initial="2" />);
    const states = [...document.querySelectorAll('[data-slot="rating-input-star"]')].map((star) => star.getAttribute('data-state'));
    expect(states).toEqual(['on', 'on', 'off', 'off', 'off']);
  });
});
