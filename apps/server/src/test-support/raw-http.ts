// A client over a plain socket, for what Node's HTTP client cannot do: send a request slowly,
// or send a whole body before reading any of the answer.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";

export async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return socket;
}

/** Writes `bytes` zero-filled bytes as flow control allows; stops if the socket closes. */
export async function sendBytes(socket: Socket, bytes: number, fill = " "): Promise<void> {
  const chunk = Buffer.alloc(256 * 1024, fill);
  for (let sent = 0; sent < bytes; sent += chunk.length) {
    if (socket.destroyed) return;
    if (!socket.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)))) {
      await new Promise((resolve) => {
        socket.once("drain", resolve);
        socket.once("close", resolve);
        setTimeout(resolve, 3_000);
      });
    }
  }
}

/**
 * Reads what the server sent, from the start, until the connection ends or `until` is in it.
 * A reset (ECONNRESET) before then fails the read: the client lost the answer.
 */
export function readAnswer(socket: Socket, until: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    socket.on("data", (data: Buffer) => {
      text += data.toString("latin1");
      if (text.includes(until)) resolve(text);
    });
    socket.once("error", reject);
    socket.once("end", () => resolve(text));
    socket.resume();
  });
}

/** The answer's body, decoded as UTF-8. */
export function answerBody(answer: string): string {
  return Buffer.from(answer.slice(answer.indexOf("\r\n\r\n") + 4), "latin1").toString();
}

/**
 * The server's side of the next request `server` takes, for a test to wait on: whether its
 * answer has gone out, and whether it has read `bytes` from the connection or closed it.
 */
export function watchNextRequest(server: Server) {
  let socket: Socket | undefined;
  let answered = false;
  server.once("request", (request: IncomingMessage, response: ServerResponse) => {
    socket = request.socket;
    response.once("finish", () => (answered = true));
  });
  return {
    answered: async () => answered,
    readOrClosed: (bytes: number) => async () =>
      socket !== undefined && (socket.destroyed || socket.bytesRead >= bytes),
  };
}
