// Issue 27, item 1 (D13): the one Redis every node shares for limits, the upload quota and
// content-load announcements. Redis is a help, never a need: while it is away every command
// fails at once (no queue, a short timeout), callers fall back to the node's own memory, and
// the log says so once per outage, and once more when Redis is back.
import { Redis, type RedisOptions } from "ioredis";

export interface RedisSettings {
  url: string;
  /** Put before every key and channel, so several sites can share one Redis. */
  prefix: string;
}

export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface SharedRedis {
  readonly prefix: string;
  /** Commands; each one fails at once while Redis is away. */
  readonly client: Redis;
  /** True while the command connection is up. */
  available(): boolean;
  /** Called by a caller whose command failed: logs the outage once. */
  failed(error: unknown): void;
  /** Runs `listener` each time the connection comes back after it was lost. */
  onReconnect(listener: () => void): void;
  /** Delivers each message published on `channel` (prefixed), through every reconnection. */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  /**
   * Resolves once both connections are up and every channel is subscribed, or after
   * `timeoutMs` (a node starts without Redis rather than wait for it).
   */
  connected(timeoutMs?: number): Promise<void>;
  /** Whether Redis answers a PING within `timeoutMs` (for `/readyz`). */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Where Redis is, without the password. */
export function describeRedis(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

/** Reconnects every second at most, for as long as the node runs. */
function connectionOptions(): RedisOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 1_000),
  };
}

function reason(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return String(error);
}

export function connectSharedRedis(settings: RedisSettings, log: RedisLog): SharedRedis {
  const where = describeRedis(settings.url);
  const client = new Redis(settings.url, connectionOptions());
  // A subscriber connection may not run other commands. It subscribes again to every channel
  // each time it (re)connects, so a node started while Redis was away still hears loads later.
  const subscriber = new Redis(settings.url, { ...connectionOptions(), commandTimeout: undefined });
  const channels = new Set<string>();
  let listening: Promise<void> = new Promise<void>((resolve) => {
    subscriber.on("ready", () => {
      const subscribed = channels.size > 0 ? subscriber.subscribe(...channels) : Promise.resolve();
      subscribed.then(
        () => resolve(),
        () => {},
      );
    });
  });
  const reconnectListeners: Array<() => void> = [];
  let down = false;
  let wasReady = false;
  let closing = false;

  function failed(error: unknown): void {
    if (down || closing) return;
    down = true;
    log.warn(
      `Redis at ${where} is not answering (${reason(error)}): limits and the upload quota count in this node's memory, and content loads are seen within 5 s, until it is back`,
    );
  }

  client.on("error", failed);
  client.on("close", () => {
    if (wasReady) failed(new Error("connection closed"));
  });
  client.on("ready", () => {
    const back = down;
    down = false;
    if (back) log.info(`Redis at ${where} answers again: limits count across nodes again`);
    if (wasReady || back) for (const listener of reconnectListeners) listener();
    wasReady = true;
  });
  // The command connection reports the outage; the subscriber's own errors would repeat it.
  subscriber.on("error", () => {});

  return {
    prefix: settings.prefix,
    client,
    available: () => client.status === "ready",
    failed,
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    async subscribe(channel, listener) {
      const name = settings.prefix + channel;
      channels.add(name);
      subscriber.on("message", (from: string, message: string) => {
        if (from === name) listener(message);
      });
      // Now when connected; otherwise on the next "ready".
      if (subscriber.status === "ready") {
        listening = subscriber.subscribe(name).then(() => undefined);
        await listening.catch(failed);
      }
    },
    async connected(timeoutMs = 2_000) {
      const commands = new Promise<void>((resolve) => {
        if (client.status === "ready") resolve();
        else client.once("ready", () => resolve());
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all([commands, listening]), late]);
      clearTimeout(timer);
    },
    async ping(timeoutMs = 2_000) {
      if (client.status !== "ready") return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
      try {
        return await Promise.race([client.ping().then((answer) => answer === "PONG"), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closing = true;
      await Promise.all(
        [client, subscriber].map((connection) =>
          connection.status === "ready"
            ? connection.quit().catch(() => connection.disconnect())
            : connection.disconnect(),
        ),
      );
    },
  };
}
