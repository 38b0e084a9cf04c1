// RuoYi answer shapes (backend-contract.md sections 1 and 6).

export const MSG_OK = "操作成功";
export const MSG_QUERY_OK = "查询成功";

/** A RuoYi-shaped refusal body (backend-contract.md section 1), sent with a real HTTP status (D9). */
export function ruoyiError(code: number, msg: string) {
  return { code, msg };
}

/** TableDataInfo, in the bean's field order. */
export function tableBody(rows: readonly unknown[], total: number) {
  return { total, rows, code: 200, msg: MSG_QUERY_OK };
}

/** AjaxResult.success(data): RuoYi leaves the data key out when data is null. */
export function ajaxBody(data?: unknown) {
  return data === undefined || data === null
    ? { code: 200, msg: MSG_OK }
    : { code: 200, msg: MSG_OK, data };
}
