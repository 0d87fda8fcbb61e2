// Prints the shell's test build variables as shell exports; scripts/test.sh evals them before building.
import { shellTestEnv } from './build-env';

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
for (const [name, value] of Object.entries(shellTestEnv())) console.info(`export ${name}=${quote(value)}`);
