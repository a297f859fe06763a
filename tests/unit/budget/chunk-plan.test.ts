// The chunk plan (scripts/lib/chunk-plan.mjs, vite.config.ts): chunks that load together merge, no lazy load
// grows past its allowance, a visitor's pages do not grow at all, and the merged chunks import no cycle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EmittedChunk as Chunk, planChunkGroups } from '../../../scripts/lib/chunk-plan.mjs';

const chunk = (
  name: string,
  size: number,
  imports: string[] = [],
  kind: 'entry' | 'lazy' | 'shared' = 'shared',
) => ({
  file: `${name}.js`,
  name,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  facade: kind === 'shared' ? null : `src/${name}.tsx`,
  imports: imports.map((file) => `${file}.js`),
  size,
  modules: [`src/${name}.tsx`, `src/${name}-part.ts`],
});

/** What a chunk is called after the plan: its group, or its own file where the plan leaves it. */
const placeOf = (plan: Map<string, string>, of: Chunk) => plan.get(of.modules[0] ?? '') ?? of.file;
const fileIn = (chunks: Chunk[], file: string) => chunks.find((c) => c.file === file) ?? chunk(file, 0);
/** The chunks of a test graph by name. */
const named = (chunks: Chunk[]) => (name: string) => fileIn(chunks, `${name}.js`);

/** Bytes and requests of a lazy chunk's load: everything its place imports, through places. */
function loadOf(chunks: Chunk[], plan: Map<string, string>, lazy: Chunk) {
  const places = new Set<string>();
  const visit = (place: string) => {
    if (places.has(place)) return;
    places.add(place);
    for (const member of chunks.filter((c) => placeOf(plan, c) === place))
      for (const file of member.imports)
        visit(
          placeOf(
            plan,
            chunks.find((c) => c.file === file)!,
          ),
        );
  };
  visit(placeOf(plan, lazy));
  const bytes = chunks.filter((c) => places.has(placeOf(plan, c))).reduce((sum, c) => sum + c.size, 0);
  return { bytes, requests: places.size };
}

