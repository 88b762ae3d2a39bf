import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs steps in order, stops at the first failure with its exit code. */
export async function runSteps(steps) {
  for (const [title, command, args, options] of steps) {
    console.log(`\n=== ${title} ===`);
    const started = Date.now();
    const code = await run(command, args, options);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      console.error(`\n✗ ${title} failed (exit ${code}, ${seconds}s)`);
      process.exit(code);
    }
    console.log(`✓ ${title} (${seconds}s)`);
  }
}
