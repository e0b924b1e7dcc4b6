// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextAddToCartPhase, type AddToCartEvent, type AddToCartPhase } from './model';

// The add-to-cart button's states: every event in every phase.
describe('add-to-cart button, every event in every phase', () => {
  const phases: AddToCartPhase[] = ['idle', 'adding', 'added'];
  const next = (event: AddToCartEvent) => phases.map((phase) => nextAddToCartPhase(phase, event));

  it('starts adding only from idle', () => {
    expect(next('submit')).toEqual(['adding', 'adding', 'added']);
  });

  it('shows Added only after adding succeeded', () => {
    expect(next('success')).toEqual(['idle', 'added', 'added']);
  });

  it('goes back to idle on failure only while adding', () => {
    expect(next('failure')).toEqual(['idle', 'idle', 'added']);
  });

  it('resets to idle only from added', () => {
    expect(next('reset')).toEqual(['idle', 'adding', 'idle']);
  });
});
