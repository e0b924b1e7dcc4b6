import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestModeNotice } from './test-mode-notice';

describe('TestModeNotice', () => {
  it('tells every shopper that the store takes no payment and ships nothing, and stays', async () => {
    render(<TestModeNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent('This store is in test mode: no payment is taken and no order is shipped.');
  });
});
