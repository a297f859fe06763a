// Which chunk each module goes to, planned from the chunks rolldown emits on its own (docs/performance.md
// "Chunks planned from the emitted graph"). A first build records its chunk graph, which already reflects
// tree-shaking; this plan merges chunks that load together, and the real build names each module's group.

/** In the build's output: the file of each lazy module whose chunk merged with others, by its source path. */
export const PLANNED_LAZY_CHUNKS = '.vite/planned-lazy-chunks.json';

/**
 * @typedef {{ file: string, name: string, isEntry: boolean, isDynamicEntry: boolean, facade: string | null,
 *   imports: string[], size: number, modules: string[] }} EmittedChunk
 */

/** The chunks of a bundle as the planner reads them (a `generateBundle` hook's bundle). */
export function emittedChunks(bundle) {
  return Object.values(bundle)
    .filter((output) => output.type === 'chunk')
    .map((chunk) => ({
      file: chunk.fileName,
      name: chunk.name,
      isEntry: chunk.isEntry,
      isDynamicEntry: chunk.isDynamicEntry,
      facade: chunk.facadeModuleId,
      imports: chunk.imports,
      size: chunk.code.length,
      modules: chunk.moduleIds,
    }));
}

/**
 * Group names by module id. Every chunk the entry does not import statically (and that `keep` leaves alone)
 * is a node; a "load" is a lazy chunk with what it imports, or several lazy chunks that always start together
 * (`loadedTogether`: module paths' endings). Merging two groups saves a request on each load that needs both,
 * and costs each load that needs one of them the other with what it imports. The merges that cost fewest bytes
 * per request saved go first, as long as no load grows by more than `allowance` times its own bytes, than
 * `maxGrowth` bytes or than its lazy module's cap in `growthCaps` (by path ending), and the groups' imports stay
 * free of cycles (a cycle could run a module before one it imports).
 *
 * `kinds` sets other limits for some loads: a load with a lazy chunk whose module matches a kind's `lazy` grows
 * by at most that kind's `allowance` and `maxGrowth` (the first kind that matches), and, with `with`, starts the
 * lazy chunks whose module matches it too (a page's first load: a signed-in screen starts with the session's
 * header parts, the login page with its form's validator).
 *
 * @typedef {{ lazy: RegExp, allowance?: number, maxGrowth?: number, with?: RegExp }} LoadKind
 * @param {EmittedChunk[]} chunks
 * @param {{ allowance: number, maxGrowth?: number, loadedTogether?: string[][],
 *   growthCaps?: Record<string, number>, keep?: (chunk: EmittedChunk) => boolean, kinds?: LoadKind[] }} options
 * @returns {Map<string, string>}
 */
