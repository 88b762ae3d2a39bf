import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command with its output kept (stdout and stderr in order); resolves with both. */
function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ code, output: Buffer.concat(chunks).toString() });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

const elapsed = (started) => ((Date.now() - started) / 1000).toFixed(1);

function report(title, code, seconds) {
  if (code === 0) console.log(`✓ ${title} (${seconds}s)`);
  else console.error(`\n✗ ${title} failed (exit ${code}, ${seconds}s)`);
}

/** A step and, when given, another that runs beside it with its output shown after it ends. */
async function runStep([title, command, args, options], beside) {
  console.log(`\n=== ${title}${beside ? `, beside: ${beside[0]}` : ''} ===`);
  const started = Date.now();
  const side = beside && runQuietly(beside[1], beside[2], beside[3]);
  const code = await run(command, args, options);
  const seconds = elapsed(started);
  if (!side) {
    report(title, code, seconds);
    return code;
  }
  const { code: sideCode, output } = await side;
  console.log(`\n=== ${beside[0]} (ran beside: ${title}) ===\n${output}`);
  report(title, code, seconds);
  report(beside[0], sideCode, elapsed(started));
  return code !== 0 ? code : sideCode;
}

/**
 * Runs steps in order, stops at the first failure with its exit code. A step's fifth element,
 * another step, runs at the same time as it (both must pass).
 */
export async function runSteps(steps) {
  const started = Date.now();
  for (const [title, command, args, options, beside] of steps) {
    const code = await runStep([title, command, args, options], beside);
    if (code !== 0) process.exit(code);
  }
  console.log(`\nAll steps passed in ${elapsed(started)}s`);
}
