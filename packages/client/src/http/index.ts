export { client } from './client.ts';
export type {
  Client,
  ClientError,
  ClientOptions,
  Endpoint,
  ErrorValue,
  Failure,
  HttpMethod,
  RequestOptions,
  Result,
  Success,
} from './types.ts';
