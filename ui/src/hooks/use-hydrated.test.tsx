import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'hydrated' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and true in the browser', () => {
    expect(renderToString(<Probe />)).toContain('server');
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});
