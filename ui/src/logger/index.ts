/**
 * `@shop/ui/logger`: the one console logger of the kit and of the shop's browser code.
 *
 * Every entry is kept (the last {@link LOG_CAPACITY}, readable with `entries()`), but only
 * entries at or above the display level reach the console. The display level is 'error'
 * unless set (SPEC.md §9), so notes and warnings stay out of a shopper's console while a
 * developer can turn them on (the shop's LOG_DISPLAY_LEVEL setting).
 */

/** The levels, least severe first. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The display level when none is set (SPEC.md §9: 'error'). */
export const DEFAULT_LOG_DISPLAY_LEVEL: LogLevel = 'error';

/** How many entries a logger keeps; older ones are dropped first. */
export const LOG_CAPACITY = 200;

/** One logged line: its level, the message, what came with it, and when (ms since the epoch). */
export interface LogEntry {
  level: LogLevel;
  message: string;
  details: readonly unknown[];
  time: number;
}

/** The console methods a logger writes to (the global console unless a test passes its own). */
export type LogSink = Pick<Console, LogLevel>;

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  /** The least severe level that is shown on the console. */
  displayLevel(): LogLevel;
  /** Changes the display level; entries already kept are not shown again. */
  setDisplayLevel(level: LogLevel): void;
  /** The kept entries, oldest first. */
  entries(): readonly LogEntry[];
}

export interface LoggerOptions {
  /** @default DEFAULT_LOG_DISPLAY_LEVEL ('error') */
  displayLevel?: LogLevel;
  /** Where displayed entries go. @default globalThis.console */
  sink?: LogSink;
  /** @default LOG_CAPACITY */
  capacity?: number;
  /** Timestamps. @default Date.now */
  now?: () => number;
}

/** Whether a text names a level ('warn', 'error'…); for reading settings. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/** A logger of its own (tests, a widget that wants a separate history). */
export function createLogger(options: LoggerOptions = {}): Logger {
  let display = LOG_LEVELS.indexOf(options.displayLevel ?? DEFAULT_LOG_DISPLAY_LEVEL);
  const capacity = Math.max(1, options.capacity ?? LOG_CAPACITY);
  const now = options.now ?? (() => Date.now());
  const kept: LogEntry[] = [];

  const write = (level: LogLevel) => (message: string, ...details: unknown[]) => {
    kept.push({ level, message, details, time: now() });
    if (kept.length > capacity) kept.splice(0, kept.length - capacity);
    if (LOG_LEVELS.indexOf(level) < display) return;
    // Looked up at call time, so a console replaced later (a test spy) still receives it.
    const sink = options.sink ?? globalThis.console;
    sink[level](message, ...details);
  };

  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    displayLevel: () => LOG_LEVELS[display] ?? DEFAULT_LOG_DISPLAY_LEVEL,
    setDisplayLevel: (level) => {
      display = LOG_LEVELS.indexOf(level);
    },
    entries: () => [...kept],
  };
}

/** The shared logger: the kit's widgets and the shop's browser code write here. */
export const logger: Logger = createLogger();
