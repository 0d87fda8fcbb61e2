import { EMPTY_EDGE_DATA, type EdgeData } from '@site/edge';
import { describe, expect, it } from 'vitest';
import { createPeerPublisher, createPublisher } from '@/content/publish';
import { PUBLISH_VISIBLE_BOUND_MS, type VisibilityDeps } from '@/content/publish-visible';
import { type ChangedDocument, tagsForChange } from '@/content/tags';
import { publishHarness } from './support';

const CHANGE: ChangedDocument = {
  _id: 'blog-post-a',
  _type: 'blogPost',
  slug: 'new-slug',
  previousSlug: 'old-slug',
  _rev: 'rev-2',
  _updatedAt: '2025-06-01T12:00:00Z',
  operation: 'update',
};
const TAGS = tagsForChange(CHANGE);
/** A Russian blog map entry in a section the edge does not know: the proxy could not compile it. */
const UNUSABLE = { ...EMPTY_EDGE_DATA, ruBlogMap: [{ section: 'nope', id: 'x', target: 'x' }] } as unknown as EdgeData;

/** A Lake that shows the announced revision from `shownAt` on, on a clock its sleeps move. */
function lake(shownAt: number): { visibility: VisibilityDeps; reads: string[] } {
  let clock = 0;
  const reads: string[] = [];
  return {
    reads,
    visibility: {
      read: async (id) => {
        reads.push(id);
        return { _rev: clock >= shownAt ? 'rev-2' : 'rev-1' };
      },
      sleep: async (ms) => {
        clock += ms;
      },
      now: () => clock,
    },
  };
}

describe('a publish on the instance the webhook reached (content/publish.ts)', () => {
  it('runs the steps in the order of the publish map: source, peers, tags, edge data, memory', async () => {
    const run = publishHarness({ edgeTypes: ['blogPost'] });
    expect(await createPublisher(run.host, run.own)(CHANGE)).toEqual(TAGS);
    expect(run.steps).toEqual([
      'source invalidated',
      'peers: content blog-post-a',
      ...TAGS.map((tag) => `expire ${tag}`),
      'edge data loaded',
      'edge data replaced',
      'peers: edge data',
      'memory release',
    ]);
    expect(run.later).toEqual([]);
  });

  it('expires nothing before the Lake shows the announced revision', async () => {
    let show!: () => void;
    const shown = new Promise<void>((resolve) => (show = resolve));
    const reads: string[] = [];
    const run = publishHarness({
      visibility: {
        read: async (id) => {
          reads.push(id);
          await shown;
          return { _rev: 'rev-2' };
        },
        sleep: async () => undefined,
        now: () => 0,
      },
    });
    const publishing = createPublisher(run.host, run.own)(CHANGE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual(['blog-post-a']);
    expect(run.steps).toEqual([]);
    show();
    expect(await publishing).toEqual(TAGS);
    expect(run.expired).toEqual(TAGS);
    expect(run.later).toEqual([]);
  });

  it('past its bound expires now, and once more after the answer when the Lake shows the change', async () => {
    const { visibility } = lake(PUBLISH_VISIBLE_BOUND_MS + 5_000);
    const run = publishHarness({ visibility });
    expect(await createPublisher(run.host, run.own)(CHANGE)).toEqual(TAGS);
    expect(run.expired).toEqual(TAGS);
    expect(run.later).toHaveLength(1);
    await run.later[0]!();
    expect(run.expired).toEqual([...TAGS, ...TAGS]);
    expect(run.steps.filter((step) => step === 'source invalidated')).toHaveLength(2);
    expect(run.steps.filter((step) => step === 'peers: content blog-post-a')).toHaveLength(2);
  });

  it('expires a change without a revision (an older projection) at once, and again after the bound', async () => {
    const { visibility, reads } = lake(0);
    const run = publishHarness({ visibility });
    await createPublisher(run.host, run.own)({ ...CHANGE, _rev: null });
    expect(reads).toEqual([]);
    expect(run.expired).toEqual(TAGS);
    await run.later[0]!();
    expect(run.expired).toEqual([...TAGS, ...TAGS]);
  });

  it('keeps the last good edge data when the new data would not compile, and still succeeds', async () => {
    const run = publishHarness({ edgeTypes: ['blogPost'], loadEdgeData: async () => UNUSABLE });
    expect(await createPublisher(run.host, run.own)(CHANGE)).toEqual(TAGS);
    expect(run.steps).toContain('edge data loaded');
    expect(run.steps).not.toContain('edge data replaced');
    expect(run.steps).not.toContain('peers: edge data');
    expect(run.steps.at(-1)).toBe('memory release');
  });

  it('leaves the edge data alone for a type the edge does not read', async () => {
    const run = publishHarness({ edgeTypes: ['legacySlugMap'] });
    await createPublisher(run.host, run.own)(CHANGE);
    expect(run.steps).not.toContain('edge data loaded');
  });

  it('fails when a step fails (the webhook answers 503 and Sanity retries), counting no publish', async () => {
    const run = publishHarness();
    const publish = createPublisher(
      {
        ...run.host,
        expireTag: () => {
          throw new Error('the cache handler failed');
        },
      },
      run.own,
    );
    await expect(publish(CHANGE)).rejects.toThrow('the cache handler failed');
    expect(run.steps).not.toContain('memory release');
  });
});

describe("another instance's publish, as its announcements arrive (join-cluster.ts)", () => {
  function peer(shared: EdgeData | null) {
    const run = publishHarness();
    return { run, announced: createPeerPublisher({ ...run.host, sharedEdgeData: async () => shared }, run.own.source) };
  }

  it('re-reads the content at once and gives memory back, like the receiving instance', async () => {
    const { run, announced } = peer(null);
    await announced.content();
    expect(run.steps).toEqual(['source invalidated', 'source re-read', 'memory release']);
  });

  it('adopts the edge data the other instance stored only when the proxy can compile it', async () => {
    const good = peer(EMPTY_EDGE_DATA);
    await good.announced.edgeData();
    expect(good.run.steps).toEqual(['edge data replaced']);
    for (const data of [UNUSABLE, null]) {
      const bad = peer(data);
      await bad.announced.edgeData();
      expect(bad.run.steps).toEqual([]);
    }
  });

  it('after a Redis outage re-reads the content and the edge data, without a memory release', async () => {
    const { run, announced } = peer(EMPTY_EDGE_DATA);
    await announced.resync();
    expect(run.steps).toEqual(['source invalidated', 'source re-read', 'edge data replaced']);
  });
});
