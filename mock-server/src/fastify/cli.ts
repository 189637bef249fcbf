/**
 * `npm run mock -- --port 4010 --seed 42` from the source tree; the packed `fleetmock` command runs
 * the same entry (mock-server/src/cli/main.ts) from its bundle. `--help` lists every flag.
 */
import { run } from '../cli/main.ts';

run();
