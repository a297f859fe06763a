// `node scripts/run-side-by-side.mjs <script>...`: npm scripts side by side, as many at once as the machine
// has cores, the next starting as one ends (give the longest first). More at once than cores only share
// them and cost more CPU in all (docs/performance.md "The gate's CPU": on 2 cores the static checks and the build all at once
// took 95 and 111 s in two runs, two at a time 82 and 99 s).
import { availableParallelism } from 'node:os';
import runAll from 'npm-run-all2';

try {
  await runAll(process.argv.slice(2), {
    parallel: true,
    maxParallel: availableParallelism(),
    aggregateOutput: true,
    printLabel: true,
    stdout: process.stdout,
    stderr: process.stderr,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
