// A local webhook receiver for the tests of the outbox: keeps every request it is sent and
// answers each as the test says (a status, a body; held back while its promise is pending).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Delivery {
  /** The request's Idempotency-Key: the outbox record's own. */
  key: string;
  /** The JSON it carried (the text, when it was not JSON). */
  body: unknown;
}

export interface ReceiverAnswer {
  /** Default 200. */
  status?: number;
  /** Default `{}`. */
  body?: object;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  /** The key of every request, in the order they arrived, answered or not. */
  arrived: string[];
  /** Every request's body, in the order they arrived. */
  bodies: unknown[];
  /** The requests answered 200, in the order they were answered. */
  received: Delivery[];
  close(): Promise<void>;
}

/** `answer` is given the request and how many times its key has arrived (1 the first time). */
export function startWebhookReceiver(
  answer: (
    delivery: Delivery,
    nth: number,
  ) => ReceiverAnswer | Promise<ReceiverAnswer> = () => ({}),
  { port = 0 }: { port?: number } = {},
): Promise<WebhookReceiver> {
  const arrived: string[] = [];
  const bodies: unknown[] = [];
  const received: Delivery[] = [];
  const server: Server = createServer((request, response) => {
    let data = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (data += chunk));
    request.on("end", () => {
      const key = String(request.headers["idempotency-key"]);
      let body: unknown = data;
      try {
        body = JSON.parse(data);
      } catch {
        // kept as text
      }
      arrived.push(key);
      bodies.push(body);
      const delivery = { key, body };
      void Promise.resolve(answer(delivery, arrived.filter((k) => k === key).length)).then(
        ({ status = 200, body: reply = {} }) => {
          if (status === 200) received.push(delivery);
          response.statusCode = status;
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify(reply));
        },
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}/hook`,
        port: bound,
        arrived,
        bodies,
        received,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
