/** A RuoYi-shaped refusal body (backend-contract.md section 1), sent with a real HTTP status (D9). */
export function ruoyiError(code: number, msg: string) {
  return { code, msg };
}
