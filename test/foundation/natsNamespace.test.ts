import { describe, expect, inject, it } from 'vitest';
import { connectNatsBus } from '../../actors/bus/natsBus.ts';
import { deleteNamespaceStreams, namespaceStreams, testNamespace } from '../support/natsNamespace.ts';

// The cleanup every NATS test file runs in afterAll: it must remove its own streams and nobody else's.
const natsUrl = inject('natsUrl');

describe.skipIf(!natsUrl)('test namespace cleanup on the shared NATS server', () => {
  it('deletes the streams a namespace opened and leaves another namespace alone', async () => {
    const mine = testNamespace();
    const theirs = testNamespace();
    for (const namespace of [mine, theirs]) {
      const bus = await connectNatsBus(natsUrl!, { namespace });
      const queue = await bus.workQueue<{ n: number }>('payrun_chunks');
      await queue.publish({ n: 1 }, 'one');
      await bus.close();
    }
    expect(await namespaceStreams(natsUrl!, mine)).toEqual([`${mine.toUpperCase()}_PAYRUN_CHUNKS`]);

    expect(await deleteNamespaceStreams(natsUrl!, mine)).toEqual([`${mine.toUpperCase()}_PAYRUN_CHUNKS`]);
    expect(await namespaceStreams(natsUrl!, mine)).toEqual([]);
    expect(await namespaceStreams(natsUrl!, theirs)).toEqual([`${theirs.toUpperCase()}_PAYRUN_CHUNKS`]);

    await deleteNamespaceStreams(natsUrl!, theirs);
    expect(await namespaceStreams(natsUrl!, theirs)).toEqual([]);
  });
});
