/** What a capability folder declares: its services by name, each made from all the others. */
export interface DeclaredServices<All> {
  /** The folder that declares them (named in errors). */
  folder: string;
  services?: Partial<Record<string, (all: All) => unknown>>;
}

/**
 * Adds every folder's services to `target`, each built the first time it is read and kept (so one
 * may use another's whatever the folders' order), then reads them all, so a mistake shows at start
 * and not on first use. Refuses a name declared twice (or already on `target`) and services that
 * depend on each other in a cycle. `what` names the services in those errors ("the shop's").
 */
export function addServices<All extends object>(target: All, declared: readonly DeclaredServices<All>[], what: string): All {
  const factories = new Map<string, { make: (all: All) => unknown; folder: string }>();
  for (const { folder, services } of declared) {
    for (const [name, make] of Object.entries(services ?? {})) {
      if (!make) continue;
      const other = factories.get(name);
      if (other || name in target) throw new Error(`The service "${name}" is declared twice (${other?.folder ?? 'the host'} and ${folder})`);
      factories.set(name, { make, folder });
    }
  }
  const building: string[] = [];
  for (const [name, { make }] of factories) {
    Object.defineProperty(target, name, {
      configurable: true,
      enumerable: true,
      get() {
        if (building.includes(name)) throw new Error(`${what} services depend on each other in a cycle: ${[...building, name].join(' → ')}`);
        building.push(name);
        try {
          const service = make(target);
          Object.defineProperty(target, name, { value: service, enumerable: true, writable: false });
          return service;
        } finally {
          building.pop();
        }
      },
    });
  }
  for (const name of factories.keys()) void (target as Record<string, unknown>)[name];
  return target;
}
