import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, DEFAULT_LOG_DISPLAY_LEVEL, isLogLevel, LOG_LEVELS, logger, type LogSink } from '.';

function sink(): LogSink & { lines: string[] } {
  const lines: string[] = [];
  const record = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  return { lines, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}

afterEach(() => {
  vi.restoreAllMocks();
  logger.setDisplayLevel(DEFAULT_LOG_DISPLAY_LEVEL);
});

describe('logger', () => {
  it('shows only errors by default (SPEC.md §9: display level error) but keeps every entry', () => {
    expect(DEFAULT_LOG_DISPLAY_LEVEL).toBe('error');
    const out = sink();
    const log = createLogger({ sink: out, now: () => 42 });
    log.debug('a');
    log.info('b');
    log.warn('c', { why: 'full' });
    log.error('d');
    expect(out.lines).toEqual(['error: d']);
    expect(log.entries()).toEqual([
      { level: 'debug', message: 'a', details: [], time: 42 },
      { level: 'info', message: 'b', details: [], time: 42 },
      { level: 'warn', message: 'c', details: [{ why: 'full' }], time: 42 },
      { level: 'error', message: 'd', details: [], time: 42 },
    ]);
  });

  it('shows everything at or above a lower display level, and follows a change of level', () => {
    const out = sink();
    const log = createLogger({ sink: out, displayLevel: 'info' });
    log.debug('hidden');
    log.info('shown');
    log.setDisplayLevel('warn');
    expect(log.displayLevel()).toBe('warn');
    log.info('hidden again');
    log.warn('shown too');
    expect(out.lines).toEqual(['info: shown', 'warn: shown too']);
  });

  it('keeps at most its capacity, dropping the oldest entries', () => {
    const log = createLogger({ sink: sink(), capacity: 3 });
    for (const n of [1, 2, 3, 4, 5]) log.info(`line ${n}`);
    expect(log.entries().map((entry) => entry.message)).toEqual(['line 3', 'line 4', 'line 5']);
  });

  it('passes details on to the console unchanged', () => {
    const error = new Error('boom');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    logger.error('Section failed', error);
    expect(spy).toHaveBeenCalledWith('Section failed', error);
  });

  it('reads level names from settings', () => {
    for (const level of LOG_LEVELS) expect(isLogLevel(level)).toBe(true);
    expect(isLogLevel('verbose')).toBe(false);
    expect(isLogLevel(undefined)).toBe(false);
  });
});