export function planChunkGroups(
  chunks,
  { allowance, maxGrowth = Infinity, loadedTogether = [], growthCaps = {}, keep = () => false, kinds = [] },
) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.file);
  const nodes = chunks.filter((chunk) => !initial.has(chunk.file) && !keep(chunk));
  const nodeOf = new Map(nodes.map((chunk, index) => [chunk.file, index]));

  // Groups keep the index of their first node; a merged group is dead.
  const groups = nodes.map((chunk, index) => ({
    alive: true,
    members: [index],
    size: chunk.size,
    imports: new Set(chunk.imports.map((file) => nodeOf.get(file)).filter((node) => node !== undefined)),
  }));
  const closureOf = (start) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const group = stack.pop();
      if (seen.has(group)) continue;
      seen.add(group);
      for (const next of groups[group].imports) stack.push(next);
    }
    return seen;
  };
  const bytesOf = (set) => [...set].reduce((sum, group) => sum + groups[group].size, 0);

  const lazy = nodes.map((chunk, index) => [chunk, index]).filter(([chunk]) => chunk.isDynamicEntry);
  const unitOf = (chunk) =>
    loadedTogether.findIndex((unit) => unit.some((path) => chunk.facade?.endsWith(path)));
  const loads = [
    ...lazy.filter(([chunk]) => unitOf(chunk) < 0).map(([, index]) => [index]),
    ...loadedTogether.map((_, unit) =>
      lazy.filter(([chunk]) => unitOf(chunk) === unit).map(([, index]) => index),
    ),
  ]
    .filter((load) => load.length > 0)
    .map((load) => {
      const kind = kinds.find((candidate) =>
        load.some((node) => candidate.lazy.test(nodes[node].facade ?? '')),
      );
      const starts = lazy.filter(([chunk]) => kind?.with?.test(chunk.facade ?? '')).map(([, index]) => index);
      return Object.assign([...new Set([...load, ...starts])], { kind });
    });
  // The groups each load needs; its starting groups are where its lazy chunks went.
  const groupOfNode = nodes.map((_, index) => index);
  const needs = () =>
    loads.map((load) => {
      const needed = new Set();
      for (const node of load) for (const group of closureOf(groupOfNode[node])) needed.add(group);
      return needed;
    });
  let needed = needs();
  // A load whose lazy chunk `growthCaps` names grows by at most that many bytes.
  const capOf = (load) =>
    Math.min(
      ...load.flatMap((node) =>
        Object.entries(growthCaps)
          .filter(([path]) => nodes[node].facade?.endsWith(path))
          .map(([, bytes]) => bytes),
      ),
    );
  const limit = needed.map((set, load) => {
    const { kind } = loads[load];
    return Math.min(
      (kind?.allowance ?? allowance) * bytesOf(set),
      kind?.maxGrowth ?? maxGrowth,
      capOf(loads[load]),
    );
  });
  const start = needed.map((set) => bytesOf(set));

  const refused = new Set();
  for (;;) {
    const alive = groups.map((group, index) => index).filter((index) => groups[index].alive);
    const closures = new Map(alive.map((group) => [group, closureOf(group)]));
    const usersOf = new Map(alive.map((group) => [group, []]));
    needed.forEach((set, load) => set.forEach((group) => usersOf.get(group).push(load)));
    let best = null;
    for (let i = 0; i < alive.length; i++)
      for (let j = i + 1; j < alive.length; j++) {
        const [a, b] = [alive[i], alive[j]];
        if (refused.has(`${a}:${b}`)) continue;
        const usersA = usersOf.get(a);
        const usersB = usersOf.get(b);
        const both = usersA.filter((load) => needed[load].has(b)).length;
        if (both === 0) continue;
        // A load that needs one of them now fetches the other and what it imports that it did not fetch.
        let bytes = 0;
        let requests = -both;
        let fits = true;
        for (const [users, other] of [
          [usersA, b],
          [usersB, a],
        ])
          for (const load of users) {
            if (needed[load].has(other)) continue;
            let extra = 0;
            for (const group of closures.get(other)) {
              if (needed[load].has(group)) continue;
              extra += groups[group].size;
              if (group !== other) requests++;
            }
            bytes += extra;
            if (bytesOf(needed[load]) + extra - start[load] > limit[load]) fits = false;
          }
        if (!fits || requests >= 0) continue;
        const perRequest = bytes / -requests;
        if (!best || perRequest < best.perRequest) best = { a, b, perRequest };
      }
    if (!best) break;
    const { a, b } = best;
    if (closures.get(a).has(b) ? reachesAvoiding(a, b) : closures.get(b).has(a) && reachesAvoiding(b, a)) {
      refused.add(`${a}:${b}`);
      continue;
    }
    groups[a].members.push(...groups[b].members);
    groups[a].size += groups[b].size;
    for (const next of groups[b].imports) groups[a].imports.add(next);
    groups[b].alive = false;
    for (const group of groups) {
      if (group.imports.delete(b)) group.imports.add(a);
      group.imports.delete(groups.indexOf(group));
    }
    groups[a].imports.delete(a);
    groups[b].members.forEach((node) => (groupOfNode[node] = a));
    needed = needs();
  }

  /** Whether `from` reaches `to` other than by a direct import (merging the two would make a cycle). */
  function reachesAvoiding(from, to) {
    const stack = [...groups[from].imports].filter((group) => group !== to);
    const seen = new Set(stack);
    while (stack.length > 0) {
      const current = stack.pop();
      for (const next of groups[current].imports) {
        if (next === to) return true;
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  }

  // A merged group is named after its largest chunk (a lazy chunk first, so a screen keeps its name). A shared
  // chunk left alone keeps its modules together under its name: left to rolldown, it was split again by the
  // merged groups that import it (small chunks of a few helpers each). A lazy chunk left alone is left to
  // rolldown (it keeps its manifest key).
  const plan = new Map();
  const taken = new Set();
  const planned = groups.filter(
    (candidate) =>
      candidate.alive && (candidate.members.length > 1 || !nodes[candidate.members[0]].isDynamicEntry),
  );
  for (const group of planned) {
    const [named] = [...group.members].sort(
      (x, y) =>
        Number(nodes[y].isDynamicEntry) - Number(nodes[x].isDynamicEntry) || nodes[y].size - nodes[x].size,
    );
    let name = nodes[named].name;
    for (let n = 2; taken.has(name); n++) name = `${nodes[named].name}${n}`;
    taken.add(name);
    for (const member of group.members) for (const id of nodes[member].modules) plan.set(id, name);
  }
  return plan;
}
