// No content (RFC 9110 §15.3.5, §15.3.6, §15.4.5), and no `Content-Type` either, as Express and NestJS.
export function isNullBodyStatus(status: number | undefined): status is 204 | 205 | 304 {
  return status === 204 || status === 205 || status === 304;
}
