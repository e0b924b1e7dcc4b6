import { describe, expect, it } from 'vitest';
import { pointsFor } from './model';

describe('pointsFor', () => {
  it.each([
    [2550, 2, 1, 25],
    [99, 2, 1, 0],
    [100, 2, 1, 1],
    [1999, 2, 3, 57],
    [5000, 0, 1, 5000],
    [12345, 3, 2, 24],
    [5000, 2, 0, 0],
    [0, 2, 1, 0],
    [-500, 2, 1, 0],
  ])('%i minor units (%i digits) at %i a unit: %i points', (minor, digits, rate, points) => {
    expect(pointsFor(minor, digits, rate)).toBe(points);
  });
});
