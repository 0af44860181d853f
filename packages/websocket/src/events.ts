/**
 * Server-to-client event typing (README "Typed events"): a gateway declares what it sends in one member,
 * `declare readonly emits: { message: ChatMessage }`, which the contract generator reads for the client and
 * which types the server's own `emit`, `to(room).emit`, `publish` and `rooms.of(Gateway).broadcast`.
 */

/** The events of a socket or room whose gateway declares none: any name, any data. */
export type AnyEvents = Record<string, unknown>;

/**
 * The arguments of an emit, `[event, data]`, one tuple per declared event: `data` is optional when the
 * event's may be `undefined` (or `void`). A union of tuples rather than a generic method, so a socket typed
 * with its gateway's events is still a plain `FwSocket` to a helper that takes one.
 */
export type EmitArgs<Events> = {
  [K in keyof Events & string]: undefined extends Events[K]
    ? [event: K, data?: Events[K]]
    : [event: K, data: Events[K]];
}[keyof Events & string];

/** The events a gateway instance type declares in its `emits` member, or `AnyEvents` without one. */
export type EmitsOf<Gateway> = Gateway extends { readonly emits: infer Events extends object } ? Events : AnyEvents;
