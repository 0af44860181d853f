/**
 * fw's default error body, as the guards' 401 and 403 and `NotFoundFilter`'s 404 send it: the type the
 * routes declare in `@Errors` for those statuses. (`ErrorBody` of `@fw/core` says the same with room for
 * extra fields; see the README for why the example spells it out.)
 */
export interface ErrorMessage {
  statusCode: number;
  message: string;
}
