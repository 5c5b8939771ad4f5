import { askSecret } from "./cli/ask-secret";
import { runCli } from "./cli/commands";
import { ConfigError, loadConfig } from "./config";

try {
  const config = loadConfig();
  const io = {
    out: (line: string) => console.log(line),
    askSecret: process.stdin.isTTY ? askSecret : undefined,
    // \r and "erase line": the status redraws in place, and "" clears it.
    status: process.stdout.isTTY ? (line: string) => process.stdout.write(`\r\x1b[K${line}`) : undefined,
  };
  process.exitCode = await runCli(process.argv.slice(2), config, io);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exitCode = 1;
}
