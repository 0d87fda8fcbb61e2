// Prints the test build's backend variables as shell exports: scripts/test.sh evals them before building, so the
// build that the browser tests run against talks to the stub.
import { stubBuildEnv } from './settings';

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
for (const [name, value] of Object.entries(stubBuildEnv())) console.info(`export ${name}=${quote(value)}`);
