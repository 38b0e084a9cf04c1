// The server's own refusal messages (D11: in the visitor's language). Validation messages come
// from @site/forms; these are the rest.
import type { Lang } from "@site/forms/lang";
import type { FormText } from "@site/forms/messages";

const messages = {
  badRequest: { zh: "请求参数错误", en: "The request is not valid" },
  badBody: { zh: "请求体格式错误", en: "The request body is not valid" },
  badUrl: { zh: "请求地址无效", en: "The request address is not valid" },
  badPaging: {
    zh: "分页参数错误：pageSize 须为 1 到 100 的整数，pageNum 须为 1 到 100000 的整数",
    en: "Paging: pageSize must be a whole number from 1 to 100 and pageNum one from 1 to 100000",
  },
  forbidden: { zh: "禁止访问", en: "Access is not allowed" },
  notFound: { zh: "资源不存在", en: "Not found" },
  noSuchApi: { zh: "接口不存在", en: "No such API" },
  newsNotFound: { zh: "资讯不存在", en: "No such article" },
  methodNotAllowed: { zh: "请求方法不支持", en: "This method is not supported" },
  notAcceptable: { zh: "请求格式不支持", en: "This format is not supported" },
  requestTimeout: {
    zh: "请求超时，请检查网络后重试",
    en: "The request took too long, please check your connection and try again",
  },
  tooLarge: { zh: "请求内容过大", en: "The request is too large" },
  unsupportedType: { zh: "请求内容类型不支持", en: "This content type is not supported" },
  tooMany: { zh: "访问过于频繁，请稍候再试", en: "Too many requests, please try again later" },
  serverError: { zh: "服务器内部错误", en: "Server error" },
  unavailable: {
    zh: "服务暂时不可用，请稍后重试",
    en: "The service is briefly unavailable, please try again shortly",
  },
  unknownImage: {
    zh: "图片不存在或已过期，请重新上传",
    en: "An image was not found or has expired, please upload it again",
  },
  noFile: { zh: "请选择要上传的文件", en: "Please choose a file to upload" },
  oneFile: { zh: "每次只能上传一个文件", en: "Upload one file at a time" },
  noBoundary: {
    zh: "上传格式错误：缺少 multipart 分隔符",
    en: "The upload is malformed: its multipart boundary is missing",
  },
  badMultipart: { zh: "上传格式错误", en: "The upload is malformed" },
  uploadQuota: {
    zh: "今日上传已达上限，请明天再试",
    en: "Today's upload allowance is used up, please try again tomorrow",
  },
  typeDetailMismatch: {
    zh: "customerTypecontent 与 customerTypeContent 的值不一致",
    en: "customerTypecontent and customerTypeContent differ",
  },
  unknownVisitLabel: { zh: "未知的页面标签", en: "Unknown page label" },
  solveDetailMismatch: {
    zh: "customerSolvecontent 与 customerSolveContent 的值不一致",
    en: "customerSolvecontent and customerSolveContent differ",
  },
  badIdempotencyKey: {
    zh: "Idempotency-Key 须为 1 到 100 个可见 ASCII 字符",
    en: "Idempotency-Key must be 1 to 100 visible ASCII characters",
  },
  idempotencyKeyReused: {
    zh: "此 Idempotency-Key 已用于另一份内容不同的提交",
    en: "This Idempotency-Key was already used for a submission with different content",
  },
} as const satisfies Record<string, FormText>;

export type ServerMessageId = keyof typeof messages;

export function serverMessage(id: ServerMessageId, lang: Lang): string {
  return messages[id][lang];
}

/** The status's default message, for refusals that name no message of their own. */
export function statusMessageId(status: number): ServerMessageId {
  switch (status) {
    case 403:
      return "forbidden";
    case 404:
      return "notFound";
    case 405:
      return "methodNotAllowed";
    case 406:
      return "notAcceptable";
    case 408:
      return "requestTimeout";
    case 413:
      return "tooLarge";
    case 415:
      return "unsupportedType";
    case 429:
      return "tooMany";
    case 503:
      return "unavailable";
    default:
      return status >= 500 ? "serverError" : "badRequest";
  }
}