function hasCycle(chunks: Chunk[], plan: Map<string, string>): boolean {
  const edges = new Map<string, Set<string>>();
  for (const c of chunks)
    for (const file of c.imports) {
      const [from, to] = [placeOf(plan, c), placeOf(plan, fileIn(chunks, file))];
      if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  const state = new Map<string, 'open' | 'done'>();
  const cyclic = (place: string): boolean => {
    if (state.get(place) === 'open') return true;
    if (state.get(place) === 'done') return false;
    state.set(place, 'open');
    const found = [...(edges.get(place) ?? [])].some(cyclic);
    state.set(place, 'done');
    return found;
  };
  return [...edges.keys()].some(cyclic);
}

describe('planChunkGroups', () => {
  it('merges the chunks a lazy load always needs together, and names the group after the lazy chunk', () => {
    const chunks = [
      chunk('index', 100, [], 'entry'),
      chunk('Screen', 500, ['a', 'b'], 'lazy'),
      chunk('Dialog', 500, ['a', 'b'], 'lazy'),
      chunk('a', 50),
      chunk('b', 60),
    ];
    const of = named(chunks);
    const plan = planChunkGroups(chunks, { allowance: 0 });
    expect(placeOf(plan, of('a'))).toBe(placeOf(plan, of('b')));
    expect(plan.has('src/index.tsx')).toBe(false);
    expect(loadOf(chunks, plan, of('Screen')).requests).toBe(2);
  });

  it('leaves alone a merge that would grow a load past its allowance, and the chunks `keep` names', () => {
    const chunks = [
      chunk('index', 100, [], 'entry'),
      chunk('Screen', 500, ['big', 'small'], 'lazy'),
      chunk('Dialog', 500, ['small'], 'lazy'),
      chunk('big', 5000),
      chunk('small', 50),
      chunk('locale-en_US-home', 50, [], 'lazy'),
    ];
    const of = named(chunks);
    const tight = planChunkGroups(chunks, {
      allowance: 1,
      maxGrowth: 1000,
      keep: (c) => c.name.startsWith('locale-'),
    });
    expect(placeOf(tight, of('big'))).not.toBe(placeOf(tight, of('small')));
    expect(tight.has('src/locale-en_US-home.tsx')).toBe(false);
    const loose = planChunkGroups(chunks, { allowance: 20 });
    expect(placeOf(loose, of('big'))).toBe(placeOf(loose, of('small')));
  });

  it('starts the lazy chunks loaded together as one load', () => {
    const chunks = [
      chunk('index', 100, [], 'entry'),
      chunk('Badge', 300, ['x'], 'lazy'),
      chunk('Menu', 400, ['y'], 'lazy'),
      chunk('x', 1000),
      chunk('y', 1000),
    ];
    const of = named(chunks);
    const apart = planChunkGroups(chunks, { allowance: 0 });
    expect(placeOf(apart, of('Badge'))).toBe(placeOf(apart, of('x')));
    expect(placeOf(apart, of('Badge'))).not.toBe(placeOf(apart, of('Menu')));
    const together = planChunkGroups(chunks, {
      allowance: 0,
      loadedTogether: [['src/Badge.tsx', 'src/Menu.tsx']],
    });
    expect(new Set(together.values()).size).toBe(1);
  });

  it('plans a page with the lazy chunks it starts at once (`kinds` with), under the limits of its kind', () => {
    // Every signed-in screen starts the session's header: merged into the header's chunk, the dialog the screens
    // share costs no screen a byte it did not load. Apart, the header's own load (50 bytes) refuses 400 more.
    const chunks = [
      chunk('index', 100, [], 'entry'),
      chunk('Header', 50, [], 'lazy'),
      chunk('ScreenA', 500, ['shared'], 'lazy'),
      chunk('ScreenB', 500, ['shared'], 'lazy'),
      chunk('shared', 400),
    ];
    const of = named(chunks);
    const screens = /\/Screen[AB]\.tsx$/;
    const apart = planChunkGroups(chunks, { allowance: 1, kinds: [{ lazy: screens }] });
    expect(placeOf(apart, of('shared'))).not.toBe(placeOf(apart, of('Header')));
    const withHeader = { lazy: screens, with: /\/Header\.tsx$/ };
    const tight = planChunkGroups(chunks, { allowance: 1, kinds: [withHeader] });
    expect(placeOf(tight, of('shared'))).not.toBe(placeOf(tight, of('Header')));
    const together = planChunkGroups(chunks, {
      allowance: 1,
      kinds: [withHeader, { lazy: /\/Header\.tsx$/, allowance: 10 }],
    });
    expect(placeOf(together, of('shared'))).toBe(placeOf(together, of('Header')));
    for (const screen of ['ScreenA', 'ScreenB'])
      expect(loadOf(chunks, together, of(screen)).requests).toBe(2);
  });

  it('within any graph: no load grows past its allowance, a capped load not past its cap, and no import cycle', () => {
    let grew = 0;
    let held = 0;
    const graphs = fc.integer({ min: 4, max: 11 }).chain((n) =>
      fc.record({
        sizes: fc.array(fc.integer({ min: 50, max: 6000 }), { minLength: n, maxLength: n }),
        lazy: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        // Chunk i imports only chunks after it: rolldown's graph has no cycle.
        edges: fc.array(fc.array(fc.integer({ min: 1, max: n - 1 }), { maxLength: 3 }), {
          minLength: n,
          maxLength: n,
        }),
        allowance: fc.constantFrom(0.1, 0.5, 1, 3),
        maxGrowth: fc.constantFrom(500, 3000, Infinity),
        fixedAt: fc.integer({ min: 1, max: n - 1 }),
      }),
    );
    fc.assert(
      fc.property(graphs, ({ sizes, lazy, edges, allowance, maxGrowth, fixedAt }) => {
        const chunks = sizes.map((size, i) =>
          chunk(
            `c${i}`,
            size,
            // The entry imports nothing here: what it imports is never planned (the first case).
            i === 0 ? [] : [...new Set((edges[i] ?? []).filter((j) => j > i).map((j) => `c${j}`))],
            i === 0 ? 'entry' : lazy[i] || i === fixedAt ? 'lazy' : 'shared',
          ),
        );
        const growthCaps = { [`src/c${fixedAt}.tsx`]: 0 };
        const plan = planChunkGroups(chunks, { allowance, maxGrowth, growthCaps });
        expect(hasCycle(chunks, plan)).toBe(false);
        for (const load of chunks.filter((c) => c.isDynamicEntry)) {
          const before = loadOf(chunks, new Map(), load).bytes;
          const after = loadOf(chunks, plan, load).bytes;
          const limit = load.name === `c${fixedAt}` ? 0 : Math.min(allowance * before, maxGrowth);
          expect(after - before).toBeLessThanOrEqual(limit);
          if (after > before) grew++;
          else held++;
        }
      }),
      { numRuns: 300 },
    );
    expect(grew).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
  });
});
