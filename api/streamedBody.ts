import { logOf } from '../platform/log.ts';

const encoder = new TextEncoder();

/**
 * A response body pulled from `pieces` as the socket drains: a piece the client has not asked for is not built.
 * The client going away ends the iteration (which gives back what it holds).
 */
export function streamedBody(pieces: AsyncGenerator<string | Uint8Array>, log: { requestId: string; what: string }): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
      } catch (error) {
        // The status is sent: a failure can only cut the body short, which the client sees as a broken body.
        logOf('api', { request_id: log.requestId }).error({ err: error }, `${log.what} failed while streaming`);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
