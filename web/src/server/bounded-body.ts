/** A body past its bound, announced by Content-Length or met while reading. */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';

  constructor(readonly limit: number) {
    super(`Body larger than ${limit} bytes`);
  }
}

/**
 * A request's or response's body, read to at most `limit` bytes: a larger one (declared or streamed) is refused
 * before it is buffered, and the rest is never read. Whoever sends it (a webhook caller, a backend) cannot make the
 * server hold more.
 */
export async function readBoundedBody(message: Request | Response, limit: number): Promise<Uint8Array> {
  const declared = Number(message.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge(limit);
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
