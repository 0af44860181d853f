export { socket } from './socket.ts';
export type {
  AckError,
  AckOptions,
  ConnectOptions,
  GatewayLeaf,
  ReconnectOptions,
  SocketClient,
  SocketClose,
  SocketStatus,
  SocketTree,
} from './types.ts';
