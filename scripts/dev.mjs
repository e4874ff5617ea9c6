// `npm run dev`: the server restarting on change (tsx watch, port 3000) and Vite with hot reload
// (http://localhost:5173, proxying the API to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@rc/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@rc/web'], { stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
