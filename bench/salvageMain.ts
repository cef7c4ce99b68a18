// `npx tsx bench/salvageMain.ts [domains]`: the salvage figures alone (see salvage.bench.ts).
import { salvageBench } from './salvage.bench';

await salvageBench(Number(process.argv[2] ?? 100_000));
