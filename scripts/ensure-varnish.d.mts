/** varnishd's path, installing Debian's varnish and varnish-modules first when missing and run as root; null (said why) when they cannot be had. */
export declare function ensureVarnish(options?: { log?: (line: string) => void }): string | null;
