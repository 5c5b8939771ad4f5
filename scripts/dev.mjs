// `npm run dev`: the API server restarting on change (port 8000) and Vite's dev server with
// hot reload (port 5173, proxying API calls to 8000). Ctrl-C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "packages/server/src/server.ts"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "--workspace", "@homebase/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
