/**
 * The first turn on new content (`coldFirstTurnMs`, tests/bench/assistant.ts) in process CPU time, which a loaded
 * machine disturbs less than wall time: 3 warm-ups, then N rounds; medians and fastest. To compare two checkouts,
 * run it against each in turn (interleaved), naming the checkout whose engine is measured:
 *
 *   npx tsx tests/bench/cold-turn-cpu.ts [rounds=15] [checkout=this one]
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

void (async () => {
  const rounds = Number(process.argv[2] ?? 15);
  const checkout = resolve(process.argv[3] ?? fileURLToPath(new URL('../..', import.meta.url)));
  const { coldFirstTurnMs } = (await import(pathToFileURL(resolve(checkout, 'tests/bench/assistant.ts')).href)) as typeof import('./assistant.js');
  for (let i = 0; i < 3; i++) coldFirstTurnMs();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const before = process.cpuUsage();
    wall.push(coldFirstTurnMs());
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ms = (x: number) => x.toFixed(1);
  console.log(`${checkout}: CPU median ${ms(median(cpu))} ms, fastest ${ms(Math.min(...cpu))}; wall median ${ms(median(wall))} ms, fastest ${ms(Math.min(...wall))} (${rounds} rounds)`);
})();
