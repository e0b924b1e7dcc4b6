import { describe, expect, it } from 'vitest';
import { addToCartLabel, isAddToCartDisabled, nextAddToCartPhase } from './model';

describe('add-to-cart button', () => {
  it("reads 'Add to Cart', 'Adding...' and 'Added'", () => {
    expect(addToCartLabel('idle')).toBe('Add to Cart');
    expect(addToCartLabel('adding')).toBe('Adding...');
    expect(addToCartLabel('added')).toBe('Added');
  });

  it('goes idle → adding → added → idle, back to idle on failure', () => {
    expect(nextAddToCartPhase('idle', 'submit')).toBe('adding');
    expect(nextAddToCartPhase('adding', 'success')).toBe('added');
    expect(nextAddToCartPhase('added', 'reset')).toBe('idle');
    expect(nextAddToCartPhase('adding', 'failure')).toBe('idle');
    expect(nextAddToCartPhase('adding', 'submit')).toBe('adding');
  });

  it('can only be pressed while idle', () => {
    expect(isAddToCartDisabled('idle')).toBe(false);
    expect(isAddToCartDisabled('adding')).toBe(true);
    expect(isAddToCartDisabled('added')).toBe(true);
  });
});
