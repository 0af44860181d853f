/** An HTTP error in the core's JSON shape `{ statusCode, message }`. */
export function jsonError(statusCode: number, message: string, headers?: Record<string, string>): Response {
  return Response.json({ statusCode, message }, { status: statusCode, headers });
}
