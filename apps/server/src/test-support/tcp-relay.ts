// A TCP relay a test cuts to take a part away (the database, Redis): every open connection
// drops and new ones are refused, as in a restart or a lost network; restore lets them in again.
import { createServer, connect, type Server, type Socket } from "node:net";

export interface TcpRelay {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpRelay(to: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect(to.port, to.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
