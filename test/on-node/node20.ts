// What Node 20 lacks of what the suites use (Node 22 has it): Promise.withResolvers.
Promise.withResolvers ??= <T>() => {
  let resolve!: (value?: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes as typeof resolve;
    reject = no;
  });
  return { promise, resolve, reject };
};
