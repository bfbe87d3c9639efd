import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { acceptKey, acceptWebSocket, type WebSocketConnection } from './websocket';

/* The hand-written RFC 6455 server, spoken to with raw bytes as a browser would. */

function maskedFrame(opcode: number, payload: Buffer, fin = true): Buffer {
  const mask = Buffer.from([1, 2, 3, 4]);
  const body = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  const len = payload.length;
  const head =
    len < 126
      ? Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | len])
      : Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | 126, len >> 8, len & 0xff]);
  return Buffer.concat([head, mask, body]);
}

let server: Server;
let port: number;
let connections: WebSocketConnection[] = [];
const received: string[] = [];

beforeAll(async () => {
  server = createServer();
  server.on('upgrade', (req, socket) => {
    const ws = acceptWebSocket(req, socket);
    if (!ws) return;
    connections.push(ws);
    ws.onMessage((text) => {
      received.push(text);
      ws.send(`echo:${text}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  connections = [];
  received.length = 0;
});

function open(
  headers = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n',
): Promise<{ socket: Socket; read: () => Promise<Buffer> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET /app/key HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`);
    });
    const chunks: Buffer[] = [];
    let waiting: ((b: Buffer) => void) | null = null;
    socket.on('data', (chunk) => {
      if (waiting) {
        const w = waiting;
        waiting = null;
        w(chunk);
      } else chunks.push(chunk);
    });
    const read = () =>
      chunks.length ? Promise.resolve(chunks.shift()!) : new Promise<Buffer>((r) => (waiting = r));
    resolve({ socket, read });
  });
}

it('computes the accept key of RFC 6455 section 1.3', () => {
  expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
});

it('handshakes, unmasks client text (also fragmented and 16-bit lengths), answers pings and closes', async () => {
  const { socket, read } = await open();
  const handshake = (await read()).toString();
  expect(handshake).toMatch(/^HTTP\/1\.1 101 Switching Protocols/);
  expect(handshake).toContain('Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');

  socket.write(maskedFrame(0x1, Buffer.from('hello')));
  const reply = await read();
  expect(reply[0]).toBe(0x81); // FIN + text, unmasked
  expect(reply.subarray(2).toString()).toBe('echo:hello');

  socket.write(
    Buffer.concat([
      maskedFrame(0x1, Buffer.from('frag'), false),
      maskedFrame(0x0, Buffer.from('mented')),
    ]),
  );
  expect((await read()).subarray(2).toString()).toBe('echo:fragmented');

  const long = 'x'.repeat(300);
  socket.write(maskedFrame(0x1, Buffer.from(long)));
  let big = await read();
  while (big.length < 4 + 5 + 300) big = Buffer.concat([big, await read()]);
  expect(big[1]).toBe(126);
  expect(big.readUInt16BE(2)).toBe(305);
  expect(received).toEqual(['hello', 'fragmented', long]);

  socket.write(maskedFrame(0x9, Buffer.from('p')));
  const pong = await read();
  expect([pong[0], pong[1], pong.subarray(2).toString()]).toEqual([0x8a, 1, 'p']);

  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  socket.write(maskedFrame(0x8, Buffer.from([0x03, 0xe8])));
  const close = await read();
  expect([close[0], close.readUInt16BE(2)]).toEqual([0x88, 1000]);
  await closed;
});

it('refuses a request that is not a WebSocket upgrade and closes on unmasked frames', async () => {
  const bad = await open(
    'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 8\r\nSec-WebSocket-Key: abc\r\n',
  );
  expect((await bad.read()).toString()).toMatch(/^HTTP\/1\.1 400/);

  const { socket, read } = await open();
  await read();
  socket.write(Buffer.from([0x81, 0x02, 0x68, 0x69])); // "hi", unmasked
  const close = await read();
  expect([close[0], close.readUInt16BE(2)]).toEqual([0x88, 1002]);
  expect(received).toEqual([]);
});
