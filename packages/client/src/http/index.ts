export { client } from './client.ts';
export type {
  Client,
  ClientError,
  ClientOptions,
  DeclaredErrors,
  Endpoint,
  ErrorOf,
  ErrorValue,
  Failure,
  HttpMethod,
  RequestOptions,
  Result,
  Success,
} from './types.ts';
