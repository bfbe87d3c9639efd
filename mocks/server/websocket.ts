import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/*
 * The smallest RFC 6455 server the Pusher socket needs (the `ws` package is not installed):
 * the opening handshake, text frames both ways, client masking, fragmented messages,
 * ping/pong and the close handshake. No extensions (permessage-deflate is not offered, so
 * clients send plain frames) and no subprotocols.
 */

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const MAX_MESSAGE = 1024 * 1024;

const Op = {
  Continuation: 0x0,
  Text: 0x1,
  Binary: 0x2,
  Close: 0x8,
  Ping: 0x9,
  Pong: 0xa,
} as const;
type Op = (typeof Op)[keyof typeof Op];

export interface WebSocketConnection {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onMessage(listener: (text: string) => void): void;
  onClose(listener: () => void): void;
}

export function acceptKey(key: string): string {
  return createHash('sha1')
    .update(key + GUID)
    .digest('base64');
}

function encodeFrame(opcode: Op, payload: Buffer): Buffer {
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0x80 | opcode, length]);
  } else if (length < 0x10000) {
    header = Buffer.alloc(4);
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x80 | opcode;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/**
 * Completes the handshake for an `upgrade` request and returns the connection, or answers
 * 400 and returns null when the request is not a valid WebSocket upgrade.
 */
export function acceptWebSocket(
  request: IncomingMessage,
  socket: Duplex,
): WebSocketConnection | null {
  const key = request.headers['sec-websocket-key'];
  const upgrade = String(request.headers.upgrade ?? '').toLowerCase();
  const version = request.headers['sec-websocket-version'];
  if (upgrade !== 'websocket' || typeof key !== 'string' || version !== '13') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return null;
  }
  socket.write(
    [
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${acceptKey(key)}`,
      '',
      '',
    ].join('\r\n'),
  );

  const messageListeners: Array<(text: string) => void> = [];
  const closeListeners: Array<() => void> = [];
  let buffered = Buffer.alloc(0);
  let fragments: Buffer[] = [];
  let fragmentOpcode: Op | null = null;
  let closed = false;

  const finish = () => {
    if (closed) return;
    closed = true;
    for (const listener of closeListeners) listener();
  };
  const write = (opcode: Op, payload: Buffer) => {
    if (!socket.destroyed && socket.writable) socket.write(encodeFrame(opcode, payload));
  };
  const close = (code = 1000, reason = '') => {
    if (closed) return;
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    write(Op.Close, payload);
    socket.end();
    finish();
  };

  const deliver = (opcode: Op, payload: Buffer) => {
    // Pusher speaks JSON text; a binary message is read as UTF-8 too.
    if (opcode === Op.Text || opcode === Op.Binary) {
      const text = payload.toString('utf8');
      for (const listener of messageListeners) listener(text);
    }
  };

  const parse = () => {
    for (;;) {
      if (buffered.length < 2) return;
      const first = buffered[0]!;
      const second = buffered[1]!;
      const fin = (first & 0x80) !== 0;
      const opcode = first & 0x0f;
      const masked = (second & 0x80) !== 0;
      let length = second & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffered.length < 4) return;
        length = buffered.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffered.length < 10) return;
        const big = buffered.readBigUInt64BE(2);
        if (big > BigInt(MAX_MESSAGE)) return close(1009, 'Message too big');
        length = Number(big);
        offset = 10;
      }
      // RFC 6455 5.1: a server must close the connection on an unmasked client frame.
      if (!masked) return close(1002, 'Client frames must be masked');
      if (buffered.length < offset + 4 + length) return;
      const mask = buffered.subarray(offset, offset + 4);
      const payload = Buffer.from(buffered.subarray(offset + 4, offset + 4 + length));
      for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ mask[i % 4]!;
      buffered = buffered.subarray(offset + 4 + length);

      switch (opcode) {
        case Op.Ping:
          write(Op.Pong, payload);
          break;
        case Op.Pong:
          break;
        case Op.Close: {
          const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1000;
          close(code === 1005 || code === 1006 ? 1000 : code);
          return;
        }
        case Op.Continuation:
          if (fragmentOpcode === null) return close(1002, 'Unexpected continuation frame');
          fragments.push(payload);
          if (fin) {
            deliver(fragmentOpcode, Buffer.concat(fragments));
            fragments = [];
            fragmentOpcode = null;
          }
          break;
        case Op.Text:
        case Op.Binary:
          if (fin) deliver(opcode as Op, payload);
          else {
            fragmentOpcode = opcode as Op;
            fragments = [payload];
          }
          break;
        default:
          return close(1002, 'Unknown opcode');
      }
    }
  };

  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    parse();
  });
  socket.on('close', finish);
  socket.on('end', finish);
  socket.on('error', finish);

  return {
    send(text) {
      write(Op.Text, Buffer.from(text, 'utf8'));
    },
    close,
    onMessage(listener) {
      messageListeners.push(listener);
    },
    onClose(listener) {
      closeListeners.push(listener);
    },
  };
}
