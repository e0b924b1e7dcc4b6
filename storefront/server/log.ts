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

/** Field names whose values are secrets, whatever they hold (passwords, tokens, card data, session ids, keys, cookies). */
const SECRET_KEY = /^(?:.*pass(?:word|wd)?.*|.*secret.*|.*token.*|session(?:_?id)?|(?:__Host-)?shop_session|sid|cookies?|set-cookie|authorization|(?:x-)?form[_-]?key|.*api_?key.*|.*card.*|cc_?.*|cvv|cvc|cid|pan|captcha_?(?:string|value))$/i;

/** Secrets recognised by their look inside any text (messages, errors, URLs). */
const SECRET_TEXT: [RegExp, string][] = [
  // A URL parameter that carries a secret: ?token=…, &form_key=…, &password=…
  [/([?&;](?:[a-z_]*token|form_key|key|password|session|sid)=)[^&#\s"'<>]+/gi, '$1[redacted]'],
  // A 256-bit base64url token (reset tokens, session cookies and their hashes).
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, '[redacted token]'],
  // A card number: 13 to 19 digits, maybe grouped by spaces or dashes.
  [/(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g, '[redacted card]'],
  // A failed query's bound values (a driver's error message lists them).
  [/(params:)[^\n]*/gi, '$1 [redacted]'],
];

function redactText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A copy of a log value without secrets: secret-named fields are replaced, texts are scrubbed, errors keep name, message and stack. */
export function redact(value: unknown, key = '', depth = 0): unknown {
  if (key && SECRET_KEY.test(key) && value !== undefined && value !== null && value !== '') return '[redacted]';
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return { name: value.name, message: redactText(value.message), ...(value.stack ? { stack: redactText(value.stack) } : {}) };
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 6) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => redact(item, '', depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redact(item, name, depth + 1)]));
}

/**
 * Creates a logger writing JSON lines at or above `level`. Every line goes through `redact`:
 * no password, token, card number, session id or form_key reaches a log, whoever calls it.
 * @param write where lines go @default process.stdout
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    const entry = { time: new Date().toISOString(), level: at, msg: redactText(msg), ...(redact(fields ?? {}) as LogFields) };
    write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}
