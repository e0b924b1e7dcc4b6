/** A started throw-away Varnish: its address, varnishadm, and stop (which removes its folder). */
export interface StartedVarnish {
  /** http://127.0.0.1:<port> */
  url: string;
  /** A loopback port that takes the PROXY protocol (v1): the client address it names is Varnish's `client.ip`. */
  proxyPort: number;
  /** Runs a varnishadm command (`backend.list`) and gives its output. */
  admin(...command: string[]): string;
  stop(): Promise<void>;
}
/** Starts varnishd on a free loopback port with the repository's VCL in front of the shops at `ports`. */
export declare function startVarnish(varnishd: string, ports: readonly [number, number], options?: { timeoutMs?: number }): Promise<StartedVarnish>;
