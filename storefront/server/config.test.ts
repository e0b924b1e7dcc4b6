import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('PAYMENT_ACTION', () => {
  it('authorizes only by default, and takes authorize_capture', () => {
    expect(loadConfig({}, { dataDir: 'memory://' }).paymentAction).toBe('authorize');
    expect(loadConfig({ PAYMENT_ACTION: ' Authorize_Capture ' }, { dataDir: 'memory://' }).paymentAction).toBe('authorize_capture');
  });

  it('refuses anything else at start, saying what to set', () => {
    expect(() => loadConfig({ PAYMENT_ACTION: 'capture' }, { dataDir: 'memory://' })).toThrow('Expected PAYMENT_ACTION to be authorize or authorize_capture, got "capture"');
  });
});
