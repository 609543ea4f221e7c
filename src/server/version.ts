import fs from "node:fs";

const packageJson = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

export const APP_VERSION: string = packageJson.version;
