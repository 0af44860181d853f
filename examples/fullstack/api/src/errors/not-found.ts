/**
 * A domain error: a service looked for a record that is not there. Code that throws it knows nothing of
 * HTTP; `NotFoundFilter` answers it as a 404.
 */
export class NotFound extends Error {
  constructor(
    readonly entity: string,
    readonly key: string,
    keyName = 'id',
  ) {
    super(`No ${entity} with ${keyName} ${key}`);
    this.name = 'NotFound';
  }
}
