/** What a missing-provider error says about RoomManager and NamespaceRegistry (`PROVIDED_BY` in @fw/core). */
export const WEBSOCKET_PLUGIN_HINT =
  '@fw/websocket: add app.use(WebSocketPlugin.create([...gateways])) before listen()';
