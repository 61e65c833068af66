/**
 * `npm run check`: the type check (React Router's typegen, then tsc), ESLint and Prettier's check,
 * side by side, since each of them keeps a single core busy. Each one's output is printed whole as
 * it ends, and the check fails if any of them does. The type check is TypeScript 7's compiler, on
 * one thread (10 CPU-seconds, where TypeScript 6's took 48); ESLint's parser still reads the
 * TypeScript 6 it supports.
 */
import { spawn } from "node:child_process";

const steps: [name: string, command: string, args: string[]][] = [
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["format", "prettier", ["--check", "--cache", "."]],
];

function run([name, command, args]: (typeof steps)[number]) {
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) => {
      process.stdout.write(`\n> ${name}: ${code === 0 ? "passed" : "FAILED"}\n${output}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(steps.map(run));
if (passed.includes(false)) process.exit(1);
