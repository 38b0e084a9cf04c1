// D11: the server's own error bodies are in the visitor's language.
import type { Lang } from "@site/forms/lang";
import type { IncomingHttpHeaders } from "node:http";

/**
 * `language=1` in the query, or an Accept-Language that starts with `en`, is English; all else
 * Chinese. Read from the raw URL, so it works for requests whose query could not be parsed.
 */
export function requestLang(request: { url: string; headers: IncomingHttpHeaders }): Lang {
  const query = request.url.split("?")[1] ?? "";
  if (/(?:^|&)language=1(?:&|$)/.test(query)) return "en";
  const accept = request.headers["accept-language"];
  return typeof accept === "string" && /^\s*en\b/i.test(accept) ? "en" : "zh";
}
