// `npm run dev:studio:lake`: the Studio (`sanity dev`, hot reload) on the Content Lake stand-in, offline and logged
// in, on the seed dataset, for a person to try the editor's side without a Sanity account. Stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lakeSettings } from '../lake-stub/settings';
import { studioEnv } from './build-studio';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lake = lakeSettings();
const port = process.env.STUDIO_DEV_PORT || '3333';
const { SANITY_STUDIO_BASEPATH: _basePath, ...env } = studioEnv(lake);
const bin = `${root}/node_modules/.bin`;
const PATH = `${bin}:${process.env.PATH}`;

const standIn = spawn(`${bin}/tsx`, ['tests/lake-stub/cli.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH },
});
const studio = spawn(`${bin}/sanity`, ['dev', '--port', port], {
  cwd: `${root}/studio`,
  stdio: 'inherit',
  env: { ...process.env, ...env, PATH },
});
console.info(
  [
    `The Studio: http://localhost:${port}, on the stand-in's API at ${lake.studioApiHost} (HTTP/2 with a test certificate:`,
    `open https://${'lakestub0'}.localhost:${lake.studioPort}/v1/ping once and accept it). The Lake site, if running,`,
    `gets the webhook at ${lake.sites.en}/api/revalidate.`,
  ].join('\n'),
);
const stop = () => {
  standIn.kill('SIGTERM');
  studio.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
standIn.on('exit', stop);
studio.on('exit', stop);
