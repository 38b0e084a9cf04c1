// The message each group robot accepts (issue 3, operator side): WeCom and DingTalk
// {msgtype: "text", text: {content}}, Feishu {msg_type: "text", content: {text}}; `json` posts
// {id, kind, record} with the record as stored.
import { complaintSolveOptions, complaintTypeOptions } from "@site/forms/complaint";
import type { OutboxKind } from "../db/schema";
import { ruoyiDateTime } from "../api/rows";
import type { WebhookFormat } from "../config";

// WeCom refuses text over 2048 bytes; the others allow far more than a complaint can hold.
const WECOM_TEXT_MAX_BYTES = 2048;

function optionLabel(
  options: ReadonlyArray<{ value: number; label: { zh: string } }>,
  value: unknown,
) {
  return options.find((option) => option.value === value)?.label.zh ?? String(value);
}

function text(value: unknown): string {
  return value === undefined || value === null || value === "" ? "（无）" : String(value);
}

/**
 * The record's stable id, the same on every try: `consultation-12`, `complaint-3`. It is in
 * every message (and the Idempotency-Key header), so a receiver can drop a repeat.
 */
export function recordKey(kind: OutboxKind, record: Record<string, unknown>): string {
  return `${kind}-${String(record.id)}`;
}

/** The plain-text notice a person reads in the group chat. */
export function noticeText(kind: OutboxKind, record: Record<string, unknown>): string {
  const at = typeof record.createdAt === "string" ? ruoyiDateTime(record.createdAt) : "";
  // Second line, so WeCom's cut at 2048 bytes never removes it.
  const key = `记录编号：${recordKey(kind, record)}（重复收到同一编号请忽略）`;
  if (kind === "consultation") {
    return [
      `【新的在线咨询】#${String(record.id)}`,
      key,
      `姓名：${text(record.name)}`,
      `电话：${text(record.tel)}`,
      `留言：${text(record.content)}`,
      `时间：${at}`,
      "请在30分钟内联系客户。",
    ].join("\n");
  }
  const images =
    typeof record.customerImgs === "string" && record.customerImgs !== ""
      ? record.customerImgs.split(",").length
      : 0;
  const type = optionLabel(complaintTypeOptions, record.customerType);
  const solve = optionLabel(complaintSolveOptions, record.customerSolve);
  return [
    `【新的投诉建议】#${String(record.id)}`,
    key,
    `姓名：${text(record.customerName)}`,
    `电话：${text(record.customerPhone)}`,
    `公司：${text(record.customerCompany)}`,
    `对接顾问：${text(record.customerGwname)}`,
    `投诉类别：${type}${record.customerTypeContent ? `：${String(record.customerTypeContent)}` : ""}`,
    `问题描述：${text(record.remark)}`,
    `期望解决：${solve}${record.customerSolveContent ? `：${String(record.customerSolveContent)}` : ""}`,
    `图片：${images} 张${images > 0 ? "（用 export 命令导出查看）" : ""}`,
    `时间：${at}`,
  ].join("\n");
}

function truncateUtf8(value: string, maxBytes: number): string {
  if (Buffer.byteLength(value) <= maxBytes) return value;
  let cut = value;
  while (Buffer.byteLength(`${cut}…`) > maxBytes) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function webhookMessage(
  format: WebhookFormat,
  kind: OutboxKind,
  record: Record<string, unknown>,
): unknown {
  switch (format) {
    case "wecom":
      return {
        msgtype: "text",
        text: { content: truncateUtf8(noticeText(kind, record), WECOM_TEXT_MAX_BYTES) },
      };
    case "dingtalk":
      return { msgtype: "text", text: { content: noticeText(kind, record) } };
    case "feishu":
      return { msg_type: "text", content: { text: noticeText(kind, record) } };
    case "json":
      return { id: recordKey(kind, record), kind, record };
  }
}

/**
 * The robots answer HTTP 200 with an error code in the body (a wrong keyword, a revoked key):
 * that is a failed delivery too.
 */
export function acceptedByReceiver(format: WebhookFormat, body: string): boolean {
  if (format === "json") return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return true;
  }
  if (typeof parsed !== "object" || parsed === null) return true;
  const record = parsed as Record<string, unknown>;
  const code = format === "feishu" ? (record.code ?? record.StatusCode) : record.errcode;
  return code === undefined || code === 0;
}
