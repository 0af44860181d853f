import type ts from 'typescript';
import { JsonSchemaConverter } from '../../json-schema/converter.ts';
import type { CodegenWarning, GatewayShape } from '../../model.ts';
import { DEFAULT_SERVER_URL, readServerUrl } from '../../server-url.ts';
import { toKey, writeGatewayChannel, type DraftMessage } from './gateway-channel.ts';
import type { AsyncApiDocumentObject, AsyncApiDocumentOptions, ChannelObject, OperationObject } from './options.ts';
import { mapValues, toAsyncApiSchema } from './schema-form.ts';

/** What the document is written from: the scan's gateways, one per path. */
export interface AsyncApiInput {
  readonly checker: ts.TypeChecker;
  readonly root: string;
  readonly warnings: CodegenWarning[];
  readonly gateways: readonly GatewayShape[];
}

const DESCRIPTION =
  "The app's WebSocket gateways, one channel each. Frames are JSON text, `{ event, data }` both ways " +
  '(`data` left out when there is none); a client frame with an `id` gets an ack, `{ event, data, ack }` or ' +
  '`{ event, ack, error }`. Raw text and binary frames go to `@OnMessage` handlers and are not described.';

/**
 * The AsyncAPI 3.0 document of the gateways: a channel per path, named types as components.
 * @example
 * const document = writeAsyncApiDocument({ checker, root, warnings, gateways }, { title: 'Chat' });
 * document.channels.ChatGateway?.address; // '/ws/chat'
 */
export function writeAsyncApiDocument(
  input: AsyncApiInput,
  options: AsyncApiDocumentOptions = {},
): AsyncApiDocumentObject {
  const converter = new JsonSchemaConverter(input.checker, { root: input.root, warnings: input.warnings });
  const drafts: [string, GatewayChannelDraft][] = [];
  const operations: Record<string, OperationObject> = {};
  for (const gateway of input.gateways) {
    const id = uniqueKey(toKey(gateway.gateway), drafts);
    const written = writeGatewayChannel(gateway, id, converter);
    drafts.push([id, written.channel]);
    Object.assign(operations, written.operations);
  }
  // Names every `$ref` handed out above: only then may the schemas be copied into AsyncAPI's form.
  const schemas = converter.components();
  const channels = Object.fromEntries(drafts.map(([id, draft]) => [id, finishChannel(draft)]));
  const server = readServerUrl(options.server ?? DEFAULT_SERVER_URL);
  return {
    asyncapi: '3.0.0',
    info: { title: options.title ?? 'API', version: options.version ?? '1.0.0', description: DESCRIPTION },
    defaultContentType: 'application/json',
    servers: { app: { ...server, description: 'The app, where each gateway path upgrades to a WebSocket.' } },
    channels,
    operations,
    components: { schemas: mapValues(schemas) },
  };
}

type GatewayChannelDraft = ReturnType<typeof writeGatewayChannel>['channel'];

function finishChannel(draft: GatewayChannelDraft): ChannelObject {
  const messages = Object.fromEntries(
    Object.entries(draft.messages).map(([key, message]: [string, DraftMessage]) => [
      key,
      { ...message, payload: toAsyncApiSchema(message.payload) },
    ]),
  );
  return { ...draft, messages };
}

function uniqueKey(key: string, taken: readonly [string, unknown][]): string {
  let unique = key;
  for (let n = 2; taken.some(([id]) => id === unique); n++) unique = `${key}_${n}`;
  return unique;
}
