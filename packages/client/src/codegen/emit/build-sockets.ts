import type { ContractGateway } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import type { ScanContext } from '../scan/scan-context.ts';
import { toKey } from '../types/text.ts';

/** The leaf key of a gateway, as a method is a route's: `socket<Sockets>('').ws.chat.connect()`. */
export const GATEWAY_LEAF = 'connect';

interface SocketNode {
  gateway: ContractGateway | undefined;
  readonly children: Map<string, SocketNode>;
}

/**
 * The text of `type Sockets` (README "Gateways"); a segment named `connect` leaves its gateway out with a warning.
 * @example
 * printSockets(gateways, context); // '{\n  ws: {\n    chat: {\n      connect: {\n        emit: {...};\n ...'
 */
export function printSockets(gateways: readonly ContractGateway[], context: ScanContext): string {
  const root: SocketNode = { gateway: undefined, children: new Map() };
  for (const gateway of gateways) {
    const segments = gateway.path.split('/').filter(Boolean);
    if (segments.includes(GATEWAY_LEAF)) {
      const reason =
        `gateway ${gateway.gateway} left out of Sockets: its segment '${GATEWAY_LEAF}' in ${gateway.path} ` +
        'is also the key of a gateway';
      context.warnings.push(createWarning(context.root, gateway.node, reason));
      continue;
    }
    let node = root;
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { gateway: undefined, children: new Map() }));
      node = child;
    }
    node.gateway = gateway;
  }
  return printNode(root, '');
}

function printNode(node: SocketNode, indent: string): string {
  const inner = `${indent}  `;
  const lines = ['{'];
  if (node.gateway) lines.push(`${inner}${GATEWAY_LEAF}: ${printLeaf(node.gateway, inner)};`);
  for (const [segment, child] of node.children) lines.push(`${inner}${toKey(segment)}: ${printNode(child, inner)};`);
  lines.push(`${indent}}`);
  return lines.length === 2 ? '{}' : lines.join('\n');
}

/** `{ emit: {...}; on: {...} }`, one event per line. */
function printLeaf(gateway: ContractGateway, indent: string): string {
  const inner = `${indent}  `;
  const block = (members: readonly string[]) =>
    members.length === 0 ? '{}' : ['{', ...members.map((member) => `${inner}  ${member};`), `${inner}}`].join('\n');
  return ['{', `${inner}emit: ${block(gateway.emit)};`, `${inner}on: ${block(gateway.on)};`, `${indent}}`].join('\n');
}
