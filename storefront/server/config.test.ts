import { describe, expect, it } from 'vitest';
import path from 'node:path';
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

describe('DATA_DIR', () => {
  it('makes a folder absolute and keeps memory:// as it is (no folder named "memory:" in the working directory)', () => {
    expect(loadConfig({ DATA_DIR: 'var/shop' }).dataDir).toBe(path.resolve('var/shop'));
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });
});
