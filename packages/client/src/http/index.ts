export { client } from './client.ts';
export type {
  Client,
  ClientError,
  ClientOptions,
  DeclaredErrorValue,
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
