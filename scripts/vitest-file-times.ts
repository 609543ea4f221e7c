import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/** One test file's wall time in its worker: set-up, import and collection, and its tests. */
export interface FileTime {
  file: string;
  project: string;
  seconds: number;
}

/**
 * A Vitest reporter that writes each test file's whole time (not only its tests' time, which the
 * JSON reporter gives) to the file `VITEST_FILE_TIMES` names, for the stage table of `npm test`.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const output = process.env.VITEST_FILE_TIMES;
    if (!output) return;
    const times: FileTime[] = testModules.map((module) => {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return {
        file: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds: ms / 1000,
      };
    });
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, JSON.stringify(times));
  }
}
