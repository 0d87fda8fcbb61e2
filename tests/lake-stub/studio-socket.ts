import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The Studio's socket (`/v{version}/socket/{dataset}`, Sanity's "bifur"): JSON-RPC 2.0 over a WebSocket. The Studio
 * counts itself connected while messages arrive (a heartbeat, "♥", between them) and holds edits back while it is
 * not, so the stand-in keeps it alive: it accepts the token (`authorization`), answers every subscription (presence,
 * the editors' activity) with an id and never an event (no other editor is ever here), and every other call with
 * null. A minimal WebSocket (RFC 6455): text, ping and close frames, no extensions.
 */
const HEARTBEAT_MS = 5000;

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([header, payload]);
}

function bigLength(length: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(length));
  return buffer;
}

export function acceptStudioSocket(request: IncomingMessage, socket: Duplex): boolean {
  const url = new URL(request.url ?? '/', 'http://lake.invalid');
  const key = request.headers['sec-websocket-key'];
  if (!/^\/v[^/]+\/socket\/[^/]+$/.test(url.pathname) || typeof key !== 'string') return false;
  const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  const sendText = (text: string) => {
    if (!socket.destroyed) socket.write(frame(1, Buffer.from(text, 'utf8')));
  };
  const heartbeat = setInterval(() => sendText('\u2665'), HEARTBEAT_MS);
  sendText('\u2665');
  const answer = (message: string) => {
    let call: { id?: string; method?: string };
    try {
      call = JSON.parse(message) as typeof call;
    } catch {
      return;
    }
    if (call.id === undefined) return;
    const result = call.method?.endsWith('_subscribe')
      ? randomBytes(8).toString('hex')
      : call.method?.endsWith('_unsubscribe') || call.method === 'authorization'
        ? true
        : null;
    sendText(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
  };
  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (pending.length < 2) return;
      const opcode = pending[0]! & 0x0f;
      const masked = (pending[1]! & 0x80) !== 0;
      let length = pending[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (pending.length < 4) return;
        length = pending.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (pending.length < 10) return;
        length = Number(pending.readBigUInt64BE(2));
        offset = 10;
      }
      const mask = masked ? pending.subarray(offset, offset + 4) : undefined;
      if (masked) offset += 4;
      if (pending.length < offset + length) return;
      const payload = Buffer.from(pending.subarray(offset, offset + length));
      pending = pending.subarray(offset + length);
      if (mask) for (let index = 0; index < payload.length; index += 1) payload[index]! ^= mask[index % 4]!;
      if (opcode === 1) answer(payload.toString('utf8'));
      else if (opcode === 9) socket.write(frame(10, payload));
      else if (opcode === 8) {
        socket.end(frame(8, payload.subarray(0, 2)));
        return;
      }
    }
  });
  const stop = () => clearInterval(heartbeat);
  socket.on('close', stop);
  socket.on('error', () => {
    stop();
    socket.destroy();
  });
  return true;
}
