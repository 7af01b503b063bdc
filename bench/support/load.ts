/**
 * autocannon in a process of its own, for a load that runs beside a measurement:
 * `node bench/support/load.ts <options.json>` prints the figures of its run (./measure.ts) as JSON on stdout.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { autocannonOptions, figuresOf, keepInfinity, type MeasureOptions } from './measure.ts';

const { options, seconds } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  options: MeasureOptions;
  seconds: number;
};
const result = await autocannon(autocannonOptions(options, seconds));
process.stdout.write(JSON.stringify(figuresOf(result), keepInfinity));
