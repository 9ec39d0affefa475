/** A bad environment: its message is the one line the server prints before it exits. */
export class ConfigError extends Error {}
