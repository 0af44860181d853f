import { checkItemSize, createLineReader, MAX_ITEM_SIZE } from './lines.ts';

/** Sends the request again and the headers it sends, for a broken event stream the caller asked to resume. */
export type Resend = readonly [send: () => Response | Promise<Response>, headers: Headers];

/** Fruitless resumes in a row (a failed request, or a stream that broke before a new event) before giving up. */
const ATTEMPTS = 3;

/**
 * A streamed response's items as they arrive; `resend` resumes a broken event stream (README "Streams").
 * @example
 * for await (const item of readItems(response, 'application/x-ndjson')) console.log(item);
 */
export async function* readItems(
  response: Response,
  type: string,
  resend?: Resend | false,
  limit = MAX_ITEM_SIZE,
): AsyncGenerator<unknown> {
  const events = /event-stream/i.test(type);
  // A Last-Event-ID the caller sent is where the stream starts: resumed with it until an event brings another.
  let lastEventId = (resend ? resend[1].get('last-event-id') : '') || '';
  let wait = 1000;
  for (let fruitless = 0; ; ) {
    let received = false;
    try {
      if (!response.ok || !response.body) throw new Error(`the stream was answered ${response.status}`);
      const reader = response.body.getReader();
      // In-process (`app.fetch`) a stream may hand over the strings the server enqueued.
      const decoder = new TextDecoder();
      const lines = createLineReader(limit);
      let event: { data?: string[]; id?: string; size?: number } = {};
      try {
        for (;;) {
          const { done, value } = await reader.read();
          const text = done ? '\n\n' : typeof value === 'string' ? value : decoder.decode(value, { stream: true });
          for (const line of lines(text)) {
            if (!events) {
              if (line.trim()) yield JSON.parse(line);
            } else if (line === '') {
              if (event.id !== undefined) lastEventId = event.id;
              if (event.data) {
                received = true;
                yield parse(event.data.join('\n'));
              }
              event = {};
            } else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const text = colon < 0 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1));
              if (field === 'data') {
                event.size = (event.size ?? 0) + text.length;
                checkItemSize(event.size, limit);
                (event.data ??= []).push(text);
              } else if (field === 'id') event.id = text;
              else if (field === 'retry' && /^\d+$/.test(text)) wait = Number(text);
            }
          }
          if (done) return;
        }
      } finally {
        // A loop that broke (or a read that failed): stop reading, which ends the request.
        reader.cancel().catch(() => {});
      }
    } catch (error) {
      fruitless = received ? 1 : fruitless + 1;
      if (!events || !resend || fruitless > ATTEMPTS || error instanceof RangeError) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    // EventSource sends no Last-Event-ID before an id (or after an empty one resets it).
    if (lastEventId) resend[1].set('last-event-id', lastEventId);
    else resend[1].delete('last-event-id');
    response = await Promise.resolve()
      .then(resend[0])
      .catch(() => Response.error());
  }
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}
