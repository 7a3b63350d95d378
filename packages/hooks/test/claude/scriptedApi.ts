import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One content block the scripted model answers with. */
export type Block = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: unknown };

/** What the model saw: the request body of each Messages API call. */
export interface ApiRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: { tools?: unknown[]; messages?: unknown[]; system?: unknown } & Record<string, unknown>;
}

/**
 * A small Messages API server for a real `claude -p` (RECIPES.md, "Host hooks and a real Claude
 * Code"): Claude Code sends `POST /v1/messages?beta=true` with `stream: true`; each answer is the
 * standard SSE sequence. Calls that carry tools get the next scripted turn; side calls (titles,
 * summaries of fetched pages) get a short text. `GET /page.html` serves the page the model reads.
 */
export async function startScriptedApi(
  turns: Array<(previous: ApiRequest) => Block[]>,
  page: string,
): Promise<{ url: string; requests: ApiRequest[]; close(): Promise<void> }> {
  const requests: ApiRequest[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page);
        return;
      }
      let body: ApiRequest['body'] = {};
      try {
        body = JSON.parse(raw) as ApiRequest['body'];
      } catch {
        body = {};
      }
      const request: ApiRequest = { url: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      if (!(req.url ?? '').startsWith('/v1/messages') || (req.url ?? '').includes('count_tokens')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ input_tokens: 1 }));
        return;
      }
      const scripted = Array.isArray(body.tools) && body.tools.length > 0;
      const turn = scripted ? turns[next++] : undefined;
      const blocks: Block[] = turn ? turn(request) : [{ type: 'text', text: scripted ? 'All done.' : 'ok' }];
      sse(res, blocks);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function sse(res: import('node:http').ServerResponse, blocks: Block[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const send = (event: string, data: unknown): void => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  send('message_start', {
    type: 'message_start',
    message: {
      id: `msg_${Date.now()}`,
      type: 'message',
      role: 'assistant',
      model: 'claude-scripted',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  });
  blocks.forEach((b, index) => {
    if (b.type === 'text') {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: b.text } });
    } else {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} } });
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) } });
    }
    send('content_block_stop', { type: 'content_block_stop', index });
  });
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: 1 },
  });
  send('message_stop', { type: 'message_stop' });
  res.end();
}
