/** The events of a socket or room whose gateway declares none: any name, any data. */
export type AnyEvents = Record<string, unknown>;

/** The arguments of an emit, one `[event, data]` tuple per declared event (README "Typed events"). */
export type EmitArgs<Events> = {
  [K in keyof Events & string]: undefined extends Events[K]
    ? [event: K, data?: Events[K]]
    : [event: K, data: Events[K]];
}[keyof Events & string];

/** The events a gateway instance type declares in its `emits` member, or `AnyEvents` without one. */
export type EmitsOf<Gateway> = Gateway extends { readonly emits: infer Events extends object } ? Events : AnyEvents;
