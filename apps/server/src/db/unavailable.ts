// Errors that mean the database is not there to answer (stopped, restarting, unreachable), as
// opposed to a query it refused. A request that meets one is answered 503 (issue 25, item 1);
// the pool opens a new connection for the next, so the server reconnects by itself.

// Node's socket errors, and pg-pool's own timeout and dropped-connection messages.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const POOL_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
];

// PostgreSQL's SQLSTATEs: class 08 (connection exception); 57P01-57P03 (shut down, crashed,
// starting up).
function isUnavailableState(code: string): boolean {
  return code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03";
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || isUnavailableState(code))) {
      return true;
    }
    if (
      POOL_MESSAGES.some((message) => cause instanceof Error && cause.message.includes(message))
    ) {
      return true;
    }
    cause = cause.cause;
  }
  return false;
}
