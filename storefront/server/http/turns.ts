/**
 * The server's heavy synchronous steps (a page's data reads on the embedded database, a page's
 * render) take turns of the event loop: each waits for `nextTurn()`, which lets one through per
 * turn, in the order asked. Between two of them the loop runs its timers and reads its sockets,
 * so a burst of uncached renders does not hold everything else back for the whole burst (a stored
 * page, a call, a health check is answered between two renders), and the renders themselves are
 * served first come, first served (ADR 0048).
 */
const waiting: Array<() => void> = [];
let scheduled = false;

function letOneThrough() {
  const next = waiting.shift();
  // Scheduled from inside the check phase, the next one runs on the loop's next turn, after its
  // timers and sockets; the one let through runs right after this callback (its microtasks).
  if (waiting.length > 0) setImmediate(letOneThrough);
  else scheduled = false;
  next?.();
}

/** Resolves on a turn of the event loop of its own: one waiting step a turn, first come, first served. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(letOneThrough);
    }
  });
}
