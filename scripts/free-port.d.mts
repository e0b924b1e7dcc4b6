/** Asks the OS for a free TCP port on 127.0.0.1. */
export declare function freePort(): Promise<number>;
