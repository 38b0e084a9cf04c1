// GET over http or https, trusting the bench's certificate (fetch cannot be given one).
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

export interface GotResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function get(
  url: string,
  { ca, headers = {} }: { ca?: string | null; headers?: Record<string, string> } = {},
): Promise<GotResponse> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target, { headers, ...(ca ? { ca } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}
