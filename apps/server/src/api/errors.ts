// Every refusal is a real HTTP status with a RuoYi body (D9), including the ones Fastify and
// its plugins raise (bad JSON, body too large, wrong content type, rate limit, ...).
import type { FastifyError, FastifyInstance } from "fastify";
import { ruoyiError } from "../ruoyi";

const MESSAGES: Record<number, string> = {
  400: "请求参数错误",
  403: "禁止访问",
  404: "资源不存在",
  405: "请求方法不支持",
  406: "请求格式不支持",
  413: "请求内容过大",
  415: "请求内容类型不支持",
  429: "访问过于频繁，请稍候再试",
  500: "服务器内部错误",
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error(error);
    // Server faults say nothing about the inside; client faults keep Fastify's code for the log.
    else request.log.info({ code: error.code, status }, error.message);
    return reply
      .code(status)
      .send(
        ruoyiError(status, MESSAGES[status] ?? (status >= 500 ? MESSAGES[500]! : MESSAGES[400]!)),
      );
  });
}
