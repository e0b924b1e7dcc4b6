import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and probes for that by evaluating
// a string: under the shop's script policy (ADR 0012), which never allows eval, the probe is
// refused and reported as a violation. In the browser it parses without compiling. Imported first
// by the root route, before any schema is built (the choice is made when a schema is created).
if (typeof document !== 'undefined') z.config({ jitless: true });
