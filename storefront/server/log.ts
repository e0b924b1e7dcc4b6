import type { LogLevel } from './config';

/** Structured fields of a log line. */
export type LogFields = Record<string, unknown>;

/** A JSON-lines logger: one object per line with time, level and msg. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * Creates a logger writing JSON lines at or above `level`.
 * @param write where lines go @default process.stdout
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    const entry: LogFields = { time: new Date().toISOString(), level: at, msg, ...fields };
    if (fields?.err instanceof Error) entry.err = { name: fields.err.name, message: fields.err.message, stack: fields.err.stack };
    write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}
